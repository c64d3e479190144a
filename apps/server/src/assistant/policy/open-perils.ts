import { baseForms } from '../retrieval/wordnet/wordnet-closure';
import { sensesOf, synsetAt } from '../retrieval/wordnet/wordnet-files';
import { tokenize, words } from '../retrieval/tokenize';
import { isAPeril, PERILS } from './caps';
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

/**
 * Movable things a household owns: the policy's belongings (personal property), insured by such a
 * policy against the perils it names, never against all risks. "laptop", "bikes", "sofa", "ring".
 */
const BELONGINGS = new Set([
  'device',
  'weapon',
  'vehicle',
  'conveyance',
  'furniture',
  'commodity',
  'adornment',
  'equipment',
  'clothing',
  'baggage',
  'instrument',
  'medium of exchange',
]);

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
  'possession',
  'liability',
  ...BELONGINGS,
]);

/** Classes that are no belonging, whatever else they are ("a guest's phone" is asked of the guest). */
const NOT_BELONGINGS = new Set(['person', 'animal', 'injury', 'liability']);

/** Parts of a building: a word with such a sense among its first few ("shutter", a camera's or a window's) may be one. */
const BUILDING_PARTS = new Set(['structure', 'covering', 'building material', 'fixture', 'opening']);
const SENSES_READ = 3;

/** The thing named ("shutters") has a sense among its first few that is part of a building. */
const mayBeABuildingPart = (naming: readonly string[]) =>
  Array.from({ length: SENSES_READ }, (_, sense) => [...classesOf(naming.at(-1)!, sense)]).some((classes) =>
    classes.some((lemma) => BUILDING_PARTS.has(lemma)),
  );

const CLIMB_STEPS = 12;

/** Every class above a noun sense of a word (the commonest by default), to the top of WordNet. */
function classesOf(word: string, sense = 0): Set<string> {
  const form = baseForms(word).find((candidate) => sensesOf(candidate, 'noun').length > 0);
  const classes = new Set<string>();
  const offset = form ? sensesOf(form, 'noun')[sense] : undefined;
  if (offset === undefined) return classes;
  let level = [synsetAt('noun', offset)];
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

/** Where a noun phrase's head ends and what places it begins: "jewelry | away from the home", "items | in a storage unit". */
const PLACING = /\s+(?:in|at|inside|outside|away|while|during|under|near|kept|left|stored)\b/i;

const contentWords = (text: string) => words(text.toLowerCase()).filter((word) => !FILLER.has(word) && word.length > 2);

/**
 * The words that name what the question is about: "your power surges" → ["power", "surges"]. A
 * phrase placing the thing ("in a storage unit") is not the thing: its head comes before it.
 */
function namingWords(inline: string): string[] {
  const head = contentWords(inline.split(PLACING)[0] ?? '');
  return head.length > 0 ? head : contentWords(inline);
}

/**
 * The words naming what the question is about: the thing a told loss befalls when the user named
 * it ("my laptop" in "is my laptop covered if it gets wrecked"); else "this loss" stands for a loss
 * told in a clause ("If a tree falls on your fence, it"), whose words name it.
 */
function namingWordsOf({ subject }: Reading): string[] {
  if (subject.thing) return namingWords(subject.thing);
  return namingWords(subject.inline).length > 0 ? namingWords(subject.inline) : namingWords(subject.opener);
}

const namingOf = (reading: Reading) => withoutThePeril(namingWordsOf(reading));

/** Words any loss is told with ("damage", "loss"): they name no cause. */
const NO_CAUSE = new Set(tokenize('damage loss break'));

/** The question names what befell the thing ("theft", "stolen", "fire"), not only the thing. */
const givesACause = (reading: Reading) =>
  reading.question.concepts.some((concept) => PERILS.has(concept.term) && !NO_CAUSE.has(concept.term));

/** "bike theft" names a bike, and what befell it: the thing is the word before the peril. A peril alone ("fire") names itself. */
function withoutThePeril(naming: readonly string[]): string[] {
  const things = naming.filter((word) => !isAPeril(word));
  return things.length > 0 ? things : [...naming];
}

function speaksOfBuildingDamage(reading: Reading): boolean {
  const naming = namingOf(reading);
  if (naming.length === 0 || naming.length > 6) return false;
  // The last word names the thing ("dog bites", "the shutters hooligans smashed"): an actor before it may be a person.
  const classes = [...classesOf(naming.join(' ')), ...classesOf(naming.at(-1)!)];
  if (reading.subject.thing && mayBeABuildingPart(naming) && !classes.some((lemma) => NOT_BELONGINGS.has(lemma))) return true;
  return !classes.some((lemma) => NOT_BUILDING_DAMAGE.has(lemma));
}

/** The question names one of the household's movable things (its last naming word, as for building damage). */
function speaksOfBelongings(reading: Reading): boolean {
  const naming = namingOf(reading);
  if (naming.length === 0 || naming.length > 6) return false;
  const classes = [...classesOf(naming.join(' ')), ...classesOf(naming.at(-1)!)];
  return (
    classes.some((lemma) => BELONGINGS.has(lemma)) && !classes.some((lemma) => NOT_BELONGINGS.has(lemma)) && !mayBeABuildingPart(naming)
  );
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

/**
 * For a question about one of the household's things that no clause names ("laptop damage",
 * "stolen bikes"), on a policy that insures belongings against named perils only: it depends on
 * what caused the loss, with the grant quoted. Never "found nothing": the grant speaks of it.
 */
export function namedPerilsFinding(reading: Reading): PolicyFinding | null {
  const grant = reading.all.find((passage) => isAllRisksGrant(passage) && NAMED_PERILS_FOR_CONTENTS.test(passage.body));
  if (!grant || !speaksOfBelongings(reading)) return null;
  // "bike theft", "my bike was stolen" say the cause: what is open is whether the policy names that one.
  const open = givesACause(reading) ? 'whether that cause is one of the perils it names' : 'what caused the loss';
  const sentence =
    `Your policy insures your belongings only against the perils it names ${pagesNote(grant.page)}, not against every risk: ` +
    `whether it pays for ${reading.subject.inline} depends on ${open}, and on any special limit for that kind of property.`;
  return finding(reading, 'depends', sentence, deciding(grant), { decisive: grant, open: 'named_perils' });
}
