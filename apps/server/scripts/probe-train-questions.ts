// Asks public policyholder questions the classifier never learnt of development scenarios, through
// the real routes, and prints each reply, to read for wrong readings. The questions are InsuranceQA's
// TRAIN split (never its test split, which the held-out set draws on), minus those in the corpus:
// home and renters questions of a homeowner's claim, auto questions of a car claim.
//   npx tsx apps/server/scripts/probe-train-questions.ts [--count=40] [--seed=1] [--rule=fits]
// --rule picks questions by the labelling rule's reason (a substring of it: "fits" for "fits no
// job", "covers" for policy questions); run harvest-corpus.ts --extract first to fill the cache.
import { readFileSync } from 'node:fs';
import { ZSendMessageResponse } from '@benji/shared';
import { seededRandom } from '../src/assistant/understanding/corpus/augment';
import { HARVESTED_URL, labelQuestion } from './harvest-corpus';
import { startApp } from '../eval/assistant/harness/start-app';
import { enrolScenario } from '../eval/assistant/harness/enrol-scenario';
import { illinois } from '../eval/assistant/scenarios/illinois';
import { ohio } from '../eval/assistant/scenarios/ohio';

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const count = Number(option('count', '40'));
const random = seededRandom(Number(option('seed', '1')));
const rule = option('rule', 'fits');

const learnt = new Set((JSON.parse(readFileSync(HARVESTED_URL, 'utf8')) as { utterance: string }[]).map((entry) => entry.utterance));
const pool = readFileSync(new URL('../data/insuranceqa/train-home-renters-auto.tsv', import.meta.url), 'utf8')
  .split('\n')
  .slice(1)
  .filter(Boolean)
  .map((line) => line.split('\t') as [string, string, string])
  .filter(([, , question]) => !learnt.has(question) && labelQuestion(question).because.includes(rule));
const chosen = Array.from({ length: Math.min(count, pool.length) }, () => pool.splice(Math.floor(random() * pool.length), 1)[0]!);

const app = await startApp();
const chats = { home: await enrolScenario(app.app, illinois, 'probe'), auto: await enrolScenario(app.app, ohio, 'probe') };
for (const [line, domain, question] of chosen) {
  const chat = domain === 'auto-insurance' ? chats.auto : chats.home;
  const response = await chat.send({ content: question });
  const reply =
    response.statusCode === 201 ? ZSendMessageResponse.parse(response.json()).ai_message.content : `HTTP ${response.statusCode}`;
  console.log(`\n#${line} [${domain}] ${question}\n${reply.slice(0, 700)}`);
}
await app.close();
