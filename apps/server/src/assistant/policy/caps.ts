import { DECLARATIONS_HEADING } from './declarations';
import { conceptStrength, relevance, termBag } from '../retrieval/concept-search';
import { WEIGHT, type AnalyzedQuestion } from '../retrieval/query';
import { tokenize, words } from '../retrieval/tokenize';
import { baseForms } from '../retrieval/wordnet/wordnet-closure';
import { sensesOf } from '../retrieval/wordnet/wordnet-files';
import { isDeductible, moneyIn, type MoneyMention } from './amounts';
import { headingLabel, isTitle, rawSentencesOf, withoutListMarker } from './segments';
import type { WeighedPassage } from './weigh';

/** An amount the policy pays at most, or a deductible, with the words around it. */
export interface AmountClause {
  passage: WeighedPassage;
  /** The sentence or list item holding the amount. */
  segment: string;
  amount: MoneyMention;
  /** "$40 per day, at most $1,200": the amount with the maximum that goes with it. */
  phrase: string;
  /** What it applies to, as the policy says: "for loss by theft of jewelry, watches…", "under Rental Reimbursement". */
  appliesTo: string | null;
  /** How much of the question the segment speaks of, 0 to 1. */
  relevance: number;
  /** Strength of each concept of the question in the segment. */
  strengths: number[];
}

const MAXIMUM_BEFORE = /(maximum of|at most|in total|aggregate of|total of)\s*$/i;
const MAXIMUM_AFTER = /^\s*(maximum|in total|total|aggregate)\b/i;

/** "silver other than silverware", "notes other than bank notes": the thing set aside, up to the next comma. */
const OTHER_THAN = /\bother than\s+[^,;.]+/gi;

/** Words naming a row of a table ("Rental Reimbursement"), not a sentence about it. */
const isLabel = (text: string) => text.length > 0 && text.split(/\s+/).length <= 6 && !/\b(we|you|is|are|will|pay|up to)\b/i.test(text);

/** What a limit applies to, in the policy's words: "under Rental Reimbursement", "for loss by theft of jewelry…". */
function describe(passage: WeighedPassage, segment: string, amount: MoneyMention): string | null {
  const before = withoutListMarker(segment.slice(0, amount.index)).trim();
  const after = segment.slice(amount.index + amount.phrase.length).trim();
  // A label before the amount, as in a declarations table: "Rental Reimbursement: $40", "Additional Living Expenses $130,000".
  const label = /^([^:]{2,60}?)\s*[:–-]?\s*$/.exec(before)?.[1];
  if (label && isLabel(label)) return `under ${label}`;
  if (passage.endorsement && passage.heading) return `under the ${headingLabel(passage.heading)}`;
  const mostFor = /the most we will pay (for (?:\S+\s+){2,}?\S+?)(?:,| is\b| under\b)/i.exec(segment);
  if (mostFor) return mostFor[1]!;
  const forWhat = /^(for|on)\s+(.+?)[.;]?$/i.exec(after);
  if (forWhat) return `${forWhat[1]!.toLowerCase()} ${forWhat[2]}`;
  return passage.heading ? `under ${headingLabel(passage.heading)}` : null;
}

/**
 * A sentence holding many amounts, each with its own words: a declarations table read as one line
 * ("Coverage A – Dwelling $400,000 Coverage B – Other Structures $40,000 …", label first, so cut
 * after each amount) or a list ("$200 on money, $1,500 on securities, …", amount first, so cut
 * before each).
 */
function rowsOf(sentence: string): string[] {
  const amounts = moneyIn(sentence);
  if (amounts.length < 3) return [sentence];
  const labelFirst = isLabel(
    withoutListMarker(sentence.slice(0, amounts[0]!.index))
      .replace(/[:–-]\s*$/, '')
      .trim(),
  );
  const cuts = amounts.map((amount) => (labelFirst ? amount.index + amount.phrase.length : amount.index));
  const bounds = labelFirst ? [0, ...cuts] : [...cuts, sentence.length];
  const rows = bounds.slice(0, -1).map((start, at) => sentence.slice(start, bounds[at + 1]).replace(/^[\s,;.]+|[\s,;]+$/g, ''));
  return labelFirst ? rows : [sentence.slice(0, cuts[0]).trim(), ...rows].filter(Boolean);
}

