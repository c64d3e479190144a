import { FRENCH_SPANISH_KIND_WORDS } from './kind-words-fr-es';
import { sumsWritten, type SumWritten } from './sums-written';

// Dollar amounts in the user's words, each labelled with what it is by the words around it:
// "Offer of $12,150" is an offer, "$7,250 held back" a holdback, "the roofer quoted $38,400" an
// estimate. A reply that names an amount names one of these, never one it made up.

export type AmountKind =
  | 'counter_offer'
  | 'offer'
  | 'payment'
  | 'holdback'
  | 'comparable'
  | 'estimate'
  | 'invoice'
  | 'living_expense'
  | 'deductible'
  | 'limit'
  | 'value'
  | 'other';

export interface Amount {
  kind: AmountKind;
  /** In dollars, cents kept. */
  value: number;
  /** As a letter writes it: '$12,150' or '$1,234.50'. */
  text: string;
  /** 'YYYY-MM-DD' of the diary event it came from; null for the question or the description. */
  on: string | null;
  source: 'diary' | 'ledger' | 'question' | 'description';
  /** A rate, not a sum ("$3,200 a month"): never added to one-off costs. */
  per?: 'month' | 'week' | 'day' | 'night';
}

// "$3,200 a month", "1 500 $ CA par mois", "200 dólares por noche". A currency code may come between.
const RATE =
  /^\s*(?:ca|can|cad|us|usd)?\s*(?:a|per|par|por|al|cada|\/|each|chaque)\s*(month|mo|week|wk|day|night|mois|semaine|jour|nuit|mes|semana|d[ií]a|noche)(?![\p{L}])|^\s*(month|week|dai|night)ly\b/iu;
const RATE_UNITS: Record<string, NonNullable<Amount['per']>> = {
  month: 'month',
  mo: 'month',
  mois: 'month',
  mes: 'month',
  week: 'week',
  wk: 'week',
  semaine: 'week',
  semana: 'week',
  day: 'day',
  dai: 'day',
  jour: 'day',
  día: 'day',
  dia: 'day',
  night: 'night',
  nuit: 'night',
  noche: 'night',
};

/** "a month" after an amount makes it a rate. */
function rateAfter(rest: string): Amount['per'] {
  const rate = RATE.exec(rest);
  const unit = rate ? (rate[1] ?? rate[2])!.toLowerCase() : undefined;
  return unit ? RATE_UNITS[unit] : undefined;
}

/** The one-off amounts, each once: a figure the user repeats from their diary is the same cost, not another. */
export function distinctSums(amounts: readonly Amount[]): Amount[] {
  const sums = amounts.filter((amount) => !amount.per);
  return sums.filter((amount, index) => sums.findIndex((other) => other.value === amount.value) === index);
}

