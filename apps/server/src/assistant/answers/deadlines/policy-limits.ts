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
 * The time limits the user's own policy sets: for the question's topics, or, where no law is
 * encoded, every claim-handling limit it has. Empty when the policy says nothing.
 */
export function policyLimitsShown(
  passages: readonly StoredPassage[],
  topics: readonly DeadlineTopic[],
  everyClaimLimit: boolean,
): PolicyTimeLimit[] {
  const wanted = new Set(topics.flatMap((topic) => LIMITS_FOR_TOPIC[topic]));
  const all = policyTimeLimits(passages);
  const asked = all.filter((limit) => wanted.has(limit.topic));
  return asked.length > 0 || !everyClaimLimit ? asked : all.filter((limit) => CLAIM_HANDLING.includes(limit.topic));
}

/** The policy's limits quoted with their page and, counted from the loss, their last day; null when there are none. */
export function policyLimitsParagraph(shown: readonly PolicyTimeLimit[], lossDate: string | null, today: string): string | null {
  if (shown.length === 0) return null;
  return `**What your policy says** — its own time limits, which apply whatever the law adds:\n${bullets(shown.map((limit) => limitLine(limit, lossDate, today)))}`;
}
