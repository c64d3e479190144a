// npm run bench:assistant — prints the assistant's figures. Not a test: nothing here fails a build.
import { cpus } from 'node:os';
import { createTestApp } from '../../apps/server/test/support/test-app';
import { ingest } from './ingest';
import { offlineLatency } from './offline-latency';
import { streamOverhead } from './stream-overhead';

console.log(
  `Benji assistant benchmark — Node ${process.version}, ${cpus().length} cores, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
);
const t = await createTestApp();
try {
  await offlineLatency(t);
  await ingest(t);
} finally {
  await t.close();
}
await streamOverhead();
