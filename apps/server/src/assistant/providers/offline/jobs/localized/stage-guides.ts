import type { Facts } from '../../../../facts/claim-facts';
import { bullets, paragraphs } from '../../format';
import { nextStepsWords } from '../../languages/next-steps-words';
import { stageGuideWords, type StageGuideWords } from '../../languages/stage-guide-words';
import { guideInsurerDuties, ownNextDeadline, suitDeadline, type Stage } from '../process-guides';
import { complaintRoute } from '../regulator-route';
import { allWritten, type Writer } from './writer';

// process-guides.ts in French or Spanish: the same steps of the same stage, then the same facts of
// the user's claim. Null where a deadline's rule or the claim's kind is not yet written in the language.

function processGuide(facts: Facts, words: StageGuideWords, writer: Writer): string | null {
  const claim = facts.claim;
  const type = claim && writer.claimType(claim);
  if (claim && !type) return null;
  const insurer = facts.insurer || null;
  const next = ownNextDeadline(facts);
  const nextTitle = next && writer.titleInSentence(next);
  const limits = allWritten(
    guideInsurerDuties(facts).map((deadline) => {
      const title = writer.title(deadline);
      return title && nextStepsWords(writer.language).dueLine(title, writer.date(deadline.dueOn), deadline.status === 'overdue');
    }),
  );
  if ((next && !nextTitle) || !limits) return null;
  return paragraphs(
    words.headings.process,
    bullets(words.steps.process),
    claim && type
      ? words.ownClaim({
          type,
          claimNumber: facts.claimNumber || null,
          insurer,
          submittedOn: claim.submittedOn ? writer.date(claim.submittedOn) : null,
        })
      : null,
    next && nextTitle ? words.yourNextDeadline(nextTitle, writer.date(next.dueOn)) : null,
    limits.length > 0 ? `${words.insurerLimits(insurer)}\n${bullets(limits)}` : null,
  );
}

/**
 * The denial the diary records, quoted. One the message only speaks of is not quoted: the message
 * holds its English reading too, and may ask what happens if a claim is denied.
 */
function denialLine(facts: Facts, words: StageGuideWords, writer: Writer): string {
  const denial = facts.denial;
  if (!denial) return words.noDenialOnRecord;
  return denial.on ? words.denialOnRecord(writer.date(denial.on), writer.quoted(denial.summary)) : words.denialTold;
}

function denialGuide(facts: Facts, words: StageGuideWords, writer: Writer): string | null {
  const route = complaintRoute(facts);
  const suit = suitDeadline(facts);
  const suitTitle = suit && writer.title(suit);
  if (suit && !suitTitle) return null;
  const [first, second, third, ...rest] = words.steps.denial;
  const routeLine = words.denialRoute(
    route && { regulator: route.regulator.name, website: route.regulator.website, disputeService: route.disputeService?.name ?? null },
  );
  return paragraphs(
    words.headings.denial,
    bullets([first!, second!, third!, routeLine, ...rest]),
    denialLine(facts, words, writer),
    suit && suitTitle ? words.suitDeadline(suitTitle, writer.date(suit.dueOn)) : null,
  );
}

function reportGuide(stage: 'accident' | 'theft', facts: Facts, words: StageGuideWords): string {
  const report = facts.policeReportNumber;
  const onFile = report ? (stage === 'accident' ? words.accidentReport(report) : words.theftReport(report)) : null;
  return paragraphs(words.headings[stage], bullets(words.steps[stage]), onFile);
}

/** The steps of the stage of a claim the question asks about, in the language, with the user's own facts. */
export function stageGuideIn(stage: Stage, facts: Facts, writer: Writer): string | null {
  const words = stageGuideWords(writer.language);
  switch (stage) {
    case 'process':
      return processGuide(facts, words, writer);
    case 'denial':
      return denialGuide(facts, words, writer);
    case 'accident':
    case 'theft':
      return reportGuide(stage, facts, words);
  }
}
