import { DECLARATIONS_HEADING } from './declarations';
import { kindAsked } from './kinds-asked';
import { finding, type Reading } from './reading';
import type { DecidingPassage, PolicyFinding } from './types';
import type { WeighedPassage } from './weigh';

// "What does my policy cover?", "what won't it pay for?": no one loss to decide on. The answer is
// the list asked for, from the policy itself: the coverages and their limits as the declarations
// set them out, or the exclusions; then what would decide which one applies.

/** A declarations sentence that sets a coverage: an amount, or a coverage set by law. */
const SETS_A_COVERAGE = /\$\s?\d|\bas required by\b/i;
const MOST_QUOTED = 4;

const sentencesOf = (text: string) => text.split(/(?<=[.;])\s+(?=[A-Z])/);

/** A label sentence ("Deductibles.", "Section I limits of liability.") says what the lines after it are. */
const isLabel = (sentence: string) => sentence.split(/\s+/).length <= 5 && !SETS_A_COVERAGE.test(sentence);

function coverageLines(sentences: readonly string[]): string[] {
  return sentences.filter(
    (sentence, at) => SETS_A_COVERAGE.test(sentence) || (isLabel(sentence) && SETS_A_COVERAGE.test(sentences[at + 1] ?? '')),
  );
}

/** The declarations' sentences that set coverages, word for word: the policy's own list of what it covers. */
function coveragesListed(passages: readonly WeighedPassage[]): DecidingPassage[] {
  return (
    passages
      .filter((passage) => DECLARATIONS_HEADING.test(passage.heading ?? ''))
      .map((passage) => ({ passage, lines: coverageLines(sentencesOf(passage.body)) }))
      .filter(({ lines }) => lines.length > 0)
      .map(({ passage, lines }) => ({ page: passage.page, clause: 'limit' as const, heading: passage.heading, text: lines.join(' ') }))
      // What it covers first, then what the user pays first on each loss.
      .sort((a, b) => Number(DEDUCTIBLE.test(a.text)) - Number(DEDUCTIBLE.test(b.text)))
  );
}

const DEDUCTIBLE = /\bdeductibles?\b/i;

/** A list asked for is not a verdict: there is nothing about it to get the adjuster to confirm. */
const withoutConfirmations = (found: PolicyFinding): PolicyFinding => ({ ...found, askAdjuster: [] });

const asQuoted = (passage: WeighedPassage): DecidingPassage => ({
  page: passage.page,
  clause: passage.clause,
  heading: passage.heading,
  // The sentence that excludes, or limits: the list is read at a glance.
  text: passage.sentence || passage.body,
});

const pagesOf = (passages: readonly DecidingPassage[]) => {
  const pages = [...new Set(passages.map((passage) => passage.page))].sort((a, b) => a - b);
  return pages.length === 1 ? `page ${pages[0]}` : `pages ${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
};

const WHAT_DECIDES =
  'Which one applies depends on what happened: tell me what was lost or damaged and how, and I will check it against your policy.';

/** "What does my policy exclude?", "what does it cover?": the list asked for, and what would decide among it. */
export function broadFinding(reading: Reading): PolicyFinding {
  const asked = kindAsked(reading.question.question);
  const coverages = asked === null || asked.name === 'coverages' ? coveragesListed(reading.all) : [];
  if (coverages.length > 0)
    return withoutConfirmations(
      finding(
        reading,
        'depends',
        `Your policy’s declarations list what it covers and its limits (${pagesOf(coverages)}). ${WHAT_DECIDES}`,
        coverages,
        { open: 'broad' },
      ),
    );
  const ofKind = asked ? reading.all.filter((passage) => asked.clauses.includes(passage.clause)) : reading.all;
  const shown = ofKind.slice(0, MOST_QUOTED).map(asQuoted);
  const sentence =
    asked && shown.length > 0
      ? `Your policy has several ${asked.name} (${pagesOf(shown)}); the main ones are below. ${WHAT_DECIDES}`
      : 'The answer depends on what happened: tell me what was lost or damaged and how, and I will check it against your policy.';
  return withoutConfirmations(finding(reading, 'depends', sentence, shown, { open: 'broad' }));
}
