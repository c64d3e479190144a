import { INVENTORY_CATEGORY_TABLE, INVENTORY_CONDITION_TABLE, type TInventoryCategory, type TInventoryCondition } from '@benji/shared';

/** Lower case, punctuation to spaces, one space between words: "Brand/Model " → "brand model". */
export const normalised = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// What people call the categories in their own sheets; the ids and labels are matched too.
const CATEGORY_WORDS: Record<TInventoryCategory, string[]> = {
  electronics: ['electronic', 'tv', 'television', 'audio', 'camera', 'cameras'],
  computers_phones: ['computer', 'computers', 'phone', 'phones', 'laptop', 'tablet'],
  furniture: ['furnishings'],
  major_appliances: ['appliance', 'appliances', 'major appliance'],
  small_appliances: ['small appliance'],
  clothing: ['clothes', 'apparel', 'shoes'],
  linens_bedding: ['linens', 'bedding', 'linen'],
  kitchenware: ['kitchen', 'dishes', 'cookware'],
  tools: ['tool', 'power tools', 'hand tools'],
  sporting_goods: ['sports', 'sporting', 'sports equipment'],
  books_media: ['books', 'media', 'book'],
  toys_games: ['toys', 'games', 'toy'],
  jewellery: ['jewelry', 'watches', 'jewellery and watches'],
  art_collectibles: ['art', 'collectibles', 'antiques', 'collectables'],
  other: ['misc', 'miscellaneous'],
};
const CATEGORY_OF = new Map<string, TInventoryCategory>();
for (const row of INVENTORY_CATEGORY_TABLE)
  for (const name of [row.id, row.label, ...CATEGORY_WORDS[row.id]]) CATEGORY_OF.set(normalised(name), row.id);

const CONDITION_WORDS: Record<TInventoryCondition, string[]> = {
  excellent: ['new', 'like new', 'mint'],
  good: ['average', 'normal', 'used', 'ok'],
  fair: ['worn'],
  poor: ['bad', 'damaged', 'broken'],
};
const CONDITION_OF = new Map<string, TInventoryCondition>();
for (const row of INVENTORY_CONDITION_TABLE)
  for (const name of [row.id, ...CONDITION_WORDS[row.id]]) CONDITION_OF.set(normalised(name), row.id);

/** The category a cell names, or the text itself for the schema to refuse. */
export const categoryOf = (text: string): string => CATEGORY_OF.get(normalised(text)) ?? text;
/** The condition a cell names; blank is left out (the usual condition applies). */
export const conditionOf = (text: string): string | undefined =>
  text.trim() === '' ? undefined : (CONDITION_OF.get(normalised(text)) ?? text);

/** A whole number, or null for blank, or undefined when the cell is not one ("1,200" reads as 1200). */
export function wholeNumberOf(text: string): number | null | undefined {
  const bare = text.trim().replace(/(?<=\d),(?=\d{3}\b)/g, '');
  if (bare === '') return null;
  return /^\d{1,9}$/.test(bare) ? Number(bare) : undefined;
}

/**
 * An age in whole months from "3", "2.5", "18 months" or "3 yrs"; a bare number is in the
 * column's unit. Null for blank, undefined when unreadable.
 */
export function ageMonthsOf(text: string, unit: 'years' | 'months'): number | null | undefined {
  const match = /^(\d{1,4}(?:[.,]\d{1,2})?)\s*([a-z]*)$/i.exec(text.trim());
  if (text.trim() === '') return null;
  if (!match) return undefined;
  const amount = Number(match[1]!.replace(',', '.'));
  const word = match[2]!.toLowerCase();
  const inYears = word === '' ? unit === 'years' : /^(y|yr|yrs|year|years|an|ans)$/.test(word);
  if (!inYears && word !== '' && !/^(m|mo|mos|month|months|mois)$/.test(word)) return undefined;
  return Math.round(inYears ? amount * 12 : amount);
}

/** 'YYYY-MM-DD' from "2021-03-15" or "2021/03/15"; a day-month order cannot be told apart, so it is refused. */
export function isoDateOf(text: string): string | null | undefined {
  const bare = text.trim();
  if (bare === '') return null;
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(bare);
  return match ? `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}` : undefined;
}

/** A cell's text as stored: the apostrophe the export puts before "=", "+", "-" or "@" comes off again. */
export const textOf = (text: string) => text.replace(/^'(?=[=+\-@\t\r])/, '');
