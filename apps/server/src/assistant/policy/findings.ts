import { stem, words } from '../retrieval/tokenize';
import { capFor, deductiblesIn, limitsSomeThingsOfAPeril, type AmountClause } from './caps';
import { carveBack, circumstancesMeetCarveBack, factsMeetCarveBack, unmetQualifier } from './exception-facts';
import { deciding, finding, type Reading } from './reading';
import type { PolicyFinding } from './types';
import * as say from './verdict-sentences';
import type { WeighedPassage } from './weigh';

// One builder per kind of answer. Each picks the sentence and the passages to quote.

const ENDORSEMENT = /\bendorsement\b|\brider\b|\boptional coverage\b|\bshown (?:in|on) the declarations\b/i;

export function coveredFinding(reading: Reading, cover: WeighedPassage, caveat: WeighedPassage | null): PolicyFinding {
  const cap = capFor(reading.all, reading.question);
  if (!cap) {
    const sentence = say.coveredSentence(reading.subject, cover, limitsSomeThingsOfAPeril(cover, reading.question));
    return finding(reading, 'covered', sentence, deciding(cover, caveat), { decisive: cover, caveat });
  }
  const withinLimit = reading.claimed !== null && reading.claimed <= cap.amount.value;
  const sentence = say.limitedSentence(reading.subject, cap, reading.claimed, cap.passage === cover ? null : cover);
  return finding(reading, withinLimit ? 'covered' : 'limited', sentence, deciding(cover, cap.passage, caveat), {
    decisive: cover,
    caveat,
    cap,
  });
}

export function excludedFinding(reading: Reading, exclusion: WeighedPassage): PolicyFinding {
  return finding(reading, 'excluded', say.excludedSentence(reading.subject, exclusion, reading.topic), deciding(exclusion), {
    decisive: exclusion,
  });
}

/** The carve-back gives the loss back only under an endorsement the policy would show, not on the user's facts. */
export const givenBackByAnEndorsement = (exception: WeighedPassage): boolean =>
  ENDORSEMENT.test(carveBack(exception.exception ?? '')?.text ?? '');

/** An exclusion with a carve-back: covered when the user's facts meet it, else "depends" on them. */
export function exceptionFinding(reading: Reading, exception: WeighedPassage): PolicyFinding {
  const carve = carveBack(exception.exception ?? '');
  if (!carve) return excludedFinding(reading, exception);
  // "…unless the Sewer Back Up endorsement is shown on the Declarations": an endorsement the
  // policy would show. Had it one about the question, its insuring clause would have decided.
  if (ENDORSEMENT.test(carve.text)) {
    return finding(reading, 'excluded', say.endorsementMissingSentence(reading.subject, exception, carve), deciding(exception), {
      decisive: exception,
    });
  }
  // The carve-back's own "the most we will pay for such mold… is $10,000" caps it before any other
  // limit the question's words reach ("from home" reaches the dwelling's limit).
  const cap =
    capFor([{ ...exception, clause: 'limit' }], reading.question) ??
    capFor(
      reading.all.filter((passage) => passage !== exception),
      reading.question,
    );
  const grounds = { decisive: exception, cap };
  if (
    factsMeetCarveBack(exception, reading.question) ||
    (reading.circumstances && circumstancesMeetCarveBack(exception, reading.circumstances))
  ) {
    const over = cap !== null && (reading.claimed === null || reading.claimed > cap.amount.value);
    return finding(
      reading,
      over ? 'limited' : 'covered',
      say.carvedOutSentence(reading.subject, exception, carve, cap, reading.claimed),
      deciding(exception, cap?.passage),
      grounds,
    );
  }
  return finding(reading, 'depends', say.carveBackSentence(reading.subject, exception, carve, cap), deciding(exception, cap?.passage), {
    ...grounds,
    open: 'exception',
    openWords: carve.text,
  });
}

/** An exclusion that decides, unless it is narrowed to facts the user has not given ("over 14 days"). */
export function againstFinding(reading: Reading, exclusion: WeighedPassage, cover: WeighedPassage | null): PolicyFinding {
  if (exclusion.clause === 'exception') return exceptionFinding(reading, exclusion);
  if (unmetQualifier(exclusion, reading.question) !== null) {
    const sentence = cover
      ? say.conflictSentence(reading.subject, cover, exclusion)
      : say.narrowExclusionSentence(reading.subject, exclusion);
    return finding(reading, 'depends', sentence, deciding(cover, exclusion), { decisive: exclusion, open: 'exclusion' });
  }
  return excludedFinding(reading, exclusion);
}

/** An exclusion the question meets only in what it is about, with no grant beside it: "depends" on whether it describes the loss. */
export function openExclusionFinding(reading: Reading, exclusion: WeighedPassage): PolicyFinding {
  return finding(reading, 'depends', say.narrowExclusionSentence(reading.subject, exclusion), deciding(exclusion), {
    decisive: exclusion,
    open: 'exclusion',
  });
}

export function conflictFinding(reading: Reading, cover: WeighedPassage, exclusion: WeighedPassage): PolicyFinding {
  return finding(reading, 'depends', say.conflictSentence(reading.subject, cover, exclusion), deciding(cover, exclusion), {
    decisive: cover,
    caveat: exclusion,
    open: 'exclusion',
    openWords: say.ownWords(exclusion.sentence),
  });
}

/** Relevant passages, none of them insuring or excluding: a condition to meet, or a mention. */
export function withoutCoverWording(reading: Reading): PolicyFinding {
  const best = reading.relevant[0]!;
  const sentence = best.clause === 'condition' ? say.conditionSentence(best) : say.mentionSentence(reading.subject, best);
  return finding(reading, 'depends', sentence, deciding(best), {
    decisive: best,
    open: best.clause === 'condition' ? 'condition' : 'mention',
  });
}

export function notFoundFinding(reading: Reading): PolicyFinding {
  return finding(reading, 'not_found', say.notFoundSentence(reading.subject, reading.topic), []);
}

/** The user asks what their deductible is, or whether a loss is above it; null when no passage states one. */
export function deductibleFinding(reading: Reading): PolicyFinding | null {
  const deductibles = deductiblesIn(reading.all, reading.question);
  if (deductibles.length === 0) return null;
  // Another word in the question ("collision") picks one deductible out of several: the one
  // whose label it fills best ("Collision" over "Other Than Collision").
  const asked = new Set(
    reading.question.concepts.filter((concept) => concept.weight === 1 && concept.term !== 'deduct').map((concept) => concept.term),
  );
  const fit = (clause: AmountClause) => {
    // Every word counts, small ones too: "Other Than Collision" is further from "collision" than "Collision".
    const label = words(clause.segment.slice(0, clause.amount.index).split(':')[0]!)
      .map(stem)
      .filter((term) => term !== 'deduct');
    return label.length > 0 ? label.filter((term) => asked.has(term)).length / label.length : 0;
  };
  const ranked = asked.size > 0 ? [...deductibles].sort((a, b) => b.relevance - a.relevance || fit(b) - fit(a)) : deductibles;
  const particular =
    asked.size > 0 && (ranked[0]!.relevance > (ranked[1]?.relevance ?? 0) || fit(ranked[0]!) > fit(ranked[1] ?? ranked[0]!));
  const shown = particular ? ranked.slice(0, 1) : ranked;
  const sentence = say.deductibleSentence(shown, reading.claimed);
  return finding(reading, 'limited', sentence, deciding(...shown.map((clause) => clause.passage)), {
    decisive: shown[0]!.passage,
    deductible: true,
    deductibles: shown,
  });
}
