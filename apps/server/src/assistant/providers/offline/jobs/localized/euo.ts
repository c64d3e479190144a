import { euoFacts } from '../../euo-facts';
import { bullets, numbered, paragraphs } from '../../format';
import { euoWords } from '../../languages/euo-words';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { policySaysIn } from '../../languages/policy-quote';
import type { LocalizedComposer } from '../../localized-composers';
import { writerFor } from './writer';

// euo.ts in French or Spanish: the same checklist from the same facts (euo-facts.ts), the
// insurer's notice quoted as the diary holds it. Null for a claim whose kind the language has no
// name for yet.

/** euoChecklist() in French or Spanish. */
export const euoChecklistIn =
  (language: LetterLanguage): LocalizedComposer =>
  ({ text, context, facts }) => {
    const words = euoWords(language);
    const writer = writerFor(language);
    const { claimType, notice, policyPassage } = euoFacts(text, context, facts);
    const claim = facts.claim;
    const ownType = claim && writer.claimType(claim);
    if (claim && !ownType) return null;
    const about =
      claim && ownType
        ? {
            type: ownType,
            insurer: facts.insurer || null,
            lossDate: writer.date(claim.dateOfIncident),
            claimNumber: facts.claimNumber || null,
          }
        : null;
    const focus = claimType ? words.focus[claimType] : null;
    return paragraphs(
      words.heading(about),
      notice ? words.notice(writer.date(notice.occurred_on), writer.quoted(notice.summary)) : null,
      facts.denial ? words.afterDenial(facts.denial.on && writer.date(facts.denial.on)) : null,
      words.whatItIs,
      `${words.beforeHeading}\n${numbered(words.groundRules)}`,
      focus && claimType
        ? `${words.bringHeading(letterWords(language).claimTypes[claimType])}\n${bullets(focus.documents)}\n\n${words.expectHeading}\n${bullets(focus.topics)}`
        : words.tellKind,
      policyPassage && policySaysIn(language, policyPassage),
      letterWords(language).notLegalAdvice,
    );
  };
