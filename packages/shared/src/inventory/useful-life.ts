/**
 * How long an item of each category is expected to last, for straight-line depreciation.
 *
 * Where the figures come from: they are typical values of the depreciation guides that adjusters
 * and insurers publish for household contents, rounded to one figure per category: the Claims
 * Pages Depreciation Guide (claimspages.com, 2023 edition), the U.S. military's Allowance
 * List-Depreciation Guide (televisions 10% a year; antiques not depreciated) and the Canadian
 * National Joint Council's Relocation Directive table (appliances 10 years, colour televisions 6,
 * suits and coats 5, glassware 5, dishes 10). No figure is copied from a single guide, and none is
 * binding: the insurer's own table and the policy's wording decide, and a user who knows better
 * overrides an item's life with a note.
 *
 * `null`: the guides do not depreciate the category (fine jewellery, art and collectibles keep or
 * gain value; an appraisal, not a table, prices them).
 */
export const USEFUL_LIFE_SOURCE =
  'Typical figures of published contents depreciation guides (Claims Pages Depreciation Guide 2023; U.S. Allowance List-Depreciation Guide; Canada NJC Relocation Directive), rounded per category. Not binding: the insurer’s table and the policy decide.';

export const INVENTORY_CATEGORY_TABLE = [
  { id: 'electronics', label: 'Electronics (TV, audio, cameras)', usefulLifeYears: 7 },
  { id: 'computers_phones', label: 'Computers and phones', usefulLifeYears: 4 },
  { id: 'furniture', label: 'Furniture', usefulLifeYears: 15 },
  { id: 'major_appliances', label: 'Major appliances', usefulLifeYears: 12 },
  { id: 'small_appliances', label: 'Small appliances', usefulLifeYears: 7 },
  { id: 'clothing', label: 'Clothing and shoes', usefulLifeYears: 4 },
  { id: 'linens_bedding', label: 'Linens and bedding', usefulLifeYears: 5 },
  { id: 'kitchenware', label: 'Kitchenware and dishes', usefulLifeYears: 10 },
  { id: 'tools', label: 'Tools', usefulLifeYears: 10 },
  { id: 'sporting_goods', label: 'Sporting goods', usefulLifeYears: 10 },
  { id: 'books_media', label: 'Books and media', usefulLifeYears: 10 },
  { id: 'toys_games', label: 'Toys and games', usefulLifeYears: 5 },
  { id: 'jewellery', label: 'Jewellery and watches', usefulLifeYears: null },
  { id: 'art_collectibles', label: 'Art, antiques and collectibles', usefulLifeYears: null },
  { id: 'other', label: 'Other', usefulLifeYears: 10 },
] as const satisfies readonly { id: string; label: string; usefulLifeYears: number | null }[];

export type TInventoryCategory = (typeof INVENTORY_CATEGORY_TABLE)[number]['id'];
export const INVENTORY_CATEGORIES = INVENTORY_CATEGORY_TABLE.map((row) => row.id) as [TInventoryCategory, ...TInventoryCategory[]];

const LIFE_OF = new Map<string, number | null>(INVENTORY_CATEGORY_TABLE.map((row) => [row.id, row.usefulLifeYears]));

/** The table's useful life in years; null where the guides do not depreciate. */
export const usefulLifeOf = (category: TInventoryCategory): number | null => LIFE_OF.get(category) ?? null;
