import { fillPlaceholders, type FillResult, type KnownValues } from '@benji/shared';
import { i18n } from '../../i18n/i18n';

export interface LetterContent {
  subject: string;
  body: string;
}

export interface FilledLetter {
  subject: FillResult;
  body: FillResult;
  /** Placeholders still to fill in, subject first, each once. */
  unfilled: string[];
  /** Placeholders Benji filled, each once. */
  filled: string[];
}

export function fillLetter(content: LetterContent, known: KnownValues): FilledLetter {
  const subject = fillPlaceholders(content.subject, known);
  const body = fillPlaceholders(content.body, known);
  const filled = [...subject.segments, ...body.segments].flatMap((segment) =>
    segment.filled && segment.placeholder ? [segment.placeholder] : [],
  );
  return { subject, body, unfilled: [...new Set([...subject.unfilled, ...body.unfilled])], filled: [...new Set(filled)] };
}

/** What Copy puts on the clipboard: ready to paste into an e-mail, the subject line in the interface's language. */
export function letterForClipboard({ subject, body }: LetterContent): string {
  return `${i18n.t('templates:copy.subjectLine', { subject })}\n\n${body}`;
}

/** 'Copied. Fill in 2 placeholders before you send it: [Adjuster Name], [Claim Number].' */
export function unfilledWarning(unfilled: readonly string[]): string {
  const shown = unfilled.slice(0, 3).map((name) => `[${name}]`);
  const more = unfilled.length - shown.length;
  const list = more > 0 ? i18n.t('templates:copy.listMore', { list: shown.join(', '), count: more }) : shown.join(', ');
  return i18n.t('templates:copy.unfilled', { count: unfilled.length, list });
}
