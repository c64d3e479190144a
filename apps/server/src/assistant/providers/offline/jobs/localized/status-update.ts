import { findTemplate, LETTER_TEMPLATES_BY_LANGUAGE, letterDate, type TemplateId } from '@benji/shared';
import { STATED_EVENT_PREFIX, type Facts } from '../../../../facts/claim-facts';
import { requestedIn, sendingsIn } from '../../../../facts/user-statements';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { statusWords, type SentItem } from '../../languages/status-words';
import { afterOpening } from '../../letters/draft';
import { insurerDutyParagraphsIn } from '../../letters/localized-duties';
import { renderLocalizedDraft } from '../../letters/localized-draft';
import { pendingInsurerDuties } from '../../letters/insurer-duties';

// What the user says they sent is read from the English reading of their message; each thing is
// named in the letter's language only when it is one of these, else the letter is not written.
const ITEM_WORDS: readonly [SentItem, RegExp][] = [
  ['proof_of_loss', /\bproof[- ]of[- ]loss\b/i],
  ['estimate', /\b(?:estimate|quote)s?\b/i],
  ['photos', /\b(?:photo|picture)s?\b/i],
  ['receipts', /\breceipts?\b/i],
  ['invoice', /\b(?:invoice|bill)s?\b/i],
  ['inventory', /\binventory\b|\bcontents list\b/i],
  ['police_report', /\bpolice report\b/i],
  ['documents', /\b(?:documents?|paperwork|papers)\b/i],
];

/** The things named, in the order the user named them. */
const itemsOf = (what: string): SentItem[] =>
  ITEM_WORDS.map(([item, words]) => ({ item, at: what.search(words) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ item }) => item);

/** The letter's own paragraphs from the message, or null when it says something the language cannot name yet. */
function userParagraphs(facts: Facts, message: string, language: LetterLanguage): string[] | null {
  const words = statusWords(language);
  const { listed, templates } = letterWords(language);
  // Things the user wants in writing are their own words: not yet written in another language.
  if (requestedIn(message).length > 0) return null;
  const restated = facts.unanswered?.id.startsWith(STATED_EVENT_PREFIX) ?? false;
  const sentences: string[] = [];
  for (const { what, on } of restated ? [] : sendingsIn(message, facts.today)) {
    const items = itemsOf(what);
    if (items.length === 0) return null;
    sentences.push(words.sent(listed(items.map((item) => words.items[item])), on ? letterDate(on, templates) : null));
  }
  const report =
    facts.policeReportNumber && !facts.events.some((event) => /police report/i.test(event.summary))
      ? [words.policeReport(facts.policeReportNumber)]
      : [];
  return [...report, ...(sentences.length > 0 ? [`${sentences.join(' ')} ${words.confirmReceipt}`] : [])];
}

/**
 * statusUpdate in French or Spanish: the same letter (a second request when the user's last
 * message is unanswered, else a check-in), from the same facts, with the insurer's time limits
 * cited in the language. Null when part of it cannot be written in the language yet.
 */
export function statusUpdateIn(language: LetterLanguage, facts: Facts, message: string): string | null {
  const words = statusWords(language);
  const letter = letterWords(language);
  const date = (day: string) => letterDate(day, letter.templates);
  const own = userParagraphs(facts, message, language);
  const duties = insurerDutyParagraphsIn(facts, language);
  if (own === null || duties === null) return null;

  const unanswered = facts.unanswered;
  const id: TemplateId = unanswered ? 'reminder-awaiting-response' : 'status-check-in';
  const template = LETTER_TEMPLATES_BY_LANGUAGE[letter.templates].find((candidate) => candidate.id === id) ?? findTemplate(id)!;
  const lastContact = [facts.lastToInsurer?.occurred_on, facts.lastFromInsurer?.occurred_on]
    .filter((day): day is string => !!day)
    .sort()
    .at(-1);
  const answerDue = pendingInsurerDuties(facts).find((deadline) => deadline.status === 'open' && deadline.dueOn >= facts.today)?.dueOn;
  const last = facts.lastFromInsurer;
  const silence =
    last && facts.daysSinceInsurerContact !== null
      ? words.silenceSince(facts.daysSinceInsurerContact, date(last.occurred_on), letter.quoted(last.summary))
      : words.silenceNone;
  const waitingOn = facts.claim?.openItems?.insurerOwes ?? [];
  // A message the user just told of is recalled by what it sent, named in the language.
  const stated = unanswered?.id.startsWith(STATED_EVENT_PREFIX) ?? false;
  const recalled = stated ? itemsOf(unanswered!.summary) : [];
  if (stated && recalled.length === 0) return null;
  const summary = stated
    ? words.sentSummary(letter.listed(recalled.map((item) => words.items[item])))
    : unanswered && letter.quoted(unanswered.summary);
  return renderLocalizedDraft(facts, language, {
    intro: unanswered
      ? words.introUnanswered(template.title, date(unanswered.occurred_on), silence)
      : words.introCheckIn(template.title, facts.adjusterName || null, silence),
    subject: template.fullContent.subject,
    body: afterOpening(template.fullContent.body, [...own, ...duties], letter.salutation),
    values: {
      ...(lastContact ? { 'Date of Last Contact': date(unanswered ? unanswered.occurred_on : lastContact) } : {}),
      ...(summary ? { 'Request Summary': summary } : {}),
      ...(answerDue ? { 'Response Deadline': date(answerDue) } : {}),
    },
    notes: [
      waitingOn.length > 0
        ? words.owedNote(waitingOn.map((item) => words.owedSince(words.owed[item.kind], date(item.since))).join('; '))
        : null,
    ],
  });
}
