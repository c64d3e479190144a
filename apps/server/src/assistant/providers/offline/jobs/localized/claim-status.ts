import { deadlineWords, type Deadline } from '@benji/shared';
import type { AssistantContext, ClaimContext } from '../../../../engine';
import type { Facts } from '../../../../facts/claim-facts';
import {
  claimNumberOf,
  missingDetails,
  openDeadlines,
  paymentOf,
  SHOWN_CLAIMS,
  statusSteps,
  type StatusStep,
} from '../../claim-status-facts';
import { bullets, paragraphs } from '../../format';
import { claimStatusWords, type ClaimStatusWords } from '../../languages/claim-status-words';
import { statusWords } from '../../languages/status-words';
import { allWritten, type Writer } from './writer';

// claim-status.ts in French or Spanish, from the same facts (claim-status-facts.ts). Null where a
// deadline's rule, the claim's kind or its status has no words in the language yet.

function deadlineLine(deadline: Deadline, words: ClaimStatusWords, writer: Writer): string | null {
  const title = writer.title(deadline);
  const citation = writer.citation(deadline);
  if (!title || !citation) return null;
  const state = deadline.status === 'overdue' ? 'overdue' : deadline.window ? 'last_day' : 'due';
  return words.deadlineLine(deadline.who === 'insurer', title, state, writer.date(deadline.dueOn), citation);
}

/** What the user owes, named by its kind; a document by the words of the diary entry that asked for it. */
function yourItem(step: Extract<StatusStep, { kind: 'you_owe' }>, facts: Facts, words: ClaimStatusWords, writer: Writer): string | null {
  const { item } = step;
  if (item.kind === 'proof_of_loss' || item.kind === 'offer_reply') return words.yourItems[item.kind];
  const asked = facts.events.find((event) => event.id === item.sourceEventId);
  return item.kind === 'document' && asked ? words.yourItems.document(writer.quoted(asked.summary)) : null;
}

function stepLines(step: StatusStep, claim: ClaimContext, facts: Facts, words: ClaimStatusWords, writer: Writer): string[] | null {
  switch (step.kind) {
    case 'you_owe': {
      const what = yourItem(step, facts, words, writer);
      return what ? [words.youOwe(what, writer.date(step.item.since))] : null;
    }
    case 'your_deadline': {
      const title = writer.title(step.deadline);
      return title ? [words.yourDeadline(title, writer.date(step.deadline.dueOn))] : null;
    }
    case 'insurer_late': {
      const title = writer.titleInSentence(step.deadline);
      return title ? [words.insurerLate(title)] : null;
    }
    case 'insurer_owes':
      return [words.insurerOwes(statusWords(writer.language).owed[step.item.kind], writer.date(step.item.since))];
    case 'paid': {
      const payment = paymentOf(claim, facts);
      return [...words.paid(payment && writer.money(payment.value), payment?.on ? writer.date(payment.on) : null)];
    }
    case 'denied':
      return [words.denied];
    case 'nothing_owed':
      return [...words.nothingOwed];
  }
}

function whatIsDueNext(claim: ClaimContext, facts: Facts, words: ClaimStatusWords, writer: Writer): string | null {
  const lines = allWritten(statusSteps(claim).map((step) => stepLines(step, claim, facts, words, writer)));
  return lines ? `${words.dueNextHeading}\n${bullets(lines.flat())}` : null;
}

function claimHeading(claim: ClaimContext, facts: Facts, words: ClaimStatusWords, writer: Writer): string | null {
  const type = writer.claimType(claim);
  const status = words.statuses[claim.status];
  if (!type || !status) return null;
  return `${words.heading(type, claim.insuranceCompanyName || null, status, claimNumberOf(claim, facts))}\n${words.lossLine(writer.date(claim.dateOfIncident), writer.place(claim), writer.date(claim.submittedOn))}`;
}

function claimSummary(claim: ClaimContext, facts: Facts, words: ClaimStatusWords, writer: Writer): string | null {
  const heading = claimHeading(claim, facts, words, writer);
  const open = allWritten(openDeadlines(claim).map((deadline) => deadlineLine(deadline, words, writer)));
  const dueNext = whatIsDueNext(claim, facts, words, writer);
  if (!heading || !open || !dueNext) return null;
  return paragraphs(heading, open.length > 0 ? `${words.datesHeading}\n${bullets(open)}` : words.noDatedDeadline, dueNext);
}

/** dueNext() in the language: the claim and what is due next on it. */
export function dueNextIn(facts: Facts, writer: Writer): string | null {
  const claim = facts.claim;
  if (!claim) return null;
  const words = claimStatusWords(writer.language);
  const heading = claimHeading(claim, facts, words, writer);
  const dueNext = whatIsDueNext(claim, facts, words, writer);
  return heading && dueNext ? paragraphs(heading, dueNext) : null;
}

/** claimStatus() in the language: where each claim stands and what is due next. */
export function claimStatusIn(context: AssistantContext, facts: Facts, writer: Writer): string | null {
  const words = claimStatusWords(writer.language);
  const missing = missingDetails(context.claimDetails).map((detail) => words.missing[detail]);
  const detailsNote = missing.length > 0 ? words.missingNote(writer.listed(missing)) : null;
  if (context.claims.length === 0) return paragraphs(...words.noClaims, detailsNote);
  const summaries = allWritten(context.claims.slice(0, SHOWN_CLAIMS).map((claim) => claimSummary(claim, facts, words, writer)));
  if (!summaries) return null;
  return paragraphs(
    context.claims.length > 1 ? words.claims(context.claims.length, SHOWN_CLAIMS) : words.oneClaim,
    ...summaries,
    detailsNote,
    words.closing(deadlineWords(writer.locale).disclaimer),
  );
}
