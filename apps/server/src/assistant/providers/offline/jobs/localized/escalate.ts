import { LETTER_TEMPLATES_BY_LANGUAGE, letterDate, ruleById } from '@benji/shared';
import type { Facts } from '../../../../facts/claim-facts';
import { bullets, paragraphs } from '../../format';
import { dutyWords } from '../../languages/duty-words';
import { escalateWords } from '../../languages/escalate-words';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { afterOpening } from '../../letters/draft';
import { insurerDutyParagraphsIn } from '../../letters/localized-duties';
import { renderLocalizedDraft } from '../../letters/localized-draft';
import { complaintRoute } from '../regulator-route';

/** concerns() in the language: each missed time limit of the insurer's and the unanswered message; null when a limit is not yet written in it. */
function concernsIn(facts: Facts, language: LetterLanguage): string[] | null {
  const words = escalateWords(language);
  const { rules } = dutyWords(language);
  const { templates, quoted } = letterWords(language);
  const overdue = (facts.claim?.deadlines ?? []).filter((deadline) => deadline.who === 'insurer' && deadline.status === 'overdue');
  const found: string[] = [];
  for (const deadline of overdue) {
    const cited = ruleById(deadline.ruleId) ? rules[deadline.ruleId] : undefined;
    if (!cited) return null;
    found.push(words.overdue(cited.duty, letterDate(deadline.dueOn, templates), cited.source));
  }
  if (facts.unanswered) found.push(words.unanswered(letterDate(facts.unanswered.occurred_on, templates), quoted(facts.unanswered.summary)));
  return found;
}

/** regulatorSteps() in the language; null when the regulator's own note is not yet written in it. */
function regulatorStepsIn(facts: Facts, language: LetterLanguage): string | null {
  const words = escalateWords(language);
  const { colon } = letterWords(language);
  const route = complaintRoute(facts);
  if (!route) return words.noRoute;
  const { regulator, disputeService } = route;
  const extra = regulator.note ?? regulator.lookFor;
  const note = extra ? words.regulatorNotes[regulator.name] : undefined;
  if (extra && !note) return null;
  const service = disputeService ? words.disputeServices[disputeService.name] : undefined;
  if (disputeService && !service) return null;
  const line = [
    `**${regulator.name}** — ${regulator.website}`,
    regulator.complaintPage ? `${words.complaints}${colon} ${regulator.complaintPage}` : null,
    regulator.phone ? `${words.phone}${colon} ${regulator.phone}` : null,
    note ?? null,
  ]
    .filter(Boolean)
    .join('\n');
  return paragraphs(
    `${words.ifSupervisorFails}\n${line}`,
    disputeService
      ? `${words.thenDisputeService} ${disputeService.name} — ${disputeService.website}${disputeService.phone ? `, ${disputeService.phone}` : ''}. ${service}`
      : null,
    `${words.whatToSend}\n${bullets(words.checklist)}`,
  );
}

/** escalate() in French or Spanish: the supervisor's review on what the diary shows, then the regulator; null when part of it is not yet written in the language. */
export function escalateIn(language: LetterLanguage, facts: Facts): string | null {
  const letter = letterWords(language);
  const found = concernsIn(facts, language);
  const duties = insurerDutyParagraphsIn(facts, language);
  const regulator = regulatorStepsIn(facts, language);
  if (found === null || duties === null || regulator === null) return null;
  const template = LETTER_TEMPLATES_BY_LANGUAGE[letter.templates].find((candidate) => candidate.id === 'escalation-to-supervisor')!;
  return renderLocalizedDraft(facts, language, {
    intro: escalateWords(language).intro(template.title, found.length > 0, complaintRoute(facts)?.regulator.name ?? null),
    subject: template.fullContent.subject,
    body: afterOpening(template.fullContent.body, duties, letter.salutation),
    values: found.length > 0 ? { 'Summary of Concern': found.join(' ') } : {},
    notes: [regulator],
  });
}