/**
 * The passage's sentences, each with whether it sits under a title naming deductibles: the rows
 * of "Deductibles. All other perils: $1,500 per loss. Windstorm or hail: 2% of Coverage A." are
 * deductibles, though none of them says so.
 */
function rowsUnderTitles(body: string): { segment: string; deductibles: boolean }[] {
  let deductibles = false;
  return rawSentencesOf(body).flatMap((sentence) => {
    if (isTitle(sentence)) {
      deductibles = /\bdeductibles?\b/i.test(sentence);
      return [];
    }
    return rowsOf(sentence).map((segment) => ({ segment, deductibles }));
  });
}

const amountIsDeductible = (row: { segment: string; deductibles: boolean }, amount: MoneyMention) =>
  row.deductibles || isDeductible(row.segment, amount);

function amountClauses(passage: WeighedPassage, question: AnalyzedQuestion, wanted: 'cap' | 'deductible'): AmountClause[] {
  return rowsUnderTitles(passage.body).flatMap((row) => {
    const { segment } = row;
    const amounts = moneyIn(segment);
    const picked = amounts.filter((amount) => amountIsDeductible(row, amount) === (wanted === 'deductible'));
    const first = picked[0];
    if (!first) return [];
    const maximum = picked.find(
      (amount) =>
        amount !== first &&
        (MAXIMUM_BEFORE.test(segment.slice(0, amount.index)) || MAXIMUM_AFTER.test(segment.slice(amount.index + amount.phrase.length))),
    );
    const phrase = maximum ? `${first.phrase}, at most ${maximum.phrase}` : first.phrase;
    // The amounts and their units ("$300,000 each accident") say how much, not of what.
    let words = segment;
    for (const amount of [...amounts].reverse()) words = words.slice(0, amount.index) + words.slice(amount.index + amount.phrase.length);
    // "notes other than bank notes": what follows "other than" is what the limit is not about.
    words = words.replace(OTHER_THAN, ' ');
    // The declarations' heading names the whole policy ("Personal Auto Policy Declarations"):
    // every row sits under it, so its words say nothing of one row.
    const heading = DECLARATIONS_HEADING.test(passage.heading ?? '') ? '' : (passage.heading ?? '');
    const bag = termBag(`${heading}\n${words}`);
    const share = relevance(question, bag);
    return [
      {
        passage,
        segment,
        amount: first,
        phrase,
        appliesTo: describe(passage, segment, first),
        relevance: share,
        strengths: question.concepts.map((concept) => conceptStrength(concept, bag)),
      },
    ];
  });
}

/** The passage states an amount the policy pays at most, not only a deductible. */
export const statesCap = (passage: WeighedPassage) =>
  rowsUnderTitles(passage.body).some((row) => moneyIn(row.segment).some((amount) => !amount.percent && !amountIsDeductible(row, amount)));

const byRelevance = (a: AmountClause, b: AmountClause) => b.relevance - a.relevance || a.passage.order - b.passage.order;

// Causes of loss. A special limit on "theft of firearms" is about firearms: a question about a
// stolen bicycle shares "theft" with it, and must not be capped by it.
export const PERILS: ReadonlySet<string> = new Set(
  tokenize(
    'theft steal stolen burglary robbery vandalism vandalized fire smoke water flood wind windstorm hail leak burst break damage loss',
  ),
);

/** Words that name only a cause of loss ("theft", "stolen"), not a thing it befell. */
export const isAPeril = (words: string) => tokenize(words).every((term) => PERILS.has(term));

/** "$2,500 for loss by theft of firearms": a limit on some things, not on every theft. */
const ON_SOME_THINGS = /\b(?:theft|loss|damage)\s+(?:of|to)\s+(?!the\s+(?:dwelling|building|residence))\w/i;

