// npx tsx bench/assistant/policy-answer.ts — the time to answer a question about the user's policy
// offline: retrieval (concept BM25 with thesaurus and WordNet expansion), the decision and the
// reply text, over 1,000 questions on a 100-page policy. Not a test: nothing here fails a build.
import { pathToFileURL } from 'node:url';
import { amountsIn } from '../../apps/server/src/assistant/policy/amounts';
import { decidePolicyQuestion, PASSAGES_FOR_DECISION } from '../../apps/server/src/assistant/policy/decide';
import { policyAnswerText } from '../../apps/server/src/assistant/policy/policy-answer';
import { PassageSearch } from '../../apps/server/src/assistant/retrieval/passage-search';
import { longHomeownersPages } from '../../apps/server/test/assistant/policy/fixtures/long-policy';
import { passagesOf } from '../../apps/server/test/assistant/policy/fixtures/running-pages';
import { ms, percentile, report, timeEach } from './stats';

const PAGES = 100;
const COUNT = 1_000;

const ITEMS = [
  'ring',
  'laptop',
  'necklace',
  'bicycle',
  'television',
  'sofa',
  'camera',
  'watch',
  'guitar',
  'passport',
  'painting',
  'rifle',
  'kayak',
  'phone',
  'fur coat',
];
const PERILS = [
  'hail',
  'wind',
  'fire',
  'smoke',
  'lightning',
  'flood',
  'earthquake',
  'sewer backup',
  'mold',
  'termites',
  'vandalism',
  'a burst pipe',
  'ice dam',
  'a falling tree',
];
const TEMPLATES: ((item: string, peril: string, amount: number) => string)[] = [
  (item, _peril, amount) => `Is my $${amount.toLocaleString('en-US')} ${item} covered?`,
  (item) => `My ${item} was stolen from my car. Is it covered?`,
  (_item, peril) => `Is ${peril} damage covered?`,
  (_item, peril) => `Does my policy cover ${peril}?`,
  () => 'What is my deductible?',
  () => 'Will the insurance pay for a hotel while my house is being repaired?',
  (item) => `Someone broke into my house and took my ${item}, am I covered?`,
  () => 'Water has been seeping from my shower for months. Is that covered?',
  () => "Is my dog's vet bill covered?",
  (_item, peril) => `My basement was damaged by ${peril}. What does my policy say?`,
];

/** The same 1,000 questions every run, nearly all different: each template in turn, with the next item, peril and amount. */
function questions(): string[] {
  return Array.from({ length: COUNT }, (_, index) => {
    const round = Math.floor(index / TEMPLATES.length);
    return TEMPLATES[index % TEMPLATES.length]!(
      ITEMS[round % ITEMS.length]!,
      PERILS[(round * 5 + index) % PERILS.length]!,
      500 + ((index * 937) % 20_000),
    );
  });
}

export async function policyAnswerBench(): Promise<void> {
  const passages = await passagesOf(longHomeownersPages(PAGES));
  const search = new PassageSearch();
  const key = { uploadId: 'bench', version: '1' };
  const answer = async (question: string) => {
    const ranked = await search.search(key, question, PASSAGES_FOR_DECISION, async () => passages);
    const finding = decidePolicyQuestion({ question, passages: ranked, amountsInQuestion: amountsIn(question) });
    return policyAnswerText(finding, { policyFilename: 'policy.pdf', pageCount: PAGES });
  };
  // The first question builds the policy's index, loads the WordNet index files and compiles the thesaurus.
  const [first] = await timeEach(1, () => answer('Is my ring covered?'));
  const all = questions();
  const durations = await timeEach(COUNT, (index) => answer(all[index]!));
  const p95 = percentile(durations, 0.95);
  report(
    `Policy question, retrieval + decision + reply (${COUNT} questions, ${new Set(all).size} distinct, ${PAGES}-page policy, ${passages.length} passages)`,
    [
      ['first question (index, WordNet, thesaurus)', ms(first!)],
      ['p50', ms(percentile(durations, 0.5))],
      ['p95', ms(p95)],
      ['max', ms(Math.max(...durations))],
    ],
    { ok: p95 < 50, target: 'p95 under 50 ms' },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await policyAnswerBench();
