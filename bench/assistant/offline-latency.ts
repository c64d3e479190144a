import { ZSendMessageResponse } from '@benji/shared';
import { OfflineEngine } from '../../apps/server/src/assistant/providers/offline/offline-engine';
import { IntentClassifier } from '../../apps/server/src/assistant/understanding/classifier';
import { examplesFor, readSavedModel, type Reading } from '../../apps/server/src/assistant/understanding/saved-models';
import { request } from '../../apps/server/test/assistant/fixtures/context';
import { buildPolicyPdf } from '../../apps/server/test/assistant/fixtures/policy';
import { registerUser } from '../../apps/server/test/support/accounts';
import type { TestApp } from '../../apps/server/test/support/test-app';
import { uploadsClient } from '../../apps/server/test/uploads/upload-requests';
import { chatClient } from '../../apps/server/test/chat/chat-requests';
import { ms, percentile, report, timeEach } from './stats';

/** One of each job, so the figures cover every kind of reply the engine writes. */
export const MESSAGES = [
  'Is mold covered by my policy?',
  'What is my deductible?',
  'Write an appeal letter, my claim was denied',
  'Draft a counter-offer letter: they offered $5,000 and I want $9,500',
  'The adjuster emailed: please send us the plumber invoice, photos and a list of damaged contents within 30 days. Help me reply.',
  'Format my proof of loss, total is $18,400',
  'Help me prepare for my EUO',
  'What is the status of my claim and what is due next?',
  'What can you do?',
  'My basement flooded last night',
];

const COUNT = 200;

/**
 * What loading a model pays: reading the corpus (the glossed model's French and Spanish utterances
 * glossed) and the saved networks, building the classifier from them.
 */
function modelLoad(reading: Reading): number {
  const started = performance.now();
  IntentClassifier.fromJSON(readSavedModel(reading)?.model, examplesFor(reading));
  return performance.now() - started;
}

/** p50/p95 of the offline engine alone (context given), and of a whole POST chat/ on the embedded database. */
export async function offlineLatency(t: TestApp): Promise<void> {
  const classifierLoad = modelLoad('english');
  const glossedLoad = modelLoad('glossed');
  const requests = await Promise.all(MESSAGES.map((message) => request(message)));
  // The whole offline reply: the classifier reads the message, then the job's reply is composed.
  const offline = new OfflineEngine();
  const engine = await timeEach(COUNT, async (index) => offline.reply(requests[index % requests.length]!));

  const user = await registerUser(t.app);
  await uploadsClient(t.app, user.access).save({}, { data: await buildPolicyPdf(), filename: 'policy.pdf' });
  const chat = chatClient(t.app, user.access);
  let sessionId: string | undefined;
  const http = await timeEach(COUNT, async (index) => {
    const response = await chat.send({ content: MESSAGES[index % MESSAGES.length], ...(sessionId ? { session_id: sessionId } : {}) });
    sessionId = ZSendMessageResponse.parse(response.json()).session.session_id;
  });

  const p95 = percentile(engine, 0.95);
  report(
    `Offline engine reply latency (${COUNT} requests, ${MESSAGES.length} kinds of job)`,
    [
      ['intent classifier load (saved network)', ms(classifierLoad)],
      ['glossed classifier load (saved network)', ms(glossedLoad)],
      ['engine only (classify + compose): p50', ms(percentile(engine, 0.5))],
      ['engine only: p95', ms(p95)],
      ['POST /api/chat/ (context, engine, store): p50', ms(percentile(http, 0.5))],
      ['POST /api/chat/ (context, engine, store): p95', ms(percentile(http, 0.95))],
    ],
    { ok: p95 < 50, target: 'engine p95 under 50 ms' },
  );
}