/** Where what a limit pays for ends and the circumstances begin: "for transportation expenses | incurred by you because of the theft…". */
const CIRCUMSTANCES = /\b(?:incurred|because of|due to|while|when|if)\b/i;

/** "for all losses", "for each loss", "for any one tree": how much, not of what. */
const QUANTITY = /^(?:all|each|any|every|one|the policy)\b/i;

/** "used primarily for business purposes": a limit on property put to one use. */
export const FOR_A_USE = /\bused\s+(?:primarily\s+|mainly\s+|principally\s+|solely\s+)?for\s+(\w+)/i;

/**
 * Words that say property serves a business without the word: WordNet does not reach "business"
 * from "salon", "client" or "freelance".
 */
const SPEAKS_OF_WORK =
  /\b(?:work|job|office|company|employer|clients?|customers?|freelanc\w*|self-employed|contractor|salon|shop|store|studio|gigs?|professional|side hustle|inventory|for sale|sell)\b/i;

/**
 * The limit is on property put to a use ("business") that the question does not speak of, in
 * its words or theirs by meaning: a phone dropped in the kitchen is not business property.
 */
export function limitsAnUnsaidUse(limitSentence: string, question: AnalyzedQuestion): boolean {
  const use = FOR_A_USE.exec(limitSentence)?.[1];
  if (use === undefined || new RegExp(`\\b${use}`, 'i').test(question.question)) return false;
  if (use.toLowerCase() === 'business' && SPEAKS_OF_WORK.test(question.question)) return false;
  const bag = termBag(use);
  return question.concepts.every((concept) => conceptStrength(concept, bag) === 0);
}

/** A limit on what one peril takes: "$1,500 for loss by theft of jewelry". */
const LOSS_BY_A_PERIL = /\bloss(?:es)? (?:caused )?by (theft|burglary|fire|water|wind(?:storm)?|hail|flood)\b/i;

/** Theft and the words people tell it with. */
const THEFT_WORDS: ReadonlySet<string> = new Set(
  tokenize('theft thief thieves steal stole stolen burglary burglar burglarized robbery robbed rob break-in broke in taken swiped'),
);

/** Words that tell what befell a thing ("lost", "damaged", "burned"), whichever cause they name. */
const BEFELL_WORDS: ReadonlySet<string> = new Set([
  ...PERILS,
  ...tokenize('lost lose misplaced dropped spilled cracked burned burnt scratched shattered smashed ruined soaked'),
]);

/**
 * A limit on what one peril takes ("for loss by theft of jewelry") for a question that tells of
 * another thing befalling it ("damaged clothes and jewelry", "a lost diamond"): that limit does not
 * cap it. A question that tells no cause ("is my ring covered?") is still capped, the peril quoted.
 */
export function limitsAnotherPeril(sentence: string, question: AnalyzedQuestion): boolean {
  const peril = LOSS_BY_A_PERIL.exec(sentence)?.[1]?.toLowerCase();
  if (!peril) return false;
  // "damaged" counts though any question may hold it: here it is what befell the thing.
  const told = question.concepts.filter((concept) => BEFELL_WORDS.has(concept.term));
  if (told.length === 0) return false;
  const isThePeril = (term: string) =>
    peril === 'theft' || peril === 'burglary' ? THEFT_WORDS.has(term) : term.startsWith(peril.slice(0, 4));
  return !told.some((concept) => isThePeril(concept.term));
}

/** The question's own words that name things, not causes of loss. */
const thingsAsked = (question: AnalyzedQuestion) =>
  question.concepts.flatMap((concept, index) => (concept.weight === 1 && !PERILS.has(concept.term) ? [index] : []));

/**
 * The things asked about that head their phrase: "injury" in "personal injury", "ring" in "a
 * wedding ring". A word right before another thing word only says which one.
 */
function headThingsAsked(question: AnalyzedQuestion): number[] {
  const things = thingsAsked(question);
  const modifiers = modifierTerms(question);
  const heads = things.filter((index) => !modifiers.has(question.concepts[index]!.term));
  return heads.length > 0 ? heads : things;
}

