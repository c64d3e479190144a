// npm run bench:feed — what a heavy account's calendar feed costs everyone else: the health check's
// latency while the feed is fetched in a loop (security probe 3, #3: before the fix one fetch of
// 10 claims × 200 diary events held the event loop for 0.4–0.75 s, and health went 12 → 373 ms).
// Not a test: nothing here fails a build.
import { cpus } from 'node:os';
import { DIARY_EVENTS_MAX, ZCalendarFeedResponse, calendarPaths } from '@benji/shared';
import { bearer, registerUser } from '../../apps/server/test/support/accounts';
import { createTestApp } from '../../apps/server/test/support/test-app';
import { latenciesDuring } from '../../apps/server/test/uploads/event-loop-latency';
import { claimsClient } from '../../apps/server/test/claims/claim-requests';
import { diaryClient } from '../../apps/server/test/diary/diary-requests';
import { ms, percentile, report, timeEach } from '../assistant/stats';

const CLAIMS = 10;
const LOOP_FETCHES = 200;
const CHANGES = 20;
const TARGET_MS = 200;

console.log(
  `Benji calendar-feed benchmark — Node ${process.version}, ${cpus().length} cores, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
);
// The limits are scaled out of the way: the benchmark measures the work each fetch does, not the
// 429s a real loop would soon get (20 fetches per token per 15 minutes).
const t = await createTestApp({ RATE_LIMIT_SCALE: '1000000' });
try {
  // Over real HTTP: the health check is what a load balancer sees while the feed is fetched.
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const health = async () => {
    const response = await fetch(`${base}/api/health/`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`health check answered ${response.status}`);
  };

  // The probe's heavy account: 10 claims, each with a full diary. Claims go through the API; the
  // 2,000 diary events are written in one statement each claim (through the API they take minutes).
  const user = await registerUser(t.app);
  const claims = claimsClient(t.app, user.access);
  const kinds = [
    ['notice_given', 'to_insurer'],
    ['documents_requested', 'from_insurer'],
    ['documents_sent', 'to_insurer'],
    ['insurer_response', 'from_insurer'],
    ['message_sent', 'to_insurer'],
    ['proof_of_loss_requested', 'from_insurer'],
    ['extension_notice', 'from_insurer'],
    ['inspection', 'from_insurer'],
  ] as const;
  const claimIds: number[] = [];
  for (let c = 0; c < CLAIMS; c += 1) {
    const texas = c % 2 === 0;
    const claim = await claims.create({
      country_of_incident: texas ? 'United States' : 'Canada',
      city_of_incident: texas ? 'Austin' : 'Ottawa',
      region: texas ? 'TX' : 'ON',
      type_of_claim: 'Roof Damage / Storm',
      date_of_incident: '2024-04-02',
      insurance_company_name: `Heavy Mutual ${c}`,
    });
    claimIds.push(claim.id);
    await t.database.executeSql(
      `insert into diary_events (claim_id, occurred_on, kind, direction, channel, summary)
       select $1, date '2024-04-03' + i * 3, ($2::text[])[1 + i % $4], ($3::text[])[1 + i % $4], 'email', 'Recorded.'
       from generate_series(0, $5) as i`,
      [claim.id, kinds.map(([kind]) => kind), kinds.map(([, direction]) => direction), kinds.length, DIARY_EVENTS_MAX - 2],
    );
  }
  const feedPath = new URL(
    ZCalendarFeedResponse.parse((await t.app.inject({ method: 'GET', url: calendarPaths.feed, headers: bearer(user.access) })).json()).url,
  ).pathname;
  const fetchFeed = async () => {
    const response = await fetch(`${base}${feedPath}`);
    const body = await response.text();
    if (response.status !== 200 || !body.includes('BEGIN:VEVENT')) throw new Error(`feed answered ${response.status}`);
  };

  const idle = await timeEach(50, health);
  const coldStarted = performance.now();
  const cold = await latenciesDuring(fetchFeed(), health, 5);
  const coldMs = performance.now() - coldStarted;

  const loopTimes: number[] = [];
  const loop = await latenciesDuring(
    timeEach(LOOP_FETCHES, fetchFeed).then((times) => loopTimes.push(...times)),
    health,
  );

  // Each round the owner records an event (the kept feed is dropped) and the feed is fetched again.
  const diary = diaryClient(t.app, user.access);
  const changeTimes: number[] = [];
  const changing = await latenciesDuring(
    timeEach(CHANGES, async (round) => {
      const claimId = claimIds[round % claimIds.length]!;
      const event = await diary.create(claimId, {
        occurred_on: '2024-04-03',
        kind: 'note',
        direction: null,
        summary: 'Called.',
        items: [],
      });
      const started = performance.now();
      await fetchFeed();
      changeTimes.push(performance.now() - started);
      await diary.remove(claimId, event.id);
    }),
    health,
  );

  const p99s = [cold, loop, changing].map(({ latencies }) => percentile(latencies, 0.99));
  const line = (latencies: number[]) =>
    `${ms(percentile(latencies, 0.5))} / ${ms(percentile(latencies, 0.99))} / ${ms(Math.max(...latencies))} (${latencies.length} calls)`;
  report(
    `GET /api/health/ while the feed of ${CLAIMS} claims × ${DIARY_EVENTS_MAX} diary events is fetched`,
    [
      ['idle: p50 / p99', `${ms(percentile(idle, 0.5))} / ${ms(percentile(idle, 0.99))}`],
      ['first fetch (nothing kept): health p50 / p99 / max', line(cold.latencies)],
      [`${LOOP_FETCHES} fetches in a loop: health p50 / p99 / max`, line(loop.latencies)],
      [`${CHANGES} diary changes, each then a fetch: health`, line(changing.latencies)],
    ],
    { ok: p99s.every((p99) => p99 < TARGET_MS), target: `health p99 under ${TARGET_MS} ms in every phase` },
  );
  report('The feed itself', [
    ['first fetch (every claim worked out)', ms(coldMs)],
    ['in the loop: p50 / p99 (kept per owner)', `${ms(percentile(loopTimes, 0.5))} / ${ms(percentile(loopTimes, 0.99))}`],
    ['after a change: p50 / p99 (one claim worked out)', `${ms(percentile(changeTimes, 0.5))} / ${ms(percentile(changeTimes, 0.99))}`],
  ]);
} finally {
  await t.close();
}
