import { PGlite } from '@electric-sql/pglite';
let t = performance.now();
const base = await PGlite.create('memory://');
await base.exec('create table x (id int)');
const dump = await base.dumpDataDir('none');
console.log('base+dump', (performance.now() - t).toFixed(0), dump.size);
for (let i = 0; i < 3; i++) {
  t = performance.now();
  const c = await PGlite.create('memory://', { loadDataDir: dump });
  const r = await c.query('select count(*) from x');
  console.log('create from dump', (performance.now() - t).toFixed(0), r.rows);
  await c.close();
}
