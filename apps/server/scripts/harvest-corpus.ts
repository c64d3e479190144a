// Builds corpus/harvested.json, the classifier's utterances written by people outside the team:
//   - InsuranceQA (Feng et al., ASRU 2015): real policyholder questions, TRAIN split only, home,
//     renters and auto domains, each labelled with a job by the rule below, or dropped;
//   - CLINC150 (Larson et al., 2019): general assistant requests, TRAIN splits only, as off_topic.
// The raw subsets used are cached under apps/server/data/ (git-ignored; sources, licences and
// commits: src/assistant/understanding/corpus/SOURCES.md). With the public
// mirrors at hand (`--extract`), they are first re-extracted from the pinned commits.
//   npx tsx apps/server/scripts/harvest-corpus.ts [--extract]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { seededRandom } from '../src/assistant/understanding/corpus/augment';
import type { Job } from '../src/assistant/understanding/jobs';
import { evaluationRuns, sharedRuns } from './eval-wording';

const DATA = new URL('../data/', import.meta.url);
const INSURANCEQA_RAW = new URL('insuranceqa/train-home-renters-auto.tsv', DATA);
const CLINC_RAW = new URL('clinc-oos/train-sample.json', DATA);
export const HARVESTED_URL = new URL('../src/assistant/understanding/corpus/harvested.json', import.meta.url);

const INSURANCEQA_MIRROR = '/work/.mirror/shuzi+insuranceQA/repo';
const INSURANCEQA_COMMIT = '5c380dd086067adacc2fec3bfa920a78e57bdcf6';
/** The training questions (the 100-answer pool file: the question column is the same in every pool size). */
const INSURANCEQA_TRAIN = 'V2/InsuranceQA.question.anslabel.raw.100.pool.solr.train.encoded.gz';
const INSURANCEQA_DOMAINS = ['home-insurance', 'renters-insurance', 'auto-insurance'];

const CLINC_MIRROR = '/work/.mirror/clinc+oos-eval/repo';
const CLINC_COMMIT = '828f8093932c8fe6ca7936c3d2e52903b1c523de';
/**
 * CLINC intents too close to one of Benji's jobs to stand for "off topic": insurance itself,
 * greetings and questions about the assistant (Benji's capabilities), word definitions
 * (explain_term), yes/no follow-ups, a rental car (living expenses), and tyre and battery trouble,
 * whose words are a vandalised or damaged car's (incident).
 */
const CLINC_EXCLUDED = new Set([
  'insurance',
  'insurance_change',
  'definition',
  'greeting',
  'goodbye',
  'thank_you',
  'what_can_i_ask_you',
  'who_do_you_work_for',
  'are_you_a_bot',
  'what_is_your_name',
  'who_made_you',
  'yes',
  'no',
  'maybe',
  'cancel',
  'repeat',
  'car_rental',
  'where_are_you_from',
  'how_old_are_you',
  'what_are_your_hobbies',
  'do_you_have_pets',
  'tire_change',
  'tire_pressure',
  'jump_start',
]);
/** Sampled per in-scope intent, plus every out-of-scope training request: about 1,100 in all. */
const CLINC_PER_INTENT = 8;
/** InsuranceQA asks "does X insurance cover Y" a thousand ways; a seeded sample per job keeps it from outweighing the team's jobs. */
const INSURANCEQA_PER_JOB = 300;

export interface HarvestedUtterance {
  source: 'insuranceqa' | 'clinc';
  /** Where in the source: split and line or intent, so it can be traced back. */
  id: string;
  job: Job;
  utterance: string;
  /** For InsuranceQA, the line of the labelling rule that chose the job. */
  rule?: string;
}

const git = (repo: string, ...args: string[]) => execFileSync('git', ['-C', repo, ...args], { maxBuffer: 1 << 28 });

