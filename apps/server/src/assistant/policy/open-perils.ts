import { baseForms } from '../retrieval/wordnet/wordnet-closure';
import { sensesOf, synsetAt } from '../retrieval/wordnet/wordnet-files';
import { words } from '../retrieval/tokenize';
import { deciding, finding, type Reading } from './reading';
import type { PolicyFinding } from './types';
import { pagesNote } from './verdict-sentences';
import type { WeighedPassage } from './weigh';

// A homeowners policy on "open perils" insures the buildings against all risks of direct physical
// loss and then lists what it excludes: a cause of damage it never names is covered unless an
// exclusion reaches it. So "I could not find anything about vandalism" is the wrong answer to such
// a policy; the right one quotes the grant and says what would take the loss out of it.

/**
 * The grant of an open-perils policy: "We insure (your buildings) against (all risks of) direct
 * physical loss", with no "caused by" naming the perils before the clause ends.
 */
const ALL_RISKS_GRANT =
  /\b(?:insure|cover)s?\b(?:\s+\w+){0,3}\s+against\s+(?:all risks of\s+)?direct physical loss\b([^.;]*?)(?:, and\b|[.;]|$)/i;

/** The same grant naming the perils it covers for belongings: "…and against the named perils for Coverage C". */
const NAMED_PERILS_FOR_CONTENTS = /\bnamed perils\b/i;

// The grant speaks of damage to the buildings, whatever its cause. It says nothing of people and
// animals, injury to them, money owed (fees, bills), coverages ("liability coverage"), or the
// movable things a policy insures as belongings (devices, weapons, vehicles, furniture, clothing,
// jewelry), which most such policies insure only against named perils. Read through WordNet's
// classes of a word's commonest sense, so "guests", "dog bites", "medical bills", "firearms" and
// "laptop" are recognised without a list of them.
const NOT_BUILDING_DAMAGE = new Set([
  'person',
  'animal',
  'injury',
  'wound',
  'cost',
  'charge',
  'payment',
  'fee',
  'statement',
  'document',
  'medium of exchange',
  'possession',
  'liability',
  'device',
  'weapon',
  'vehicle',
  'conveyance',
  'furniture',
  'commodity',
  'adornment',
]);

const CLIMB_STEPS = 12;

/** Every class above the commonest noun sense of a word, to the top of WordNet. */
function classesOf(word: string): Set<string> {
  const form = baseForms(word).find((candidate) => sensesOf(candidate, 'noun').length > 0);
  const classes = new Set<string>();
  if (!form) return classes;
  let level = [synsetAt('noun', sensesOf(form, 'noun')[0]!)];
  for (let step = 0; step <= CLIMB_STEPS && level.length > 0; step += 1) {
    for (const synset of level) for (const lemma of synset.lemmas) classes.add(lemma);
    level = level.flatMap((synset) =>
      synset.hypernyms.filter((pointer) => pointer.pos === 'noun').map((pointer) => synsetAt('noun', pointer.offset)),
    );
  }
  return classes;
}

const FILLER = new Set([
  'your',
  'my',
  'the',
  'a',
  'an',
  'our',
  'of',
  'to',
  'from',
  'in',
  'on',
  'for',
  'this',
  'that',
  'damage',
  'loss',
  'if',
  'it',
  'they',
  'when',
  'while',
]);

/** The words that name what the question is about: "your power surges" → ["power", "surges"]. */
const namingWords = (inline: string) => words(inline.toLowerCase()).filter((word) => !FILLER.has(word) && word.length > 2);

function speaksOfBuildingDamage(reading: Reading): boolean {
  // "this loss" stands for a loss told in a clause ("If a tree falls on your fence, it"): its words name it.
  const naming = namingWords(reading.subject.inline).length > 0 ? namingWords(reading.subject.inline) : namingWords(reading.subject.opener);
  if (naming.length === 0 || naming.length > 6) return false;
  // The last word names the thing ("dog bites", "the shutters hooligans smashed"): an actor before it may be a person.
  return ![...classesOf(naming.join(' ')), ...classesOf(naming.at(-1)!)].some((lemma) => NOT_BUILDING_DAMAGE.has(lemma));
}

function isAllRisksGrant(passage: WeighedPassage): boolean {
  const grant = ALL_RISKS_GRANT.exec(passage.body);
  return !!grant && !/\bcaused by\b/i.test(grant[1] ?? '');
}

/**
 * For a question no clause speaks of, on a policy that insures the buildings against all risks:
 * covered for physical damage to the buildings unless an exclusion applies, with the grant quoted
 * and the exclusions read beside it; null when the policy is not written that way or the question
 * is not about damage to the buildings (a dog bite, a guest, a legal fee, a laptop).
 */
export function openPerilsFinding(reading: Reading): PolicyFinding | null {
  const grant = reading.all.find(isAllRisksGrant);
  if (!grant || !speaksOfBuildingDamage(reading)) return null;
  const exclusions = reading.all.filter((passage) => passage.clause === 'exclusion');
  const contents = NAMED_PERILS_FOR_CONTENTS.test(grant.body)
    ? ' Your belongings are insured only against the perils the policy names.'
    : '';
  const sentence =
    `Your policy insures your buildings against all risks of direct physical loss ${pagesNote(grant.page)}: physical damage to them is covered whatever its cause unless an exclusion applies, ` +
    `and ${exclusions.length > 0 ? 'none of the exclusions I read names' : 'I found no exclusion that names'} ${reading.subject.inline}.${contents}`;
  return finding(reading, 'depends', sentence, deciding(grant, ...exclusions.slice(0, 2)), { decisive: grant, open: 'all_risks' });
}
