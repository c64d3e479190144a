import { letterDate, letterMoney } from '@benji/shared';
import type { Facts } from '../../../../facts/claim-facts';
import type { JobInput } from '../../composers';
import type { EmailDeadline, EmailPoints } from '../../email-analysis';
import { emailReplyFacts, type Stance } from '../../email-reply-facts';
import { bullets, paragraphs } from '../../format';
import { emailReplyWords, type EmailReplyWords } from '../../languages/email-reply-words';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { blanksIn } from '../../letters/draft';
import { fillBeforeSendingIn } from '../../letters/localized-draft';

const or = (value: string, placeholder: string) => value || `[${placeholder}]`;

/** The e-mail's time limit in the language: a count of days or a date, else quoted as the e-mail writes it. */
function limitIn(language: LetterLanguage, deadline: EmailDeadline): string {
  const words = emailReplyWords(language);
  const { templates, quoted } = letterWords(language);
  if (deadline.days !== null) return words.within(deadline.days, deadline.businessDays);
  return deadline.on ? words.by(letterDate(deadline.on, templates)) : quoted(deadline.text);
}

/** Each point of the e-mail answered in the language, in the English reply's order (email-reply.ts). */
function answersIn(language: LetterLanguage, words: EmailReplyWords, points: EmailPoints, stance: Stance): string[] {
  const { templates, quoted } = letterWords(language);
  const offer = points.offer ? letterMoney(points.offer, templates) : null;
  const proposed = points.proposedDates.length > 0 ? words.onDates(points.proposedDates.map((on) => letterDate(on, templates))) : null;
  // The things asked for are the adjuster's words: quoted when the e-mail is in another language.
  const asked = points.requested.map((item) => (points.language === language ? item : quoted(item)));
  const parts: string[] = [];
  if (points.release) parts.push(stance.declines ? words.release.declines(offer) : words.release.undecided);
  if (asked.length > 0) parts.push(words.requested(bullets(asked)));
  if (points.proofOfLoss) parts.push(words.proofOfLoss);
  if (points.inspection) parts.push(words.inspection(proposed));
  if (points.recordedStatement) parts.push(words.statement(points.inspection ? null : proposed));
  if (offer)
    parts.push(
      stance.declines || stance.figure
        ? words.offer.declined(offer, stance.figure ? letterMoney(stance.figure, templates) : null)
        : words.offer.open(offer),
    );
  if (points.denial) parts.push(words.denial);
  if (points.moreTime) parts.push(words.moreTime);
  if (points.deadline) parts.push(words.deadline(limitIn(language, points.deadline)));
  return parts;
}

function missingDetails(words: EmailReplyWords, facts: Facts): string[] {
  return [
    !facts.adjusterName && words.missing.adjusterName,
    !facts.adjusterEmail && words.missing.adjusterEmail,
    !facts.claimNumber && words.missing.claimNumber,
  ].filter((item): item is string => !!item);
}

/**
 * emailReply in French or Spanish: the same points of the adjuster's e-mail (read in English, French
 * or Spanish), the same stance of the user's, the same sums and dates, answered in the same order;
 * and, with no e-mail to answer, the same request to paste it. Never null: every point has its words.
 */
export function emailReplyIn(language: LetterLanguage, { request, facts, pastedEmail, text }: JobInput): string {
  const words = emailReplyWords(language);
  const letter = letterWords(language);
  const found = emailReplyFacts(request, facts, pastedEmail, text, language);
  if (!found) return paragraphs(...words.noEmail);
  const body = paragraphs(
    `${words.subjectLine(or(facts.claimNumber, 'Claim Number'), facts.policyNumber || null)}\n${words.to(or(facts.adjusterEmail, 'Adjuster Email'))}`,
    words.greeting(or(facts.adjusterName, 'Adjuster Name')),
    words.thanks(facts.claimNumber || null, facts.insurer || null),
    ...answersIn(language, words, found.points, found.stance),
    words.closing,
    words.signature(or(facts.userName, 'Your Full Name'), or(facts.userPhone, 'Your Phone'), or(facts.userEmail, 'Your Email')),
  );
  const missing = missingDetails(words, facts);
  return paragraphs(
    words.intro(facts.adjusterName || null),
    body,
    fillBeforeSendingIn(language, blanksIn(body)) ?? words.everythingFilled,
    words.sendIt,
    missing.length > 0 ? words.tip(letter.listed(missing)) : null,
    letter.notLegalAdvice,
  );
}
