/** The money of a group of lines, in cents. */
export interface MoneyTotals {
  rcvCents: number;
  depreciationCents: number;
  acvCents: number;
  itemCount: number;
}

export interface GroupTotals extends MoneyTotals {
  key: string;
}

export interface InventoryTotals {
  overall: MoneyTotals;
  byRoom: GroupTotals[];
  byCategory: GroupTotals[];
}

interface ValuedLine {
  room: string;
  category: string;
  quantity: number;
  valuation: { rcvCents: number; depreciationCents: number; acvCents: number };
}

const empty = (): MoneyTotals => ({ rcvCents: 0, depreciationCents: 0, acvCents: 0, itemCount: 0 });

function add(into: MoneyTotals, line: ValuedLine): void {
  into.rcvCents += line.valuation.rcvCents;
  into.depreciationCents += line.valuation.depreciationCents;
  into.acvCents += line.valuation.acvCents;
  into.itemCount += line.quantity;
}

// "Kitchen" and "kitchen " are one room: fast entry types the same name more than one way. The
// group keeps the spelling seen first.
function grouped(lines: readonly ValuedLine[], keyOf: (line: ValuedLine) => string): GroupTotals[] {
  const groups = new Map<string, GroupTotals>();
  for (const line of lines) {
    const key = keyOf(line).trim();
    const sameKey = key.toLocaleLowerCase('en-CA');
    let group = groups.get(sameKey);
    if (!group) groups.set(sameKey, (group = { key, ...empty() }));
    add(group, line);
  }
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Totals overall, by room and by category. Sums of the lines' own integer cents, never a
 * recomputation, so each total is exactly the sum of what the lines show.
 */
export function inventoryTotals(lines: readonly ValuedLine[]): InventoryTotals {
  const overall = empty();
  for (const line of lines) add(overall, line);
  return { overall, byRoom: grouped(lines, (line) => line.room), byCategory: grouped(lines, (line) => line.category) };
}
