// "we pay actual cash value, not replacement cost, when the roof surfacing is more than 10 years
// old at the time of loss": a settlement that turns on the age of the thing. The user's records
// often hold the year it was bought or put in ("the 2014 roof invoice"); the answer can then say
// which way it goes instead of leaving the user to work it out.

const NUMBER_WORDS: Record<string, number> = { five: 5, seven: 7, ten: 10, twelve: 12, fifteen: 15, twenty: 20, 'twenty-five': 25 };
const AGE_CONDITION =
  /\b(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:is|are)\s+(?:more than|older than|over)\s+(\d{1,2}|[a-z-]+)\s+years\s+old\b/i;
const WE_PAY = /\bwe (?:will )?pay ([^,.;]+(?:,\s*not [^,.;]+)?)/i;

export interface RecordedText {
  text: string;
  /** 'YYYY-MM-DD' of the diary entry, or null for the claim's description. */
  on: string | null;
}

export interface AgeFinding {
  /** What the condition is about, as the policy names it ("roof surfacing"). */
  thing: string;
  years: number;
  /** The year the records give, and where. */
  year: number;
  source: RecordedText;
  /** Age at the loss, by calendar year: the records give only the year. */
  age: number;
  /** True when the age is over the policy's threshold; null when the years alone cannot tell. */
  over: boolean | null;
  /** What the policy pays when the condition holds ("actual cash value, not replacement cost"). */
  consequence: string | null;
}

const yearNear = (text: string, word: string): number | null => {
  const near = new RegExp(
    `\\b((?:19|20)\\d{2})\\b(?:\\W+\\w+){0,3}?\\W+${word}|\\b${word}\\w*(?:\\W+\\w+){0,4}?\\W+((?:19|20)\\d{2})\\b`,
    'i',
  ).exec(text);
  const year = near ? Number(near[1] ?? near[2]) : NaN;
  return Number.isFinite(year) ? year : null;
};

/** The policy's age condition in a sentence, read against the year the records give for the thing; null when either is missing. */
export function ageCondition(sentence: string, records: readonly RecordedText[], lossDate: string): AgeFinding | null {
  const condition = AGE_CONDITION.exec(sentence);
  if (!condition) return null;
  const thing = condition[1]!.toLowerCase();
  const years = /^\d+$/.test(condition[2]!) ? Number(condition[2]) : NUMBER_WORDS[condition[2]!.toLowerCase()];
  if (!years) return null;
  // "roof surfacing" is named "roof" in a user's records.
  const word = thing.split(/\s+/)[0]!;
  const lossYear = Number(lossDate.slice(0, 4));
  for (const source of records) {
    const year = yearNear(source.text, word);
    if (year === null || year > lossYear) continue;
    const age = lossYear - year;
    return {
      thing,
      years,
      year,
      source,
      age,
      over: age > years ? true : age < years ? false : null,
      consequence: WE_PAY.exec(sentence)?.[1]?.trim() ?? null,
    };
  }
  return null;
}
