import { letterDate, toAdjusterIn } from '@benji/shared';
import { reportedDenial } from '../../../../facts/reported-denial';
import type { JobInput } from '../../composers';
import { paragraphs } from '../../format';
import { denialWords } from '../../languages/denial-words';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { afterOpening } from '../../letters/draft';
import { insurerDutyParagraphsIn } from '../../letters/localized-duties';
import { renderLocalizedDraft } from '../../letters/localized-draft';
import { ownReasons } from '../../letters/localized-reasons';
import { letterReplyIn } from '../../localized-letter';
import { clauseSpokenOf } from '../clause-spoken-of';
import { APPEAL, reportKindsOnFile } from '../written-denial';
import { appealDenialIn } from './appeal-denial';

/**
 * writtenDenial in French or Spanish: the same request for the denial in writing (the decision,
 * the provisions, the reports named in the diary, the certified policy, the insurer's time
 * limits), the same refusals when no denial is on record, and the appeal when one is asked for.
 * What the user reports the insurer said is quoted in their own words. Null when a part is not
 * yet written in the language: a time limit, a kind of report, or a report of the refusal that
 * cannot be matched to the user's own sentence.
 */
export function writtenDenialIn(language: LetterLanguage, input: JobInput): string | null {
  const { facts, text, request, context } = input;
  const words = denialWords(language);
  const letter = letterWords(language);
  const denial = facts.denial;
  if (!denial) return paragraphs(...words.noDenial);
  // As in English: an appeal rests on a denial recorded in writing, never on one the records lack.
  if (APPEAL.test(text))
    return denial.written
      ? appealDenialIn(language, input)
      : facts.events.length > 0
        ? paragraphs(...words.noRecordedDenial)
        : letterReplyIn(language, text, facts);
  const records = [facts.claim?.description ?? '', ...facts.events.map((event) => event.summary)];
  const reported = reportedDenial(text, records);
  const ownReport = reported ? ownReasons(text, request.message, (sentence) => (reportedDenial(sentence) ? [sentence] : [])) : [];
  if (ownReport === null || (reported && ownReport.length === 0)) return null;
  const reports = reportKindsOnFile(facts).map((kind) => words.reports[kind]);
  const duties = insurerDutyParagraphsIn(facts, language);
  if (reports.includes(undefined) || duties === null) return null;
  const on = denial.on ? letterDate(denial.on, letter.templates) : null;
  const clause = reported ? clauseSpokenOf(reported, context.passages) : null;
  const body = toAdjusterIn(
    letter.templates,
    words.body(
      words.opening({ written: denial.written, on, reported: ownReport[0] ? letter.quoted(ownReport[0]) : null }),
      reports.filter((report): report is string => !!report),
    ),
  );
  return renderLocalizedDraft(facts, language, {
    intro: words.intro(on),
    subject: words.subject,
    // The law's time limit to decide in writing, running or missed, belongs in the request.
    body: afterOpening(body, [...(clause ? [words.clauseAtIssue(clause.page, clause.wording)] : []), ...duties], letter.salutation),
    notes: denial.written ? [] : [words.phoneNote],
  });
}
