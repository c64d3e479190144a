// Dates here are calendar dates, 'YYYY-MM-DD', with no time of day and no time zone: a deadline
// falls on a day, wherever the user is. Arithmetic goes through a UTC day count so that
// daylight-saving changes can never shift a date.

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6; // Sunday = 0, as in Date#getUTCDay

function parts(date: string): [number, number, number] {
  const match = PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new RangeError(`No such date: ${date}`);
  return [year, month, day];
}

export function isPlainDate(value: string): boolean {
  try {
    parts(value);
    return true;
  } catch {
    return false;
  }
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Builds 'YYYY-MM-DD' from numbers; month is 1–12. */
export function plainDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function toDayNumber(date: string): number {
  const [year, month, day] = parts(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromDayNumber(dayNumber: number): string {
  const d = new Date(dayNumber * DAY_MS);
  return plainDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addCalendarDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Same day of the month, n months on; the 31st becomes the last day of a shorter month. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return plainDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

export function weekday(date: string): Weekday {
  return new Date(toDayNumber(date) * DAY_MS).getUTCDay() as Weekday;
}

/** Whole days from a to b; negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return toDayNumber(b) - toDayNumber(a);
}
