import type { AssistantContext } from '../../../../engine';
import { latestAmount, bestEstimate, type Facts } from '../../../../facts/claim-facts';
import { deductibleOnRecord, reservationOnRecord, suitDeadlinesOnRecord } from '../../../../glossary/figures-in-claim';
import { limitsOnThingsNamed } from '../../../../glossary/limits-in-claim';
import { RECORD_OF_TERM, type ClaimRecord } from '../../../../glossary/record-kinds';
import type { Term } from '../../../../glossary/term';
import { termsNamedIn } from '../../../../glossary/terms';
import type { RankedPassage } from '../../../../retrieval/passage-search';
import { paragraphs } from '../../format';
import { glossaryWords, type GlossaryWords } from '../../languages/glossary-words';
import type { LetterLanguage } from '../../languages/letter-words';
import type { LocalizedComposer } from '../../localized-composers';
import { policyUnavailable } from '../../policy-answer';
import { policySentenceNaming, policySentenceUsing, twoValuesIn } from '../explain-term';
import { allWritten, writerFor, type Writer } from './writer';

// explain-term.ts in French or Spanish: each term the message names, in the language's own word
// for it, with where the user's policy uses it (quoted as written) and what the user's records
// hold of it — the same records the English adds (glossary/record-kinds.ts). Null for a term not
// yet translated, and for the special limits the claim's things meet (their names are the English
// description's): the English then answers, with the lead.

/** The record sentence for a term; undefined when the records hold nothing of it, null when it cannot be written in the language. */
function recordLine(
  record: ClaimRecord,
  facts: Facts,
  passages: readonly RankedPassage[],
  words: GlossaryWords,
  writer: Writer,
): string | null | undefined {
  const { records } = words;
  const amount = (found: { value: number } | null, sentence: (written: string) => string) =>
    found ? sentence(writer.money(found.value)) : undefined;
  switch (record) {
    case 'payment':
      return amount(latestAmount(facts, 'payment'), records.payment);
    case 'holdback': {
      const held = latestAmount(facts, 'holdback');
      const paid = latestAmount(facts, 'payment');
      return held ? records.holdback(paid && writer.money(paid.value), writer.money(held.value)) : undefined;
    }
    case 'estimate':
      return amount(bestEstimate(facts), records.estimate);
    case 'deductible':
      return amount(deductibleOnRecord(facts), records.deductible);
    case 'limit':
      return amount(latestAmount(facts, 'limit'), records.limit);
    case 'denial':
      return facts.denial ? records.denial(facts.denial.on && writer.date(facts.denial.on), facts.denial.written) : undefined;
    case 'reservation': {
      const letter = reservationOnRecord(facts);
      return letter ? records.reservation(writer.date(letter.occurred_on)) : undefined;
    }
    case 'suit': {
      const deadlines = suitDeadlinesOnRecord(facts);
      if (deadlines.length === 0) return undefined;
      const lines = allWritten(
        deadlines.map((deadline) => {
          const title = writer.title(deadline);
          const citation = writer.citation(deadline);
          return title && citation ? records.suitLine(title, writer.date(deadline.dueOn), citation) : null;
        }),
      );
      return lines && records.suit(lines);
    }
    case 'special_limits':
      return limitsOnThingsNamed(facts, passages) === null ? undefined : null;
  }
}

function termExplained(term: Term, facts: Facts, passages: readonly RankedPassage[], words: GlossaryWords, writer: Writer) {
  const translated = words.terms[term.title];
  const record = RECORD_OF_TERM[term.title];
  const line = record ? recordLine(record, facts, passages, words, writer) : undefined;
  if (!translated || line === null) return null;
  // A policy may be written in the user's language: the term is looked for in its words too.
  const names = translated.inPolicy ? new RegExp(`${term.names.source}|${translated.inPolicy.source}`, 'i') : term.names;
  const policy = policySentenceNaming({ ...term, names }, passages);
  return {
    text: paragraphs(`**${translated.title}** — ${translated.meaning}`, policy && words.inYourPolicy(policy.page, policy.sentence), line),
    quoted: policy !== null,
  };
}

/** termFromPolicy() in the language: a term the glossary lacks, read in the user's policy or said to be unknown. */
function termFromPolicyIn(message: string, context: AssistantContext, words: GlossaryWords): string {
  if (policyUnavailable(context)) return paragraphs(...words.noEntryNoPolicy);
  const used = policySentenceUsing(message, context.passages);
  return used
    ? paragraphs(words.noEntryButUsed, words.usedOnPage(used.page, used.sentence), words.usedDecides)
    : paragraphs(...words.noEntryNotFound);
}

function explainTermAnswer(language: LetterLanguage, message: string, facts: Facts, context: AssistantContext): string | null {
  const words = glossaryWords(language);
  const writer = writerFor(language);
  const matches = termsNamedIn(message);
  if (matches.length === 0) return termFromPolicyIn(message, context, words);
  const explained = allWritten(matches.slice(0, 3).map((term) => termExplained(term, facts, context.passages, words, writer)));
  if (!explained) return null;
  const values = twoValuesIn(message);
  return paragraphs(
    ...explained.map(({ text }) => text),
    values && words.twoValues(writer.money(values.replacement), writer.money(values.cash), writer.money(values.replacement - values.cash)),
    explained.some(({ quoted }) => quoted) ? words.policyDecides : words.ownDefinitions,
  );
}

/** explainTerm() (and termFromPolicy() after it) in French or Spanish; null when a term is not yet written in the language. */
export const explainTermIn =
  (language: LetterLanguage): LocalizedComposer =>
  ({ text, facts, context }) =>
    explainTermAnswer(language, text, facts, context);
