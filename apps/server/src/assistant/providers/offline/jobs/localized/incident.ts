import { claimTypeFromText } from '../../../../claim-kinds';
import { bullets, paragraphs } from '../../format';
import { firstName, firstStepsFor } from '../../guidance';
import { incidentWords } from '../../languages/incident-words';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import type { LocalizedComposer } from '../../localized-composers';
import { verdictIn } from '../policy-question-localized';
import { verdictFindingOn } from '../policy-question';
import { stageOf } from '../process-guides';
import { stageGuideIn } from './stage-guides';
import { writerFor } from './writer';

// guidance.ts `incident` in French or Spanish: the same steps for the same kind of loss, after the
// policy's verdict said in the language; a question about a stage of a claim gets that stage's
// guide. Null when the verdict or the guide is not yet written in the language.

/** incident() in French or Spanish; null when part of it is not yet written in the language. */
export const incidentIn =
  (language: LetterLanguage): LocalizedComposer =>
  ({ text, facts, context }) => {
    const words = incidentWords(language);
    const finding = verdictFindingOn(text, context, facts);
    const verdict = finding && verdictIn(language, finding);
    if (finding && !verdict) return null;
    const said = verdict ? `**${verdict}**` : null;
    const stage = stageOf(text);
    if (stage) {
      const guide = stageGuideIn(stage, facts, writerFor(language));
      return guide && paragraphs(said, guide);
    }
    const kind = claimTypeFromText(text);
    const sorry = words.sorry(firstName(facts));
    const firstSteps = words.firstSteps(kind && letterWords(language).claimTypes[kind].toLocaleLowerCase(language));
    return paragraphs(
      said ? `${sorry} ${said}` : `${sorry} ${firstSteps}`,
      said ? firstSteps : null,
      bullets(firstStepsFor(kind).map((step) => words.steps[step])),
      words.thenSubmit,
    );
  };
