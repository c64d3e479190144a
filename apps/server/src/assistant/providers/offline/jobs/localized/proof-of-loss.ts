import type { Amount } from '@benji/shared';
import type { Facts } from '../../../../facts/claim-facts';
import { bullets, numbered, paragraphs } from '../../format';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { proofOfLossWords, type ProofBlank, type ProofOfLossWords } from '../../languages/proof-of-loss-words';
import { blanksIn } from '../../letters/draft';
import { fillBeforeSendingIn } from '../../letters/localized-draft';
import type { LocalizedComposer } from '../../localized-composers';
import { policySaysIn } from '../../languages/policy-quote';
import { proofOfLossFacts, type AmountLine, type ProofOfLossFacts } from '../../proof-of-loss-facts';
import { writerFor, type Writer } from './writer';

// proof-of-loss.ts in French or Spanish: the same form from the same facts (proof-of-loss-facts.ts),
// the user's own records quoted as written. Null for a list of items the user wrote out (their
// labels are read from the English reading of the message) and for a deadline or a claim kind the
// language has no words for yet: the English form then answers, with the lead.

/** A sum with its parts when there are several ("1 240 $ (840 $ + 400 $)"). */
function expensesTotal(expenses: readonly Amount[], writer: Writer): string | null {
  if (expenses.length === 0) return null;
  const sum = writer.money(expenses.reduce((total, amount) => total + amount.value, 0));
  return expenses.length > 1 ? `${sum} (${expenses.map((amount) => writer.money(amount.value)).join(' + ')})` : sum;
}

function figureOf(line: AmountLine, words: ProofOfLossWords, writer: Writer): string | null {
  switch (line.line) {
    case 'vehicle_value':
      return `${writer.money(line.value.value)} (${words.yourFigure})`;
    case 'vehicle_repair':
    case 'unit_repairs':
    case 'dwelling_repairs':
      return line.estimate ? `${writer.money(line.estimate.value)} (${words.yourEstimate})` : null;
    case 'rental':
    case 'living_expenses':
      return expensesTotal(line.expenses, writer);
    case 'contents':
      return line.figure ? `${writer.money(line.figure.value)} (${words.yourFigure})` : null;
    default:
      return null;
  }
}

function amountLine(line: AmountLine, words: ProofOfLossWords, writer: Writer): string {
  const { label, blank } = words.amountLines[line.line];
  return `${label}${words.colon} ${figureOf(line, words, writer) ?? `[${blank}]`}`;
}

function theForm(proof: ProofOfLossFacts, facts: Facts, type: string | null, words: ProofOfLossWords, writer: Writer): string {
  const { claim, deductible, deductiblePage, net, payee, description } = proof;
  const { fields, colon, blanks, headings } = words;
  const field = (label: string, value: string | null | undefined, blank: ProofBlank) => `${label}${colon} ${value || `[${blanks[blank]}]`}`;
  const adjusterContact = [facts.adjusterPhone, facts.adjusterEmail]
    .filter(Boolean)
    .map((contact) => `, ${contact}`)
    .join('');
  const deductibleText = deductible
    ? `${writer.money(deductible.value)}${deductiblePage !== null ? ` (${words.deductibleFromPolicy(deductiblePage)})` : ''}`
    : null;
  return paragraphs(
    words.title,
    [
      field(fields.insurer, facts.insurer, 'insurer'),
      field(fields.policyNumber, facts.policyNumber, 'policy_number'),
      field(fields.claimNumber, facts.claimNumber, 'claim_number'),
      `${field(fields.adjuster, facts.adjusterName, 'adjuster')}${adjusterContact}`,
    ].join('\n'),
    [
      field(fields.insured, facts.userName, 'name'),
      field(fields.address, facts.userAddress, 'address'),
      field(fields.phone, facts.userPhone, 'phone'),
      field(fields.email, facts.userEmail, 'email'),
    ].join('\n'),
    `${headings.loss}\n${[
      field(fields.lossDate, claim && writer.date(claim.dateOfIncident), 'loss_date'),
      field(fields.lossType, type, 'loss_type'),
      field(fields.location, claim && writer.place(claim), 'location'),
      `${fields.policeReport}${colon} ${facts.policeReportNumber || words.noPoliceReport}`,
      ...(claim?.category === 'auto' ? [field(fields.odometer, null, 'odometer')] : []),
      ...(payee ? [`${fields.payee}${colon} ${payee}`] : []),
      field(fields.whatHappened, description?.kept && writer.quoted(description.kept), 'description'),
    ].join('\n')}`,
    `${headings.amounts}\n${numbered(proof.lines.map((line) => amountLine(line, words, writer)))}\n${field(fields.deductible, deductibleText, 'deductible')}\n**${field(fields.net, net && writer.money(net.value), 'total')}**`,
    `${headings.attached}\n${bullets(proof.attachments.map((attachment) => words.attachments[attachment]))}`,
    `${headings.declaration}\n${words.declaration}\n\n${fields.signature}${colon} ______________________\n${field(fields.name, facts.userName, 'name')}\n${fields.date}${colon} ${writer.date(facts.today)}\n${fields.sworn}${colon} [${blanks.notary}]`,
  );
}

function proofOfLossAnswer(language: LetterLanguage, facts: Facts, proof: ProofOfLossFacts): string | null {
  const words = proofOfLossWords(language);
  const writer = writerFor(language);
  const type = proof.claim ? writer.claimType(proof.claim) : null;
  const deadline = proof.deadline;
  const deadlineTitle = deadline && writer.title(deadline);
  const deadlineCitation = deadline && writer.citation(deadline);
  if (proof.itemised || (proof.claim && !type) || (deadline && (!deadlineTitle || !deadlineCitation))) return null;
  const form = theForm(proof, facts, type, words, writer);
  const heldOut = proof.description?.heldOut ?? [];
  return paragraphs(
    heldOut.length > 0 ? words.heldOut(heldOut.map(writer.quoted).join(' ')) : null,
    words.intro,
    form,
    deadline && deadlineTitle && deadlineCitation ? words.deadline(deadlineTitle, writer.date(deadline.dueOn), deadlineCitation) : null,
    proof.policyPassage && policySaysIn(language, proof.policyPassage),
    fillBeforeSendingIn(language, blanksIn(form)),
    words.fillNote,
    letterWords(language).notLegalAdvice,
  );
}

/** proofOfLoss() in French or Spanish; null when part of it is not yet written in the language. */
export const proofOfLossIn =
  (language: LetterLanguage): LocalizedComposer =>
  ({ text, context, facts }) =>
    proofOfLossAnswer(language, facts, proofOfLossFacts(text, context, facts));
