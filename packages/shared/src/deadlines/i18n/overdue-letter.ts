import { blanksNamedIn } from '../../templates/blank-names';
import { letterDate } from '../../templates/letter-format';
import { hasOverdueLetter, overdueLetter, type Letter, type LetterClaim } from '../letter';
import { ruleById } from '../rules';
import type { Deadline } from '../types';
import { overdueLetterWords } from './overdue-letter-words';
import { describePeriodIn } from './period-in';
import type { DeadlineLocale, RuleWords } from './rule-words-type';

/**
 * The overdue letter (letter.ts) in French or Spanish, from the rule's words in the language: the
 * same paragraphs, its dates written the language's way, what the claim does not give left as a
 * [blank] under the language's name. In English, or for a rule the tables do not hold (`words`
 * null), it is the English letter.
 */
export function overdueLetterIn(deadline: Deadline, claim: LetterClaim, locale: DeadlineLocale | null, words: RuleWords | null): Letter {
  const rule = ruleById(deadline.ruleId);
  if (!locale || !words || !rule || !hasOverdueLetter(deadline)) return overdueLetter(deadline, claim);
  const say = overdueLetterWords(locale);
  const known = (value: string | null | undefined, placeholder: string) => value?.trim() || blanksNamedIn(`[${placeholder}]`, locale);
  const day = (date: string) => letterDate(date, locale);
  const claimNumber = known(claim.claimNumber, 'Claim Number');
  const adjuster = known(claim.adjusterName, 'Adjuster Name');
  const userName = known(claim.userName, 'Your Full Name');
  const period = describePeriodIn(rule, locale);
  const rulePara = rule.provisional
    ? say.provisionalRule(words.citation, words.duty, period, words.triggerPhrase)
    : say.rule(words.citation, words.duty, period, words.triggerPhrase);
  const datesPara =
    deadline.extendedOn === null
      ? say.dates(day(deadline.triggeredOn), day(deadline.dueOn))
      : say.extendedDates(day(deadline.triggeredOn), day(deadline.extendedOn), describePeriodIn(deadline, locale), day(deadline.dueOn));
  const body = [
    known(claim.letterDate, 'Date'),
    '',
    known(claim.insurer, 'Insurance Company'),
    `${say.attention} ${adjuster}`,
    '',
    say.reference(claimNumber, known(claim.policyNumber, 'Policy Number'), userName),
    '',
    say.greeting(adjuster),
    '',
    `${say.opening} ${rulePara}`,
    '',
    `${datesPara} ${say.notDone}`,
    '',
    say.ask(words.duty),
    '',
    say.forTheFile,
    '',
    say.closing,
    '',
    userName,
    known(claim.userAddress, 'Your Address'),
    known(claim.userPhone, 'Your Phone'),
    known(claim.userEmail, 'Your Email'),
  ].join('\n');
  return { subject: say.subject(claimNumber, words.title, day(deadline.dueOn)), body };
}