/** A word WordNet knows more often as a noun than as a verb: "car", "records"; not "fell" or "quoted". */
function mostlyANoun(word: string): boolean {
  const forms = baseForms(word);
  const senses = (pos: 'noun' | 'verb') => Math.max(0, ...forms.map((form) => sensesOf(form, pos).length));
  return senses('noun') > senses('verb');
}

/**
 * The terms of the things asked about that stand right before a noun that is another thing asked
 * about, saying which one: "personal" in "personal injury", not "hedge" in "the hedge fell".
 */
function modifierTerms(question: AnalyzedQuestion): Set<string> {
  // Asked of every passage and every meeting of one question: read once per question.
  const known = modifiersRead.get(question);
  if (known) return known;
  const found = modifierTermsOf(question);
  modifiersRead.set(question, found);
  return found;
}

const modifiersRead = new WeakMap<AnalyzedQuestion, Set<string>>();

function modifierTermsOf(question: AnalyzedQuestion): Set<string> {
  const termAt = (word: string | undefined) => (word === undefined ? undefined : tokenize(word)[0]);
  const thingTerms = new Set(thingsAsked(question).map((index) => question.concepts[index]!.term));
  // Word pairs inside one stretch of the question: "my ring, last seen" is no "ring last".
  const stretches = question.question.split(/[,.;:!?()]+|\s+(?:and|or|plus|but)\s+/i).map(words);
  return new Set(
    stretches.flatMap((said) =>
      said.flatMap((word, at) => {
        const term = termAt(word);
        const nextWord = said[at + 1];
        const next = termAt(nextWord);
        const modifies = term && next && term !== next && thingTerms.has(term) && thingTerms.has(next) && mostlyANoun(nextWord!);
        return modifies ? [term] : [];
      }),
    ),
  );
}

/** The user's word only says which thing ("personal" of "personal injury"): a limit it meets is on other things. */
export const onlySaysWhichThing = (said: string, question: AnalyzedQuestion): boolean => {
  const modifiers = modifierTerms(question);
  const terms = tokenize(said);
  return terms.length > 0 && terms.every((term) => modifiers.has(term));
};

/**
 * The passage meets the things asked about only in the very word that says which one ("personal"
 * of "personal injury" in "$1,500 on… personal records"): it speaks of other things.
 */
export function meetsOnlyAModifier(passage: WeighedPassage, question: AnalyzedQuestion): boolean {
  const heads = headThingsAsked(question);
  const modifiers = thingsAsked(question).filter((index) => !heads.includes(index));
  // Met in the very word, not by its meaning: "wedding" reaching "jewelry" still speaks of the ring.
  const sameWord = (index: number) => passage.strengths[index]! >= WEIGHT.own;
  return (
    modifiers.some(sameWord) &&
    modifiers.every((index) => passage.strengths[index] === 0 || sameWord(index)) &&
    heads.every((index) => passage.strengths[index] === 0)
  );
}

/**
 * A limit on some things ("theft of firearms") that none of the things asked about reaches at all,
 * the perils aside: it is no answer on a stolen car.
 */
export const limitsOnlyOtherThings = (passage: WeighedPassage, question: AnalyzedQuestion): boolean =>
  ON_SOME_THINGS.test(passage.sentence) && meetsOnlyThePeril(passage, question);

/**
 * The passage meets the question in its peril ("theft") and in none of the things it asks about
 * ("bike"): a duty after any theft ("notify the police in case of loss by theft") or a limit on
 * other things is no answer on a stolen bike.
 */
export function meetsOnlyThePeril(passage: WeighedPassage, question: AnalyzedQuestion): boolean {
  const things = thingsAsked(question);
  return things.length > 0 && things.every((index) => passage.strengths[index] === 0);
}

/**
 * A limit on some things ("theft of firearms") for a question that names only a cause of loss
 * ("is theft covered?"): it says the cause is covered, and that some things have a limit of
 * their own, not that the question is about them.
 */
