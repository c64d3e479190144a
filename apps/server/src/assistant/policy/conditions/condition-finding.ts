import type { RankedPassage } from '../../retrieval/passage-search';
import { clauseTypeOf, splitPassage } from '../../retrieval/clause-type';
import { formatMoney } from '../amounts';
import { clipWords } from '../segments';
import type { DecidingPassage, PolicyFinding, Verdict, VerdictFigures } from '../types';
import type { ClausePart } from './clause-parts';
import type { ConditionReading } from './read-conditions';

// A condition reading as the chat gives it: the verdict first, in the policy's own words, with
// the page; then the whole clause it rests on; then what to get in writing.

const WORDS_QUOTED = 32;

const quoted = (part: ClausePart) => `“${clipWords(part.text.replace(/^[\s,;:]+/, ''), WORDS_QUOTED)}” (page ${part.page})`;

/** How the question's words reached the clause's, when not word for word: "dishwasher" → "appliance". */
function links(reading: ConditionReading): string {
  const shown = reading.met.filter((meeting) => meeting.strength < 1 && meeting.said.length > 2).slice(0, 2);
  if (shown.length === 0) return '';
  return ` (${shown.map((meeting) => `your “${meeting.said}” read as the policy's “${meeting.word}”`).join('; ')})`;
}

/** What a limit is for, in the clause's words the question met: " for jewelry". */
function subjectOf(reading: ConditionReading): string {
  const named = [...new Set(reading.met.map((meeting) => meeting.word))].slice(0, 3);
  return named.length > 0 ? ` for ${named.join(', ')}` : '';
}

function sentence(reading: ConditionReading): string {
  const { decisive, facts } = reading;
  const cap = decisive.amount !== null ? formatMoney(decisive.amount) : null;
  switch (reading.ground) {
    case 'granted':
      return `This is covered: your policy insures ${quoted(decisive)}${links(reading)}.`;
    case 'defined':
      // A definition met is not a loss paid: under a home policy a loss that meets "flood" is excluded.
      return `Your loss reads as your policy's definition, ${quoted(decisive)}${links(reading)}; whether it is paid depends on the coverage that uses that word.`;
    case 'given_back':
      return `This is covered: your policy excludes ${quoted(reading.setAside!)}, but it gives back ${quoted(decisive)}, which is your loss${links(reading)}.`;
    case 'excluded':
      return `This is not covered: your policy excludes ${quoted(decisive)}${links(reading)}.`;
    case 'cause_not_named':
      return `This is not covered by this part of your policy: it insures ${quoted(decisive)}, and “${reading.cause}” is not one of the causes it names.`;
    case 'within_limit':
      // Not the clause's own "up to $X" in a covered verdict: the amount is within it, and the clause is quoted below.
      return `This is covered: the ${formatMoney(facts.amount!)} you name is within your policy's ${cap} limit${subjectOf(reading)} (page ${decisive.page}).`;
    case 'over_limit':
      return `Only ${cap} of this is covered: your policy pays at most ${cap} for ${quoted(decisive)}, so about ${formatMoney(facts.amount! - decisive.amount!)} of the ${formatMoney(facts.amount!)} you name is not covered.`;
    case 'value_open':
      return `It depends on what it is worth: your policy pays at most ${cap} for ${quoted(decisive)}.`;
    case 'period_open':
      return `It depends on how long it went on: your policy excludes ${quoted(decisive)}.`;
    case 'fact_open':
      return facts.unknown
        ? `It depends on a fact you say is not known yet: whether your loss meets this part of your policy, ${quoted(decisive)}.`
        : `It depends on whether your loss meets this part of your policy, ${quoted(decisive)}.`;
  }
}

const OPEN: Partial<Record<ConditionReading['ground'], VerdictFigures['open']>> = {
  defined: 'fact',
  fact_open: 'fact',
  value_open: 'value',
  period_open: 'period',
};

/** The verdict's figures and the clause's words, for a reply written in another language. */
function figuresOf(reading: ConditionReading): VerdictFigures {
  const { decisive, facts, ground } = reading;
  const open = OPEN[ground];
  return {
    ...(decisive.amount !== null ? { limit: decisive.amount } : {}),
    ...(facts.amount !== null && facts.amount !== undefined ? { claimed: facts.amount } : {}),
    // A cause the grant does not name: the grant's words are not what the policy leaves out.
    ...(ground === 'cause_not_named' ? {} : { words: clipWords(decisive.text.replace(/^[\s,;:]+/, ''), WORDS_QUOTED) }),
    page: decisive.page,
    ...(open ? { open } : {}),
  };
}

const VERDICT: Record<ConditionReading['verdict'], Verdict> = {
  covered: 'covered',
  not_covered: 'excluded',
  capped: 'limited',
  depends: 'depends',
};

function ask(reading: ConditionReading): string[] {
  switch (reading.verdict) {
    case 'covered':
      return [`That my loss is covered under the wording on page ${reading.decisive.page}, and which deductible and limit apply.`];
    case 'not_covered':
      if (reading.ground === 'cause_not_named')
        return [
          `Whether they read the wording on page ${reading.decisive.page} as leaving out a loss caused by ${reading.cause}.`,
          'Whether any other coverage of my policy, or an endorsement, pays for it.',
        ];
      return [
        `Which exclusion they rely on, quoted in full (I read the one on page ${reading.decisive.page}).`,
        'Whether any exception to that exclusion, or any endorsement, gives the coverage back.',
      ];
    case 'capped':
      return ['Which limit applies, and whether any other coverage or endorsement of my policy pays more than that limit.'];
    case 'depends':
      return [`How they read the wording on page ${reading.decisive.page} for my loss, and which facts or documents decide it.`];
  }
}

/** The policy finding a condition reading makes, quoting the passage it rests on. */
export function conditionFinding(reading: ConditionReading, passages: readonly RankedPassage[]): PolicyFinding {
  const passage = passages[reading.decisive.passage]!;
  const { heading, body } = splitPassage(passage.text);
  const deciding: DecidingPassage = { page: passage.page, clause: clauseTypeOf(heading, body), heading, text: body };
  return {
    verdict: VERDICT[reading.verdict],
    sentence: sentence(reading),
    deciding: [deciding],
    askAdjuster: ask(reading),
    figures: figuresOf(reading),
    evidence: reading.evidence,
  };
}
