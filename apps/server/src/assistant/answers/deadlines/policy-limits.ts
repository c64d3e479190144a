import { daysBetween } from '@benji/shared';
import { bullets, longDate } from '../../providers/offline/format';
import { lastDayFromLoss, policyTimeLimits, type PolicyTimeLimit, type TimeLimitTopic } from '../../policy/time-limits';
import type { StoredPassage } from '../../retrieval/passage-search';
import type { DeadlineTopic } from './topics';

const LIMIT_NAMES: Record<TimeLimitTopic, string> = {
  proof_of_loss: 'Proof of loss',
  pay: 'Payment',
  suit: 'Time limit to sue',
  appraisal: 'Appraisal',
  notice: 'Notice of the loss',
  holdback: 'Replacement cost holdback',
};

// A deadline question's topic, and the policy sentences that answer it.
const LIMITS_FOR_TOPIC: Record<DeadlineTopic, TimeLimitTopic[]> = {
  report_claim: ['notice'],
  acknowledge: [],
  request_information: ['proof_of_loss'],
  proof_of_loss: ['proof_of_loss'],
  decide: ['pay'],
  pay: ['pay'],
  suit: ['suit'],
};

/** The claim-handling limits worth listing when no law is encoded: what the user owes and what the insurer must pay. */
const CLAIM_HANDLING: readonly TimeLimitTopic[] = ['notice', 'proof_of_loss', 'pay', 'suit'];

function whenDue(limit: PolicyTimeLimit, lossDate: string | null, today: string): string {
  const lastDay = lastDayFromLoss(limit, lossDate);
  if (!lastDay || !lossDate) return '';
  const left = daysBetween(today, lastDay);
  const status = left > 0 ? `${left} ${left === 1 ? 'day' : 'days'} from today` : left === 0 ? 'today' : 'already passed';
  return ` Counted from your date of loss, ${longDate(lossDate)}: **${longDate(lastDay)}** (${status}).`;
}

function limitLine(limit: PolicyTimeLimit, lossDate: string | null, today: string): string {
  const where = `page ${limit.page}${limit.statutory ? ', a statutory condition' : ''}`;
  return `**${LIMIT_NAMES[limit.topic]}** (${where}): “${limit.wording}”${whenDue(limit, lossDate, today)}`;
}

/**
 * The time limits the user's own policy sets, quoted with their page: for the question's topics,
 * or, where no law is encoded, every claim-handling limit it has. Null when the policy says nothing.
 */
export function policyLimitsParagraph(
  passages: readonly StoredPassage[],
  topics: readonly DeadlineTopic[],
  { lossDate, today, everyClaimLimit }: { lossDate: string | null; today: string; everyClaimLimit: boolean },
): string | null {
  const wanted = new Set(topics.flatMap((topic) => LIMITS_FOR_TOPIC[topic]));
  const all = policyTimeLimits(passages);
  const asked = all.filter((limit) => wanted.has(limit.topic));
  const shown = asked.length > 0 || !everyClaimLimit ? asked : all.filter((limit) => CLAIM_HANDLING.includes(limit.topic));
  if (shown.length === 0) return null;
  return `**What your policy says** — its own time limits, which apply whatever the law adds:\n${bullets(shown.map((limit) => limitLine(limit, lossDate, today)))}`;
}
