import type { RankedPassage } from '../../retrieval/passage-search';
import { clauseParts } from './clause-parts';
import { causesAndThings } from '../weigh';
import { meetings, questionReach, strengthOf, THESAURUS_STRENGTH, type Meeting, type Reach } from './question-reach';
import { statedFacts, type StatedFacts } from './stated-facts';
import { tokenize } from '../../retrieval/tokenize';
import { GENERIC_TERMS, SETTING_TERMS } from '../../retrieval/query-terms';
import { isAPeril, limitsAnotherPeril, limitsAnUnsaidUse, onlySaysWhichThing } from '../caps';
import { analyzeQuestion, type AnalyzedQuestion } from '../../retrieval/query';
import { suddenCauseIn } from '../causes';
import type { ClausePart, PartRole } from './clause-parts';

// A verdict read condition by condition. The parts the question speaks of are found by meaning
// (question-reach); then, in the order a policy is applied: an exclusion the facts meet takes the
// loss away unless its carve-back gives it back; a limit caps it; a grant covers it once its
// proviso is met. A condition the facts leave open (a period not said, a value not given, a fact
// the user says they do not know) makes the answer "depends on" that condition.

export type ConditionVerdict = 'covered' | 'not_covered' | 'capped' | 'depends';

/** Why the verdict is what it is, for the reply's sentence. */
export type Ground =
  | 'granted'
  | 'defined'
  | 'given_back'
  | 'excluded'
  | 'cause_not_named'
  | 'within_limit'
  | 'over_limit'
  | 'value_open'
  | 'period_open'
  | 'fact_open';

export interface ConditionReading {
  verdict: ConditionVerdict;
  ground: Ground;
  /** The part the verdict turns on. */
  decisive: ClausePart;
  /** The question's words that met the decisive part. */
  met: Meeting[];
  /** The exclusion a carve-back gave the loss back from, when that decided. */
  setAside: ClausePart | null;
  facts: StatedFacts;
  /**
   * How the question's words single the decisive part out: several of them meet it, or one word
   * meets it and no other part of the passages read, or one word meets it among others ("fire"
   * in a fire peril and in a "fire protective sprinkler system"), or one word meets it only
   * outside what it pays for ("fire" in a grant for water discharged "from within a… fire
   * protective sprinkler system").
   */
  evidence: 'several' | 'unique' | 'ambiguous' | 'incidental';
  /** The cause the user gives that a grant naming its causes does not name ("storm"). */
  cause?: string;
}

/** A part counts as spoken of at this strength: one of the user's own words, or two close relatives. */
const SPOKEN_OF = 0.6;

interface Weighed {
  part: ClausePart;
  met: Meeting[];
  strength: number;
}

/**
 * What an exclusion, carve-back or proviso adds to the grant it qualifies is what tells it apart:
 * "water" meets both the grant and its seepage exclusion; only "leaking for months" meets the exclusion.
 */
function weigh(parts: readonly ClausePart[], reaches: readonly Reach[]): Weighed[] {
  return parts.map((part) => {
    const granted = new Set(
      parts
        .filter(
          (other) => other.passage === part.passage && (other.role === 'grant' || other.role === 'definition' || other.role === 'limit'),
        )
        .flatMap((other) => [...other.terms]),
    );
    const own = part.role === 'grant' || part.role === 'definition' || part.role === 'limit';
    const met = meetings(part, reaches).filter((meeting) => own || !granted.has(meeting.term));
    return { part, met, strength: strengthOf(met) };
  });
}

/** The user's own words (not a relative of theirs) that meet the part. */
const ownWordsMeeting = ({ met }: Weighed) => new Set(met.filter((meeting) => meeting.strength >= 1).map((meeting) => meeting.said)).size;

/**
 * Whether an exclusion the question speaks of takes the loss away. Met by one word only near
 * its own ("basement" near the "foundation" of "water that comes in through the foundation"), it
 * yields to a grant of its passage the user names in two or more of their own words ("sump",
 * "sewer"); alone in its passage, a near word is enough ("dog": "animals you keep").
 */
function takesAway(exclusion: Weighed, all: readonly Weighed[]): boolean {
  if (ownWordsMeeting(exclusion) > 0 || exclusion.strength >= 2 * SPOKEN_OF) return true;
  const named = all.some(
    (other) =>
      other.part.passage === exclusion.part.passage &&
      (other.part.role === 'grant' || other.part.role === 'definition') &&
      ownWordsMeeting(other) >= 2,
  );
  return !named;
}

const strongest = (candidates: readonly Weighed[]) =>
  candidates.reduce<Weighed | null>((best, next) => (!best || next.strength > best.strength ? next : best), null);