function extractInsuranceQa(): void {
  const vocabulary = new Map(
    git(INSURANCEQA_MIRROR, 'show', `${INSURANCEQA_COMMIT}:V2/vocabulary`)
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t') as [string, string]),
  );
  const lines = gunzipSync(git(INSURANCEQA_MIRROR, 'show', `${INSURANCEQA_COMMIT}:${INSURANCEQA_TRAIN}`))
    .toString('utf8')
    .split('\n')
    .filter(Boolean);
  const rows = lines.flatMap((line, index) => {
    const [domain, question] = line.split('\t') as [string, string];
    if (!INSURANCEQA_DOMAINS.includes(domain)) return [];
    const text = question
      .split(' ')
      .map((token) => vocabulary.get(token) ?? token)
      .join(' ');
    return [`${index}\t${domain}\t${text}`];
  });
  mkdirSync(new URL('insuranceqa/', DATA), { recursive: true });
  writeFileSync(INSURANCEQA_RAW, `line\tdomain\tquestion\n${rows.join('\n')}\n`);
}

function extractClinc(): void {
  const data = JSON.parse(git(CLINC_MIRROR, 'show', `${CLINC_COMMIT}:data/data_full.json`).toString('utf8')) as Record<
    string,
    [string, string][]
  >;
  const random = seededRandom(150);
  const byIntent = new Map<string, [number, string][]>();
  data.train!.forEach(([text, intent], index) => {
    if (!CLINC_EXCLUDED.has(intent)) byIntent.set(intent, [...(byIntent.get(intent) ?? []), [index, text]]);
  });
  const sample: { split: string; index: number; intent: string; text: string }[] = [];
  for (const [intent, rows] of [...byIntent].sort(([a], [b]) => a.localeCompare(b))) {
    const pool = [...rows];
    for (let taken = 0; taken < CLINC_PER_INTENT && pool.length > 0; taken += 1) {
      const [index, text] = pool.splice(Math.floor(random() * pool.length), 1)[0]!;
      sample.push({ split: 'train', index, intent, text });
    }
  }
  data.oos_train!.forEach(([text], index) => sample.push({ split: 'oos_train', index, intent: 'oos', text }));
  mkdirSync(new URL('clinc-oos/', DATA), { recursive: true });
  writeFileSync(CLINC_RAW, `${JSON.stringify(sample, null, 1)}\n`);
}

// ---------------------------------------------------------------------------------------------
// The labelling rule for InsuranceQA. The first matching line decides; a question no line
// matches fits no job and is dropped. Questions about buying or managing insurance (price, quotes,
// which company, whether to have it, cancelling) are labelled first, as their own job: a claim
// assistant is asked them too, and they share words with coverage questions. Other lines of
// insurance (health, life) are dropped.
// ---------------------------------------------------------------------------------------------

const DROP = 'drop' as const;
/** Buying, pricing or managing a policy: not the claim, but asked of a claim assistant all the same, and answered by who can. */
const BUYING = 'buying_insurance' satisfies Job;
type Verdict = Job | typeof DROP;

const TERM = String.raw`(?:a |an |the )?[\w' -]{2,40}`;