export const limitsSomeThingsOfAPeril = (passage: WeighedPassage, question: AnalyzedQuestion): boolean =>
  passage.clause === 'limit' && thingsAsked(question).length === 0 && ON_SOME_THINGS.test(passage.sentence);

/**
 * What a limit pays for, without the circumstances it names: the words after the amount ("…up to
 * $40 per day, to a maximum of $1,200, for temporary transportation expenses | incurred because
 * of the total theft of your covered auto"), or a table row's label ("Rental reimbursement:
 * $40"). A question about the car itself ("what will they pay if my car is stolen") is not capped
 * by a limit on what its theft costs besides. Null when the limit does not say.
 */
function objectOf(clause: AmountClause): string | null {
  const stated = clause.appliesTo && /^(?:for|on)\s/i.test(clause.appliesTo) ? clause.appliesTo.replace(/^(?:for|on)\s+/i, '') : null;
  const after = clause.segment
    .slice(clause.amount.index + clause.amount.phrase.length)
    .replace(/^(?:\s*per \w+)?\s*,\s*(?:to )?(?:a )?maximum of \$[\d,]+(?:\.\d+)?,/i, '');
  // Right after the amount (and its maximum): "…$1,200, for temporary transportation expenses".
  const paysFor = stated ?? /^\s*(?:for|on)\s+([^.;]+)/i.exec(after)?.[1] ?? null;
  if (paysFor && !QUANTITY.test(paysFor)) return paysFor.split(CIRCUMSTANCES)[0]!;
  const label = /^([^:]{2,60}?)\s*[:–-]?\s*$/.exec(withoutListMarker(clause.segment.slice(0, clause.amount.index)).trim())?.[1];
  return label && isLabel(label) ? label : null;
}

/** How strongly the limit's sentence names what the question is about, the perils aside (the perils only, if that is all it asks). */
function aboutTheThing(clause: AmountClause, question: AnalyzedQuestion): number {
  const things = thingsAsked(question);
  // "Is theft covered?" is not capped by the limit on theft of firearms.
  if (things.length === 0 && ON_SOME_THINGS.test(clause.segment)) return 0;
  if (limitsAnUnsaidUse(clause.segment, question) || limitsAnotherPeril(clause.segment, question)) return 0;
  const object = objectOf(clause);
  if (object !== null && things.length > 0) {
    const bag = termBag(object);
    if (things.every((index) => conceptStrength(question.concepts[index]!, bag) < WEIGHT.thesaurus)) return 0;
  }
  const counted = things.length > 0 ? things : question.concepts.map((_, index) => index);
  return counted.reduce((sum, index) => sum + clause.strengths[index]!, 0);
}

/**
 * The limit that caps what the policy pays on the question: the amount in the sentence that
 * names what is asked about most strongly, among the passages that could carry one (not an
 * exclusion's). A sentence must hold at least one of the question's words or its thesaurus
 * wording for that thing.
 */
export function capFor(passages: readonly WeighedPassage[], question: AnalyzedQuestion): AmountClause | null {
  const candidates = passages
    .filter((passage) => passage.clause !== 'exclusion' && passage.clause !== 'definition')
    .flatMap((passage) => amountClauses(passage, question, 'cap'))
    .filter((clause) => !clause.amount.percent)
    .map((clause) => ({ clause, strength: aboutTheThing(clause, question) }))
    .filter(({ strength }) => strength >= WEIGHT.thesaurus);
  candidates.sort((a, b) => b.strength - a.strength || byRelevance(a.clause, b.clause));
  return candidates[0]?.clause ?? null;
}

/** The deductibles the passages state, the one speaking of the question most first, each amount once. */
export function deductiblesIn(passages: readonly WeighedPassage[], question: AnalyzedQuestion): AmountClause[] {
  const all = passages.flatMap((passage) => amountClauses(passage, question, 'deductible')).sort(byRelevance);
  const seen = new Set<string>();
  return all.filter((clause) => {
    const key = `${clause.amount.value}${clause.amount.percent ? '%' : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