/**
 * A carve-back gives the loss back only when the question meets it in more than one of its own
 * words: "drywall" meets "hidden within the walls", but not "results from a covered water loss".
 * One word met leaves the rest of the carve-back open, and the answer is "depends on" it.
 */
function carveBackState(carveBack: Weighed, exclusion: Weighed, facts: StatedFacts): 'met' | 'open' | 'denied' {
  // The words it shares with its exclusion ("rot" in "we do not cover rot… unless the rot…") name
  // the subject, not the condition; so does a word of the user's that met the exclusion ("thief").
  const subjectWords = new Set(exclusion.met.map((meeting) => meeting.said));
  const own = carveBack.met.filter((meeting) => !exclusion.part.terms.has(meeting.term) && !subjectWords.has(meeting.said));
  const isDenied = (meeting: Meeting) => meeting.said.split(' ').every((word) => facts.denied.has(word));
  const affirmed = new Set(own.filter((meeting) => !isDenied(meeting)).map((meeting) => meeting.said));
  // "never drained the lines" speaks of the carve-back only to say it did not happen. Carve-backs
  // often join alternatives with "or", so one denied and another affirmed leaves it open.
  if (own.some(isDenied)) return affirmed.size > 0 ? 'open' : 'denied';
  return affirmed.size >= 2 ? 'met' : 'open';
}

type ExclusionState = 'met' | 'not_met' | 'open';

/** An exclusion with a period ("14 or more days") is met by how long, not by its words. */
function exclusionState(exclusion: Weighed, facts: StatedFacts): ExclusionState {
  if (exclusion.part.days !== null) {
    if (facts.days !== null && !facts.vagueDays) return facts.days >= exclusion.part.days ? 'met' : 'not_met';
    return 'open';
  }
  return 'met';
}

function reading(
  verdict: ConditionVerdict,
  ground: Ground,
  decisive: Weighed,
  facts: StatedFacts,
  setAside: ClausePart | null = null,
): ConditionReading {
  return { verdict, ground, decisive: decisive.part, met: decisive.met, setAside, facts, evidence: 'several' };
}

const QUALIFIERS: readonly PartRole[] = ['proviso', 'limit', 'exception', 'exclusion'];

/**
 * Another part of the same clause as the decisive one: in its passage, a part that qualifies a
 * grant (a proviso, a limit, a carve-back, an exclusion), or the grant a qualifier qualifies. Two
 * grants of one passage (a list of perils) are two clauses.
 */
const sameClause = (decisive: ClausePart, other: ClausePart) =>
  other.passage === decisive.passage && (QUALIFIERS.includes(other.role) || QUALIFIERS.includes(decisive.role));

function evidenceFor(decisive: ClausePart, met: readonly Meeting[], all: readonly Weighed[]): ConditionReading['evidence'] {
  const said = new Set(met.map((meeting) => meeting.said));
  if (said.size !== 1) return 'several';
  const [word] = said;
  // The hedge a removal grant pays for is the hedge its limit caps: one clause, not two met in passing.
  const elsewhere = all.some(
    ({ part, met: others }) => part !== decisive && !sameClause(decisive, part) && others.some((meeting) => meeting.said === word),
  );
  if (elsewhere) return 'ambiguous';
  const object = decisive.objectTerms;
  return object && !met.some((meeting) => object.has(meeting.term)) ? 'incidental' : 'unique';
}

/** The carve-back that follows an exclusion in its passage and that the question speaks of. */
const carveBackOf = (exclusion: ClausePart, spoken: readonly Weighed[]) =>
  strongest(
    spoken.filter(({ part }) => part.role === 'exception' && part.passage === exclusion.passage && part.sentence >= exclusion.sentence),
  );

/** The nearest part of a role before this one in its passage: the exclusion a carve-back gives back from, the grant a limit caps. */
const partBefore = (role: PartRole, part: ClausePart, all: readonly Weighed[]) =>
  all.findLast(
    (other) =>
      other.part.role === role && other.part !== part && other.part.passage === part.passage && other.part.sentence <= part.sentence,
  ) ?? null;

function readExclusion(exclusion: Weighed, spoken: readonly Weighed[], facts: StatedFacts): ConditionReading | null {
  const state = exclusionState(exclusion, facts);
  if (state === 'not_met') return null;
  if (state === 'open') return reading('depends', 'period_open', exclusion, facts);
  const carveBack = carveBackOf(exclusion.part, spoken);
  // A carve-back the user denies leaves the exclusion standing, as if there were none.
  const carveBackIs = carveBack && carveBackState(carveBack, exclusion, facts);
  if (carveBack && carveBackIs !== 'denied')
    return facts.unknown || carveBackIs === 'open'
      ? reading('depends', 'fact_open', carveBack, facts, exclusion.part)
      : reading('covered', 'given_back', carveBack, facts, exclusion.part);
  return facts.unknown ? reading('depends', 'fact_open', exclusion, facts) : reading('not_covered', 'excluded', exclusion, facts);
}

