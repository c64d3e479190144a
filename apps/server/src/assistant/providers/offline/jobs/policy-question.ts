import type { AssistantContext } from '../../../engine';
import type { Facts } from '../../../facts/claim-facts';
import { withoutInstructions } from '../../../facts/user-text';
import { decidePolicyQuestion } from '../../../policy/decide';
import { policyAnswerText } from '../../../policy/policy-answer';
import type { PolicyFinding } from '../../../policy/types';
import { termsNamedIn } from '../../../glossary/terms';
import { paragraphs } from '../format';
import { asksWhatIsPaid } from '../../../understanding/question-form';
import { policyUnavailable } from '../policy-answer';
import { ageNote } from './age-note';
import { perilDeductibleNote } from './peril-deductible';
import { sharedLimitNote } from './shared-limit';

/** The note goes right under the verdict, before the quoted wording. */
function afterFirstParagraph(answer: string, note: string): string {
  const end = answer.indexOf('\n\n');
  return end < 0 ? `${answer}\n\n${note}` : `${answer.slice(0, end)}\n\n${note}${answer.slice(end)}`;
}

/** The verdict of the user's policy on the question, decided from the passages retrieved for it. */
function findingFor(text: string, context: AssistantContext, facts: Facts): { finding: PolicyFinding; forms: string[] } {
  const amountsInQuestion = facts.amounts.filter((amount) => amount.source === 'question').map((amount) => amount.value);
  // The user's account of the loss, less anything in it that reads like an instruction.
  const circumstances = facts.claim ? withoutInstructions(facts.claim.description).kept : undefined;
  // A question given in two forms (a French question and its English gloss) is decided on the
  // whole, and when that finds nothing, on each form alone: each reads a policy in its own language.
  const forms = [text, ...text.split(/\n{2,}/).filter((form) => form.trim() && form !== text)];
  const records = [facts.claim?.description, ...facts.events.map((event) => event.summary), facts.adjusterName, facts.insurer]
    .filter(Boolean)
    .join('\n');
  const decide = (question: string) =>
    decidePolicyQuestion({ question, passages: context.passages, amountsInQuestion, circumstances, records });
  const first = decide(forms[0]!);
  const finding =
    first.verdict !== 'not_found'
      ? first
      : (forms
          .slice(1)
          .map(decide)
          .find((candidate) => candidate.verdict !== 'not_found') ?? first);
  return { finding, forms };
}

/**
 * What the policy says of a loss the user tells of, as one bold sentence with its page, or null
 * when the policy is not readable or has nothing on it: told of a loss, a user wants to know first
 * whether it is covered.
 */
export const policyVerdictOn = (text: string, context: AssistantContext, facts: Facts): string | null => {
  const finding = verdictFindingOn(text, context, facts);
  return finding ? `**${finding.sentence}**` : null;
};

/** The policy's finding behind policyVerdictOn, for a reply in another language to say it in its own words. */
export function verdictFindingOn(text: string, context: AssistantContext, facts: Facts): PolicyFinding | null {
  if (policyUnavailable(context) || context.passages.length === 0) return null;
  const { finding } = findingFor(text, context, facts);
  // A verdict nobody asked for rests on a clause the user's words single out: several of them,
  // or one that meets what the clause pays for and no other clause ("kayak" → "watercraft"), not
  // one met in passing ("fire" in a water grant's "fire protective sprinkler system"), which may
  // still lead a "depends" or a limit.
  const singledOut =
    finding.evidence === undefined ||
    finding.evidence === 'several' ||
    finding.evidence === 'unique' ||
    (finding.evidence === 'incidental' && finding.verdict !== 'covered');
  return finding.verdict === 'not_found' || !singledOut ? null : finding;
}

/**
 * What the user's policy says about the question, as a verdict tied to their facts (covered,
 * excluded, covered up to $X, depends on …), the deciding passages with their pages, and what
 * to ask the adjuster. The amounts are the question's own ("is my $6,800 ring covered?").
 */
export function policyQuestion(text: string, context: AssistantContext, facts: Facts): string {
  const unavailable = policyUnavailable(context);
  if (unavailable) return unavailable;
  const { finding, notes } = policyReading(text, context, facts);
  const answer = policyAnswerText(finding, {
    policyFilename: context.claimDetails?.policyFilename ?? null,
    pageCount: context.claimDetails?.policyPageCount ?? null,
  });
  return notes.length > 0 ? afterFirstParagraph(answer, notes.join('\n\n')) : answer;
}

/** The policy's verdict on the question, and the notes (in English) that go under it. */
export function policyReading(text: string, context: AssistantContext, facts: Facts): { finding: PolicyFinding; notes: string[] } {
  const { finding, forms } = findingFor(text, context, facts);
  const aboutPayment = finding.verdict !== 'excluded' && finding.verdict !== 'not_found' && asksWhatIsPaid(text);
  // Nothing in the policy, but the question names a term of insurance: its general meaning, said to be general.
  const general = finding.verdict === 'not_found' ? generalMeaning(text) : null;
  const notes = [
    general,
    finding.verdict === 'limited' ? sharedLimitNote(forms[0]!, facts, context.passages) : null,
    ageNote(finding, facts),
    aboutPayment ? perilDeductibleNote(facts, context.passages) : null,
  ].filter((note): note is string => !!note);
  return { finding, notes };
}

/** The general meaning of the insurance terms a question names, for when the policy says nothing of them. */
function generalMeaning(text: string): string | null {
  const terms = termsNamedIn(text).slice(0, 2);
  if (terms.length === 0) return null;
  return paragraphs('In general (not your policy’s wording):', ...terms.map((term) => `**${term.title}** — ${term.meaning}`));
}