// Checked in this order: the first kind whose words sit in the amount's clause wins, so
// "recoverable depreciation held back" is a holdback even inside a payment's sentence. A figure
// the insurer is said to give ("they say $48,000", "the adjuster will pay $9,000") is its offer.
const KIND_WORDS: readonly [AmountKind, RegExp][] = [
  // What the user asks to settle for: their own figure, never the insurer's offer.
  [
    'counter_offer',
    /\bcounter(?:[- ]?offer)?\b|\b(?:settle for|(?:i|we) (?:want|need|would accept|will accept|am asking(?: for)?|'m asking(?: for)?|are asking(?: for)?|ask for|propose))\s*(?:about |around )?\$?\d/i,
  ],
  ['holdback', /\b(held ?back|hold ?back|holdback|withh[eo]ld|recoverable depreciation|depreciation)\b/i],
  ['deductible', /\bdeductible\b/i],
  [
    'living_expense',
    /\b(hotel|motel|airbnb|rent|rental (?:house|home|apartment|place|unit)|furnished|temporary (?:housing|accommodation)|meals?|food|restaurants?|take-?out|eating out|groceries|mileage|laundry|living expenses?|ale|loss of use|lodging)\b/i,
  ],
  // What something like it sells for: evidence for the user's figure, never the insurer's offer.
  [
    'comparable',
    /\b(comparables?|comps?|similar (?:cars?|vehicles?|trucks?|homes?|houses?|models?|ones?)|same (?:model|make|trim)|sold for|selling for|listed (?:at|for)|listings?|asking price|for sale|autotrader|cars\.com|craigslist|kijiji|marketplace)\b/i,
  ],
  // What finished work cost, billed: the figure a holdback release rests on, never an estimate of work to come.
  [
    'invoice',
    /\b(invoices?|invoiced|final (?:bill|cost)|at a cost of|billed (?:me|us)|receipts? (?:for|from) the (?:work|repairs?|contractor))\b/i,
  ],
  [
    'estimate',
    /\b(estimates?|estimated|quotes?|quoted|bids?|contractor|roofer|plumber|body shop|repairs? (?:will )?cost|to (?:repair|replace|fix))\b|(?<!\b(?:they|insurer|adjust[eo]r|carrier)\s)\bcame (?:in|back) at\b/i,
  ],
  // "Actual cash value" and "replacement cost value" name a basis of payment, not what the user says a thing is worth.
  [
    'value',
    /\b(worth|(?<!cash |cost )valued?|appraised at|i paid|we paid|bought|purchased|cost me|cost us|retail|(?:your|my|our) (?:own )?figure)\b/i,
  ],
  [
    'offer',
    /\b(offer(?:ed|ing)?|settle(?:ment)?|propos(?:ed|al)|lowball)\b|\b(?:they|insurer|insurance company|adjust[eo]r|carrier)\s+(?:(?:says?|said)\s+(?:it'?s\s+|only\s+|just\s+)?\$?\d|came (?:back|in) (?:with|at)|(?:will|would|wants? to|only wants? to) (?:pay|give)|(?:is|are) (?:only )?(?:offering|giving))/i,
  ],
  ['payment', /\b(paid|payment|pays?|cheque|check|deposit(?:ed)?|issued|received|sent me)\b/i],
  ['limit', /\b(limit(?:ed)?|up to|maximum|max|at most|capped)\b/i],
];

/** '$12,150', '$1,234.50': how a letter writes an amount. */
export function formatDollars(value: number): string {
  const cents = Math.round(value * 100) % 100;
  return `$${Math.floor(value).toLocaleString('en-US')}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}

/** Where the text around an amount starts: just after the last of `breaks` before it. */
function startOfPart(text: string, start: number, breaks: RegExp): number {
  let from = 0;
  for (const match of text.slice(0, start).matchAll(breaks)) from = match.index + match[0].length;
  return from;
}

/** The text around an amount, from the last of `breaks` before it to the first after it. */
function around(text: string, start: number, end: number, breaks: RegExp): string {
  const after = text.slice(end);
  const cut = after.search(breaks);
  return text.slice(startOfPart(text, start, breaks), end + (cut === -1 ? after.length : cut));
}

// A comma or point inside a number ("12,150", "1,234.50") or a colon inside a time does not end a clause.
const CLAUSE_BREAKS = /\.(?!\d)|[;\n?!]|:(?!\d)|,(?!\d{3})|\band\b/g;
const SENTENCE_BREAKS = /[.;\n?!](?=\s|$)/g;

function kindIn(text: string): AmountKind | undefined {
  return KIND_WORDS.find(([kind, english]) => english.test(text) || FRENCH_SPANISH_KIND_WORDS[kind]?.test(text))?.[0];
}

/**
 * The amounts a text names, in order. `fallback` labels an amount whose clause says nothing about
 * it: a diary event's kind ('offer' for an offer received) is a better guess than 'other'.
 */
export function amountsIn(text: string, source: Amount['source'], on: string | null = null, fallback: AmountKind = 'other'): Amount[] {
  const amounts: Amount[] = [];
  const sums = sumsWritten(text);
  let previous: { sentence: string; kind: AmountKind } | null = null;
  sums.forEach(({ index: start, length, value }, index) => {
    const end = start + length;
    // The amount's own clause decides; one listed after another ("the sofa ($2,150) and the
    // treadmill ($1,480)") is of the same kind; a bare amount ("the hotel, $1,840 so far") takes its sentence's word.
    const sentence = around(text, start, end, SENTENCE_BREAKS);
    const listedAfter: AmountKind | undefined = previous && previous.sentence === sentence ? previous.kind : undefined;
    const own = kindIn(ownWords(text, sums, index, around(text, start, end, CLAUSE_BREAKS)));
    const kind: AmountKind = own ?? listedAfter ?? kindIn(sentence) ?? fallback;
    previous = { sentence, kind };
    const per = rateAfter(text.slice(end));
    amounts.push({ kind, value, text: formatDollars(value), on, source, ...(per ? { per } : {}) });
  });
  return amounts;
}

/**
 * The words that speak for one amount: its clause, or, in a clause that names several, the part
 * between its neighbours ("their offer of $12,150 is $7,250 below my estimate of $19,400"), and
 * the whole clause when that part says nothing.
 */
function ownWords(text: string, sums: readonly SumWritten[], index: number, clause: string): string {
  const sum = sums[index]!;
  const clauseStart = startOfPart(text, sum.index, CLAUSE_BREAKS);
  const clauseEnd = clauseStart + clause.length;
  const before = sums[index - 1];
  const after = sums[index + 1];
  const from = before && before.index + before.length > clauseStart ? before.index + before.length : clauseStart;
  const to = after && after.index < clauseEnd ? after.index : clauseEnd;
  if (from === clauseStart && to === clauseEnd) return clause;
  const part = text.slice(from, to);
  return kindIn(part) ? part : clause;
}

export interface ItemisedAmount {
  /** The words just before the amount, as the user wrote them: "ring", "back door". */
  label: string;
  /** The whole clause before the amount, for telling a price from a loan balance or an offer. */
  clause: string;
  amount: Amount;
}

/**
 * A list of things with their prices, as a user types it: "watch $1,200, camera $850, side
 * gate $400". Each amount is labelled by the few words just before it in its own clause.
 */
export function itemisedAmounts(text: string): ItemisedAmount[] {
  const items: ItemisedAmount[] = [];
  const amounts = amountsIn(text, 'question');
  sumsWritten(text).forEach((sum, index) => {
    const amount = amounts[index]!;
    const before = text.slice(0, sum.index);
    const clauseStart = Math.max(
      before.lastIndexOf(','),
      before.lastIndexOf(';'),
      before.lastIndexOf('.'),
      before.lastIndexOf(':'),
      before.lastIndexOf('\n'),
    );
    const clause = before
      .slice(clauseStart + 1)
      .replace(/[()]/g, ' ')
      .trim();
    const words = clause.split(/\s+/).filter(Boolean).slice(-4);
    const label = words
      .join(' ')
      .replace(/^(?:and|the|my|a|an|for|is|was|at|about)\s+/i, '')
      .replace(/\s+(?:is|was|at|about|for|of|=|-)$/i, '')
      .trim();
    if (label && label.length <= 40) items.push({ label, clause, amount });
  });
  return items;
}
