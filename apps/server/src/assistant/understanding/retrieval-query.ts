import { policyWordsFor } from '../glossary/terms';
import { analyzeQuestion } from '../retrieval/query';
import { asksWhatIsExcluded } from '../policy/kinds-asked';
import { DECLARATIONS_HEADING } from '../policy/declarations';
import type { Job } from './jobs';
import { asksWhatIsPaid } from './question-form';
import type { UnderstoodMessage } from './understand';

// Some jobs rest on one clause of the policy whatever words the user chose: "I want appraisal"
// needs the appraisal clause, "can I sue" the suit limitation. Their words are added to the search.
const CLAUSE_WORDS: Partial<Record<Job, string>> = {
  appraisal: 'appraisal appraiser umpire amount of loss',
  dispute_offer: 'appraisal appraiser umpire amount of loss',
  living_expenses: 'additional living expense loss of use',
  depreciation: 'replacement cost actual cash value repair replace',
  proof_of_loss: 'proof of loss sworn deductible special limits',
  euo: 'examination under oath',
  legal: 'suit against us legal action',
  more_time: 'proof of loss days',
  deadline_question: 'within days after proof of loss payable',
  next_steps: 'proof of loss within days after the loss',
};

/** The clause words for a job as understand() decided it; this search never decides a job itself. */
function clauseWords(job: Job, text: string): (string | undefined)[] {
  if (job === 'explain_term') return policyWordsFor(text);
  // What a claim is paid depends on the deductible too, which may be a storm's own.
  if (job === 'policy_question') return [asksWhatIsPaid(text) ? 'deductible' : undefined];
  return [CLAUSE_WORDS[job]];
}

/** The text the policy search runs on for this message: the user's words plus the clauses its jobs rest on. */
export function retrievalQuery(understood: UnderstoodMessage, message: string): string {
  const { understanding } = understood;
  if (understanding.kind !== 'jobs') return message;
  const extra = understanding.requests.flatMap(({ job, text }) => clauseWords(job, text)).filter(Boolean);
  const asked = understanding.requests.map(({ text }) => text).join(' ');
  return [asked, ...extra].join(' ');
}

/** How many passages the answer needs: the usual few, more for a proof of loss, whose items may each meet a special limit of its own. */
export function passagesWanted(understood: UnderstoodMessage, usual: number): number {
  const { understanding } = understood;
  const itemised = understanding.kind === 'jobs' && understanding.requests.some(({ job }) => job === 'proof_of_loss');
  return itemised ? usual + ITEMS_EXTRA_PASSAGES : usual;
}

const ITEMS_EXTRA_PASSAGES = 6;

/**
 * A policy written on open perils insures against all risks of direct physical loss and then
 * excludes: a question about a cause of loss the policy never names is answered by that grant
 * (policy/open-perils.ts), which a search on the question's own words would not find.
 */
const OPEN_PERILS_GRANT = 'we insure against all risks of direct physical loss or damage';

/** A search of the policy: its words and how many passages it wants. */
export interface PolicySearch {
  query: string;
  count: number;
  /** Only the passages under such a heading, in the policy's order, whatever their words. */
  section?: RegExp;
}

/**
 * A question about the whole policy ("what does my policy cover?", "what won't it pay for?") is
 * answered from the list of coverages on the declarations, or from the exclusions: a search on
 * its own words, which name nothing, would not find them.
 */
const COVERAGES_LISTED = { query: 'declarations', count: 8, section: DECLARATIONS_HEADING };
const EXCLUSIONS_LISTED = 'exclusions we do not cover is not covered';

/** The searches beside the message's own that its answer rests on. */
export function groundingSearches(understood: UnderstoodMessage): PolicySearch[] {
  const { understanding } = understood;
  if (understanding.kind !== 'jobs') return [];
  const policyQuestions = understanding.requests.filter(({ job }) => job === 'policy_question');
  const readsTheCover = policyQuestions.length > 0 || understanding.requests.some(({ job }) => job === 'incident');
  const aboutTheWholePolicy = policyQuestions.filter(({ text }) => analyzeQuestion(text).broad);
  return [
    ...(readsTheCover ? [{ query: OPEN_PERILS_GRANT, count: 1 }] : []),
    ...(aboutTheWholePolicy.length > 0 ? [COVERAGES_LISTED] : []),
    ...(aboutTheWholePolicy.some(({ text }) => asksWhatIsExcluded(text)) ? [{ query: EXCLUSIONS_LISTED, count: 6 }] : []),
  ];
}