export const LABEL_RULE: readonly [RegExp, Verdict, string][] = [
  [
    /\b(health|life|dental|medicare|medicaid|disability|pet|travel|long[- ]term care|flood) insurance\b|\bannuit/,
    DROP,
    'another line of insurance',
  ],
  [
    /\b(cost|costs|cheap|cheaper|cheapest|afford|affordable|price|prices|pricing|premiums?|quotes?|rates?|discounts?|best|good|top|buy|buying|purchase|shop|shopping|agent|agents|broker|companies|company (to|should)|sell|license|credit score|estimate|calculate|save|saving|typical|average|right amount|sufficient|enough|benefits?|per month|yearly|annual|recommended|ideal|advantages?|disadvantages?|based on|paid (up front|in arrears)|should my|llc|tax|taxes|mortgage|minimum|minimums|replace home insurance|expect to pay|who pays for|normal|affect|affects|record|which)\b/,
    BUYING,
    'buying insurance: price, companies, agents',
  ],
  [
    /\b(do i need|do you need|should i (get|have|buy|carry)|why (have|get|should|do i need)|is it (mandatory|required|necessary|worth|smart|wise)|required|mandatory|by law|legally required|need to have|worth it)\b/,
    BUYING,
    'whether to have insurance',
  ],
  [
    /\b(escrow|monthly|when (do|is|are|should) (you|i) ?pay|how (do|to|can|should) (i|you) pay|pay (for )?(my |your |the )?(home|homeowners?|renters?|renter's|car|auto) insurance)\b/,
    BUYING,
    'paying the premium',
  ],
  [
    /^how (high|much|low|big)\b.*\bshould\b|\b(get|getting|obtain|qualify for|apply for|add)( a| an| the| full| comprehensive)?( \w+)? (insurance|coverage|policy)\b/,
    BUYING,
    'choosing a policy',
  ],
  [
    /\b(cancel|cancell?ation|switch|change (my )?(insurance|polic)|renew|renewal|lapse|lapses|lapsed|expire|expires|late on|drop(s|ped)? (me|you)|parents?'?s?|children|kids|child|teen|on record|record|go down|go up|go into effect|set up|transfer (my )?(insurance|polic))/,
    BUYING,
    'managing the policy',
  ],
  [/\b(who (created|invented)|history of|when was .* (invented|created))\b/, DROP, 'history'],
  [/\b(without|no) (car |auto )?insurance\b|\buninsured driver\b.*\bpenalt/, BUYING, 'driving uninsured'],
  [/\b(complain|complaint|commissioner|department of insurance|regulator|ombudsman)\b/, 'escalate', 'a complaint about the insurer'],
  [/\b(sue|suing|sued|lawsuit|lawyer|attorney|court|bad faith)\b/, 'legal', 'suing or a lawyer'],
  [
    new RegExp(String.raw`^(?!.*\b(cover|covers|covered|pay|pays|my|i)\b)(what is|what's|what are|define|explain)\s${TERM}\??$`),
    'explain_term',
    'what is X (short, definitional)',
  ],
  [/\b(examination under oath|\beuo\b)/, 'euo', 'examination under oath'],
  [/\bproof of loss\b/, 'proof_of_loss', 'proof of loss'],
  [/\b(appraisal clause|invoke appraisal|umpire|independent appraiser)\b/, 'appraisal', 'the appraisal clause'],
  [/\b(recoverable depreciation|depreciation (back|holdback)|get (my |the )?depreciation)\b/, 'depreciation', 'depreciation held back'],
  [
    /\b(how long (do|does|will|can|after|until|before|is)|time limit|deadline|statute of limitations?|how soon|within how many)\b.*\b(claim|claims|pay|payout|paid|settle|settlement|report|file|money|check|investigation|inspect|adjuster)\b/,
    'deadline_question',
    'how long / deadlines',
  ],
  [
    /\b(low ?ball|too low|dispute|disagree|negotiate|fair)\b.*\b(claim|settlement|offer|adjuster|payout|estimate|value)\b/,
    'dispute_offer',
    'disputing an offer',
  ],
  [
    /^what (to|should i|do i|do you) do (after|if|when)\b.*\b(denied|denies|deny|won't pay|refuses?)\b|\bappeal\b.*\b(denied|denial)\b/,
    'next_steps',
    'a claim refused: what now',
  ],
  [
    /^(what (to|should i|do i|do you) do|what happens) (after|if|when)\b.*\b(accident|crash|fire|flood|flooded|theft|stolen|storm|burst|leak|broken into|break-in|hit|vandali[sz]ed|hail)\b|\bfirst thing\b|\bjust (had|got|been)\b/,
    'incident',
    'what to do after a loss',
  ],
  [
    /^(how (do|to|can|should) (i|you|we)? ?(file|make|submit|start|open|report) (a |an |my )?(.* )?claim|what is the claims? process)|\bclaims? (process|work)|^what happens (during|with|in|to|when (you|i) file) (a |an |my |the )?.*claim/,
    'next_steps',
    'how to make a claim',
  ],
  [/^(what (is|are|does|do)|how does|how do) .*\b(mean|means|meaning|definition|differ|difference)\b/, 'explain_term', 'what a term means'],
  [/^(what (is|are|does|do)|how does|how do) .*\b(work|works)\b/, 'explain_term', 'how a kind of cover works'],
  [
    /\b(cover|covers|covered|covering|coverage|pay|pays|paid|payout|reimburse|replace|insure|insured|claim|claims|protect|protected|include|included|exclude|excluded|deductible|limit|provide|provides)\b/,
    'policy_question',
    'what the policy covers or pays',
  ],
];

/**
 * A buying question that also speaks of a claim or a loss ("can they drop me after a claim?") is
 * left out: the team labels those by what they ask of the claim (a cancellation for claiming is a
 * legal question), and a harvested copy labelled "buying" would teach the opposite.
 */
const SPEAKS_OF_A_CLAIM = /\b(claims?|accidents?|damaged?|loss|injur\w*|stolen|theft|totaled|adjusters?)\b/;

export function labelQuestion(question: string): { verdict: Verdict; because: string } {
  const text = question.toLowerCase().replace(/\s+/g, ' ').trim();
  for (const [pattern, verdict, because] of LABEL_RULE)
    if (pattern.test(text))
      return verdict === BUYING && SPEAKS_OF_A_CLAIM.test(text)
        ? { verdict: DROP, because: `${because}, but of a claim too` }
        : { verdict, because };
  return { verdict: DROP, because: 'fits no job' };
}

async function main(): Promise<void> {
  if (process.argv.includes('--extract')) {
    extractInsuranceQa();
    extractClinc();
  }
  const evaluation = evaluationRuns();
  const harvested: HarvestedUtterance[] = [];
  const seen = new Set<string>();
  const tally = new Map<string, number>();
  const keep = (entry: HarvestedUtterance) => {
    const key = entry.utterance.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
    if (seen.has(key) || sharedRuns(entry.utterance, evaluation).length > 0) return;
    seen.add(key);
    harvested.push(entry);
  };

  const insuranceQa = readFileSync(INSURANCEQA_RAW, 'utf8').split('\n').slice(1).filter(Boolean);
  const byJob = new Map<Job, HarvestedUtterance[]>();
  for (const line of insuranceQa) {
    const [index, , question] = line.split('\t') as [string, string, string];
    const { verdict, because } = labelQuestion(question);
    tally.set(`${verdict} (${because})`, (tally.get(`${verdict} (${because})`) ?? 0) + 1);
    if (verdict === DROP) continue;
    const entry: HarvestedUtterance = {
      source: 'insuranceqa',
      id: `insuranceqa:train:${index}`,
      job: verdict,
      utterance: question,
      rule: because,
    };
    byJob.set(verdict, [...(byJob.get(verdict) ?? []), entry]);
  }
  const random = seededRandom(2015);
  // Buying questions were labelled last (2026-11-28): sampled after the other jobs, they leave
  // those jobs' samples as they were.
  for (const [, entries] of [...byJob].sort(([a], [b]) => Number(a === BUYING) - Number(b === BUYING))) {
    const pool = [...entries];
    const chosen = new Set<HarvestedUtterance>();
    while (chosen.size < Math.min(INSURANCEQA_PER_JOB, entries.length)) chosen.add(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    for (const entry of entries) if (chosen.has(entry)) keep(entry);
  }
  const clinc = JSON.parse(readFileSync(CLINC_RAW, 'utf8')) as { split: string; index: number; intent: string; text: string }[];
  for (const { split, index, intent, text } of clinc)
    keep({ source: 'clinc', id: `clinc:${split}:${intent}:${index}`, job: 'off_topic', utterance: text });

  writeFileSync(HARVESTED_URL, `[\n${harvested.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`);
  for (const [verdict, count] of [...tally].sort((a, b) => b[1] - a[1])) console.log(`${String(count).padStart(5)}  ${verdict}`);
  console.log(`${harvested.length} harvested utterances → ${HARVESTED_URL.pathname}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