/**
 * A grant that insures only against the causes it names ("for loss caused by fire or lightning…
 * or theft") does not pay for a loss the user gives another sudden cause for ("the storm
 * flattened it"): the cause they give, when none of their words meets a cause the grant names.
 */
function causeNotNamed(grant: ClausePart, reaches: readonly Reach[], question: string): string | null {
  if (!grant.causeTerms) return null;
  const cause = suddenCauseIn(question);
  if (!cause) return null;
  const causes: ClausePart = { ...grant, terms: grant.causeTerms };
  return meetings(causes, reaches).length === 0 ? cause : null;
}

function readLimit(limit: Weighed, all: readonly Weighed[], facts: StatedFacts, asked: Asked): ConditionReading {
  // A limit says how much, not whether: the grant it caps decides that first.
  const grant = partBefore('grant', limit.part, all);
  const cause = grant && causeNotNamed(grant.part, asked.reaches, asked.question);
  if (grant && cause) return { ...reading('not_covered', 'cause_not_named', grant, facts), cause };
  const cap = limit.part.amount!;
  if (facts.unknown) return reading('depends', 'fact_open', limit, facts);
  if (facts.amount === null) return reading('depends', 'value_open', limit, facts);
  return facts.amount > cap ? reading('capped', 'over_limit', limit, facts) : reading('covered', 'within_limit', limit, facts);
}

function readGrant(
  grant: Weighed,
  spoken: readonly Weighed[],
  all: readonly Weighed[],
  facts: StatedFacts,
  asked: Asked,
): ConditionReading {
  const provisos = all.filter(
    ({ part }) => part.role === 'proviso' && part.passage === grant.part.passage && part.sentence === grant.part.sentence,
  );
  const unmet = provisos.find((proviso) => !spoken.includes(proviso));
  if (facts.unknown || unmet) {
    const open = strongest(provisos.filter((proviso) => spoken.includes(proviso))) ?? unmet ?? grant;
    return reading('depends', 'fact_open', open, facts);
  }
  // A definition says what a word means, not that the loss is paid: met, the answer turns on it.
  if (grant.part.role === 'definition') return reading('depends', 'defined', grant, facts);
  const cause = causeNotNamed(grant.part, asked.reaches, asked.question);
  if (cause) return { ...reading('not_covered', 'cause_not_named', grant, facts), cause };
  return reading('covered', 'granted', grant, facts);
}

/** The verdict of the passages' clauses on the question, or null when no part speaks of it. */
/** The question's words and what they reach. */
interface Asked {
  question: string;
  /** The question as the passages' decision reads it, analysed once. */
  analyzed: AnalyzedQuestion;
  reaches: readonly Reach[];
}

export function readConditions(question: string, passages: readonly RankedPassage[]): ConditionReading | null {
  const reaches = questionReach(question);
  const all = weigh(clauseParts(passages), reaches);
  const facts = statedFacts(question);
  const read = decideOn(all, facts, { question, analyzed: analyzeQuestion(question), reaches });
  if (!read) return null;
  const evidence = evidenceFor(read.decisive, read.met, all);
  // One word met only through a WordNet relative may be another sense of it ("defamation" is a
  // kind of "depreciation" in speech): enough to say what the answer turns on, not to decide it.
  const onlyARelative = evidence !== 'several' && read.met.every((meeting) => meeting.strength < THESAURUS_STRENGTH);
  if (onlyARelative && read.verdict !== 'depends') return { ...reading('depends', 'fact_open', weighedOf(read, all), facts), evidence };
  return { ...read, evidence };
}

/** The weighed part a reading turns on. */
const weighedOf = (read: ConditionReading, all: readonly Weighed[]) => all.find(({ part }) => part === read.decisive)!;

/**
 * The clause has the very word the user put before their thing to say which one ("personal" of
 * "personal injury" in "personal records"): the same word, of another thing. A word that reaches
 * the clause by its meaning ("wedding" of a wedding ring, to "jewelry") still speaks of it.
 */
const sameWordSayingWhich = (meeting: Meeting, question: AnalyzedQuestion) =>
  meeting.strength >= 1 && onlySaysWhichThing(meeting.said, question);

