// Reads an adjuster's e-mail pasted into the chat: what it asks for, so the reply can answer each
// point. The e-mail is read in its own language (English, French or Spanish; the words are in
// languages/email-reading-words.ts); the points are the same whatever it was written in.
import { formatDollars } from '@benji/shared';
import { sentences } from '../../facts/user-text';
import { longDate } from './format';
import { EMAIL_READING_WORDS, emailLanguageOf, type EmailLanguage, type EmailReadingWords } from './languages/email-reading-words';

/** A sum the e-mail offers or will pay, in dollars, and as an English reply writes it (as written in an English e-mail). */
export interface EmailSum {
  text: string;
  value: number;
}

/** A time limit the e-mail sets: as a count of days or a date when it is one, and as an English reply writes it. */
export interface EmailDeadline {
  /** As written in an English e-mail; from another language, in English words when it reads as days or a date. */
  text: string;
  days: number | null;
  businessDays: boolean;
  /** 'YYYY-MM-DD'. */
  on: string | null;
}

export interface EmailPoints {
  /** The language the e-mail is written in: what it asks for is quoted in it. */
  language: EmailLanguage;
  /** Documents or information asked for, as written. */
  requested: string[];
  inspection: boolean;
  recordedStatement: boolean;
  proofOfLoss: boolean;
  denial: boolean;
  offer: EmailSum | null;
  moreTime: boolean;
  deadline: EmailDeadline | null;
  /** The e-mail asks the user to sign a release or a full and final settlement. */
  release: boolean;
  /** Dates the e-mail proposes for an inspection, a statement or a meeting, 'YYYY-MM-DD'. */
  proposedDates: string[];
}

const LIST_ITEM = /^\s*(?:[-•*]|\d+[.)])\s+(.+)$/gm;

const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const referenceOf = (today: string) => new Date(`${today}T12:00:00Z`);

function splitItems(phrase: string, words: EmailReadingWords): string[] {
  return phrase
    .replace(words.requestTail, '')
    .split(words.itemSeparator)
    .map((item) =>
      item
        .replace(words.article, '')
        .replace(/[\s:;]+$/, '')
        .trim(),
    )
    .filter((item) => item.length > 2 && item.length < 120);
}

/** True when a message looks like a pasted e-mail rather than a request to the assistant, in any of the languages read. */
export function looksLikeEmail(text: string): boolean {
  return Object.values(EMAIL_READING_WORDS).some((words) => words.laidOut.test(text)) || text.length > 300;
}

/** Dates proposed in a sentence about a meeting: "we can reinspect on November 24 or 25". */
function proposedDatesIn(text: string, today: string, words: EmailReadingWords): string[] {
  const dates: string[] = [];
  for (const sentence of sentences(text)) {
    if (!words.meeting.test(sentence)) continue;
    for (const result of words.dates.parse(sentence, referenceOf(today), { forwardDate: true })) {
      // Only a date the e-mail names: "next week" is no date to confirm.
      if (!words.namedDate.test(result.text)) continue;
      const on = result.start.date();
      // "November 24 or 25", "le 24 ou le 25 novembre": the parser reads the other day on its own only sometimes.
      const end = result.index + result.text.length;
      const before = words.dayOr.exec(sentence.slice(Math.max(0, result.index - 12), result.index))?.[1];
      const after = words.orDay.exec(sentence.slice(end, end + 12))?.[1];
      for (const day of [before, null, after]) {
        const date = day ? new Date(Date.UTC(on.getUTCFullYear(), on.getUTCMonth(), Number(day))) : on;
        if (day && date.getUTCDate() !== Number(day)) continue;
        if (!dates.includes(isoOf(date))) dates.push(isoOf(date));
      }
    }
  }
  return dates.slice(0, 4);
}

function offerIn(text: string, language: EmailLanguage): EmailSum | null {
  const words = EMAIL_READING_WORDS[language];
  if (!words.offer.test(text)) return null;
  const sum = words.money.exec(text);
  if (!sum) return null;
  const value = words.dollars(sum[1]!);
  return { text: language === 'en' ? sum[0].trim() : formatDollars(value), value };
}

function deadlineIn(text: string, today: string, language: EmailLanguage): EmailDeadline | null {
  const words = EMAIL_READING_WORDS[language];
  const within = words.within.exec(text);
  const by = words.by.exec(text);
  const first = within && (!by || within.index <= by.index) ? within : by;
  if (!first) return null;
  const inEnglish = (english: string) => (language === 'en' ? first[0] : english);
  if (first === within) {
    const days = Number(within[1]);
    const businessDays = !!within[2]?.trim();
    return { text: inEnglish(`within ${days} ${businessDays ? 'business ' : ''}days`), days, businessDays, on: null };
  }
  const date = words.dates.parse(first[1]!, referenceOf(today), { forwardDate: true })[0];
  const on = date ? isoOf(date.start.date()) : null;
  return { text: on ? inEnglish(`by ${longDate(on)}`) : first[0], days: null, businessDays: false, on };
}

export function analyseEmail(text: string, today = new Date().toISOString().slice(0, 10)): EmailPoints {
  const language = emailLanguageOf(text);
  const words = EMAIL_READING_WORDS[language];
  const requested: string[] = [];
  const add = (item: string) => {
    if (!requested.some((known) => known.toLowerCase() === item.toLowerCase())) requested.push(item);
  };
  for (const match of text.matchAll(words.request)) splitItems(match[1] ?? '', words).forEach(add);
  for (const match of text.matchAll(LIST_ITEM)) add((match[1] ?? '').replace(/[.;]+$/, '').trim());
  return {
    language,
    requested: requested.slice(0, 12),
    inspection: words.inspection.test(text),
    recordedStatement: words.recordedStatement.test(text),
    proofOfLoss: words.proofOfLoss.test(text),
    denial: words.denial.test(text),
    offer: offerIn(text, language),
    moreTime: words.moreTime.test(text),
    deadline: deadlineIn(text, today, language),
    release: words.release.test(text),
    proposedDates: proposedDatesIn(text, today, words),
  };
}
