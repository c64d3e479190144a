import { letterDate, letterMoney, toAdjusterIn } from '@benji/shared';
import { reasonsIn } from '../../../../facts/user-reasons';
import type { JobInput } from '../../composers';
import { denialWords } from '../../languages/denial-words';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { afterOpening } from '../../letters/draft';
import { insurerDutyParagraphsIn } from '../../letters/localized-duties';
import { renderLocalizedDraft } from '../../letters/localized-draft';
import { ownReasons } from '../../letters/localized-reasons';
import { provenClaimOnFile } from '../appeal-denial';
import { clauseSpokenOf } from '../clause-spoken-of';

/**
 * appealDenial in French or Spanish, for a denial the diary records in writing: the decision and
 * its date, the user's reasons in their own words, the policy's wording they rest on (quoted as
 * the policy writes it), the sworn proof of loss on file, and the insurer's time limits. Null when
 * the reasons cannot be matched to the user's sentences or a time limit is not yet written in it.
 */
export function appealDenialIn(language: LetterLanguage, { facts, text, request, context }: JobInput): string | null {
  const words = denialWords(language).appeal;
  const letter = letterWords(language);
  const date = (day: string) => letterDate(day, letter.templates);
  const reasons = ownReasons(text, request.message, reasonsIn);
  const duties = insurerDutyParagraphsIn(facts, language);
  if (reasons === null || duties === null) return null;
  // The clause is found through the English reading of the reasons, as the English letter finds it.
  const clause = clauseSpokenOf(reasonsIn(text).join(' '), context.passages);
  const proven = provenClaimOnFile(facts);
  const on = facts.denial?.on ? date(facts.denial.on) : null;
  const body = toAdjusterIn(
    letter.templates,
    words.body({
      on,
      reasons: reasons.length > 0 ? reasons.map((reason) => `• ${letter.quoted(reason)}`).join('\n') : null,
      clause,
      claimed: proven
        ? words.claimed(date(proven.sent.occurred_on), letterMoney(proven.amount, letter.templates), letter.quoted(proven.sent.summary))
        : null,
    }),
  );
  return renderLocalizedDraft(facts, language, {
    intro: words.intro(on, clause?.page ?? null),
    subject: words.subject,
    body: afterOpening(body, duties, letter.salutation),
    notes: [words.note],
  });
}