/**
 * A limit on some things ("theft of firearms") caps what the user asks about only when a word of
 * theirs other than the peril meets it: "stolen" alone meets it for a stolen bicycle too.
 */
function limitsWhatIsAsked(limit: Weighed, asked: Asked): boolean {
  // Property put to a use the user never spoke of is not what they ask about (see caps.ts).
  if (limitsAnUnsaidUse(limit.part.text, asked.analyzed) || limitsAnotherPeril(limit.part.text, asked.analyzed)) return false;
  const namesAThing = asked.reaches.some((reach) => reach.strength >= 1 && !isAPeril(reach.said));
  return !namesAThing || limit.met.some((meeting) => !isAPeril(meeting.said) && !sameWordSayingWhich(meeting, asked.analyzed));
}

/** A word any claim holds ("damage", "loss", "kitchen"): it says nothing of what is asked. */
const anyClaimsWord = (said: string) => tokenize(said).every((term) => GENERIC_TERMS.has(term) || SETTING_TERMS.has(term));

/**
 * A definition speaks of the question only through a word of what is asked, met as the user wrote
 * it or as the thesaurus words it: "tree damage" meets the definition of "occurrence" ("…harmful
 * conditions…") through "damage", which any question about a loss holds, and "hail" reaches its
 * "conditions" only far up WordNet; that definition says nothing of trees or hail. "Mold" meets
 * "fungi means any type of fungus, including mold" as written.
 */
const definesWhatIsAsked = (definition: Weighed) =>
  definition.met.some((meeting) => meeting.strength >= THESAURUS_STRENGTH && !anyClaimsWord(meeting.said));

/**
 * An exclusion of causes that befall some things (rot or cracking "of chimneys, decks or siding")
 * that the question meets only in those things, while it gives a sudden cause of its own (a
 * chimney knocked down by lightning): the loss came another way, and the exclusion does not speak
 * of it. Naming the thing alone leaves it open: what befell the thing is not said.
 */
function anotherCauseForItsThings(exclusion: Weighed, asked: Asked): boolean {
  const split = exclusion.part.role === 'exclusion' ? causesAndThings(exclusion.part.text) : null;
  if (!split) return false;
  const thingTerms = new Set(tokenize(split.things));
  if (!exclusion.met.every((meeting) => thingTerms.has(meeting.term))) return false;
  const causes: ClausePart = { ...exclusion.part, terms: new Set(tokenize(split.causes)) };
  if (meetings(causes, asked.reaches).length > 0) return false;
  return suddenCauseIn(asked.question) !== null;
}

function decideOn(all: readonly Weighed[], facts: StatedFacts, asked: Asked): ConditionReading | null {
  const spoken = all.filter(
    (weighed) =>
      weighed.strength >= SPOKEN_OF &&
      !anotherCauseForItsThings(weighed, asked) &&
      (weighed.part.role !== 'limit' || limitsWhatIsAsked(weighed, asked)) &&
      (weighed.part.role !== 'definition' || definesWhatIsAsked(weighed)),
  );
  if (spoken.length === 0) return null;

  // A period the user states is measured against every exclusion that sets one, spoken of or not:
  // "sitting empty for 4 months" meets "vacant for more than 30 days" in any words.
  const exclusions = all.filter(
    (weighed) =>
      weighed.part.role === 'exclusion' &&
      ((spoken.includes(weighed) && takesAway(weighed, all)) || (weighed.part.days !== null && (facts.days !== null || facts.vagueDays))),
  );
  for (const exclusion of [...exclusions].sort((a, b) => b.strength - a.strength)) {
    const read = readExclusion(exclusion, spoken, facts);
    if (read) return read;
  }
  const limit = strongest(spoken.filter(({ part }) => part.role === 'limit' && part.amount !== null));
  if (limit) return readLimit(limit, all, facts, asked);
  const grant = strongest(spoken.filter(({ part }) => part.role === 'grant' || part.role === 'definition'));
  if (grant) return readGrant(grant, spoken, all, facts, asked);
  // Only a carve-back or a proviso is spoken of. A carve-back the facts meet in several of its own
  // words ("unless hail first breaks a skylight and the rain comes in through the break": "hail
  // smashed the skylight") says the loss is paid, whether or not the user's words met its exclusion.
  const only = strongest(spoken)!;
  const exclusion = only.part.role === 'exception' ? partBefore('exclusion', only.part, all) : null;
  if (exclusion && !facts.unknown && carveBackState(only, exclusion, facts) === 'met')
    return reading('covered', 'given_back', only, facts, exclusion.part);
  return reading('depends', 'fact_open', only, facts);
}
