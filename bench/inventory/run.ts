// npm run bench:inventory — issue 25's figure: a 2,000-item contents inventory loads and totals in
// under 300 ms on the server. Prints the import of 2,000 rows, the list with its totals over real
// HTTP (read, valued, totalled, serialised and sent), and the valuation and totals alone.
// Not a test: nothing here fails a build.
import { cpus } from 'node:os';
import {
  INVENTORY_CATEGORY_TABLE,
  INVENTORY_CONDITIONS,
  ZInventoryImportResult,
  ZInventoryList,
  inventoryTotals,
  inventoryPaths,
  valueItem,
} from '@benji/shared';
import { bearer, registerUser } from '../../apps/server/test/support/accounts';
import { createTestApp } from '../../apps/server/test/support/test-app';
import { claimsClient } from '../../apps/server/test/claims/claim-requests';
import { fileForm } from '../../apps/server/test/inventory/inventory-requests';
import { ms, percentile, report, timeEach } from '../assistant/stats';

const ITEMS = 2_000;
const LOADS = 50;
const TARGET_MS = 300;
const ROOMS = ['Kitchen', 'Living room', 'Bedroom 1', 'Bedroom 2', 'Basement', 'Garage', 'Office', 'Dining room'];

console.log(
  `Benji inventory benchmark — Node ${process.version}, ${cpus().length} cores, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
);
const t = await createTestApp({ RATE_LIMIT_SCALE: '1000000' });
try {
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const user = await registerUser(t.app);
  const claimId = (await claimsClient(t.app, user.access).create()).id;

  // A varied sheet: every category and condition, ages in years, prices with $ and separators.
  const rows = Array.from({ length: ITEMS }, (_, i) => {
    const category = INVENTORY_CATEGORY_TABLE[i % INVENTORY_CATEGORY_TABLE.length]!.label;
    const condition = INVENTORY_CONDITIONS[i % INVENTORY_CONDITIONS.length]!;
    const price = `"$${(1 + ((i * 7919) % 250_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}"`;
    return `${ROOMS[i % ROOMS.length]},"Item ${i + 1}, as listed","${category}",${1 + (i % 4)},${i % 15},${price},${condition}`;
  });
  const sheet = ['Room,Description,Category,Quantity,Age (years),Replacement cost,Condition', ...rows].join('\r\n');
  const importStarted = performance.now();
  const imported = await t.app.inject({
    method: 'POST',
    url: inventoryPaths.import(claimId),
    headers: bearer(user.access),
    payload: fileForm(sheet),
  });
  const importMs = performance.now() - importStarted;
  if (ZInventoryImportResult.parse(imported.json()).imported !== ITEMS) throw new Error(`import answered ${imported.statusCode}`);

  let bytes = 0;
  const load = async () => {
    const response = await fetch(`${base}${inventoryPaths.items(claimId)}`, { headers: bearer(user.access) });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`list answered ${response.status}`);
    bytes = body.length;
    return body;
  };
  const list = ZInventoryList.parse(JSON.parse(await load()));
  if (list.items.length !== ITEMS) throw new Error(`the list holds ${list.items.length} items`);
  const loads = await timeEach(LOADS, load);

  // The pure part of the answer: 2,000 lines valued and totalled, as the list route does it.
  const inputs = list.items.map((item) => ({
    room: item.room,
    category: item.category,
    quantity: item.quantity,
    input: {
      category: item.category,
      quantity: item.quantity,
      unitReplacementCostCents: item.unit_replacement_cost_cents,
      ageMonths: item.valuation.age_months,
      condition: item.condition,
      lifeYearsOverride: item.life_years_override,
    },
  }));
  const valuing = await timeEach(LOADS, async () =>
    inventoryTotals(
      inputs.map((line) => ({ room: line.room, category: line.category, quantity: line.quantity, valuation: valueItem(line.input) })),
    ),
  );

  const p99 = percentile(loads, 0.99);
  report(
    `GET ${inventoryPaths.items(claimId)} with ${ITEMS} items, over HTTP (${(bytes / 1024).toFixed(0)} KiB of JSON)`,
    [
      ['load and total: p50 / p99 / max', `${ms(percentile(loads, 0.5))} / ${ms(p99)} / ${ms(Math.max(...loads))} (${LOADS} loads)`],
      ['valuation and totals alone: p50 / p99', `${ms(percentile(valuing, 0.5))} / ${ms(percentile(valuing, 0.99))}`],
      [`import of ${ITEMS} CSV rows (read, checked, stored)`, ms(importMs)],
      ['overall ACV / RCV', `${list.totals.overall.acv_cents} / ${list.totals.overall.rcv_cents} cents`],
    ],
    { ok: p99 < TARGET_MS, target: `load and total p99 under ${TARGET_MS} ms` },
  );
} finally {
  await t.close();
}
