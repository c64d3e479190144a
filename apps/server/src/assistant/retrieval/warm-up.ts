import { thesaurusMatches } from './thesaurus-index';
import { sensesOf } from './wordnet/wordnet-files';

/**
 * Does now what the first policy question would otherwise do: compiles the thesaurus and reads the
 * WordNet noun and verb indexes (about 5 MB). Optional: without it the first question pays this
 * once, some tens of milliseconds.
 */
export function warmUpRetrieval(): void {
  thesaurusMatches([]);
  sensesOf('entity', 'noun');
  sensesOf('be', 'verb');
}
