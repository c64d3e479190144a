import type { Duty } from './duties';
import { asksWhetherMissed, TOPIC_HEADINGS, topicsInQuestion, topicsOfRule, type DeadlineTopic } from './topics';

export interface Selection {
  heading: string;
  topics: DeadlineTopic[];
  /** "Did they miss their deadline?" about duties that include the insurer's: its clocks, judged. */
  missed: boolean;
  /** The duties the question is about. */
  duties: Duty[];
  /** The insurer's clocks that the user's proof of loss starts, when the question is about proof of loss. */
  startedByProof: Duty[];
}

const isInsurers = (duty: Duty) => duty.rule.who === 'insurer';

const startsOnProofOfLoss = (duty: Duty) =>
  isInsurers(duty) && duty.rule.trigger !== 'loss_date' && duty.rule.trigger.some((match) => match.kind === 'proof_of_loss_sent');

/**
 * The duties a deadline question is about. A question that names no topic gets every clock of
 * both sides, and "did they miss…" gets the insurer's.
 */
export function selectDuties(question: string, all: readonly Duty[]): Selection {
  const topics = topicsInQuestion(question);
  const asksMissed = asksWhetherMissed(question);
  if (topics.length === 0) {
    const duties = asksMissed ? all.filter(isInsurers) : [...all];
    const heading = asksMissed ? 'Has the insurer missed a deadline?' : 'Your claim deadlines';
    return { heading, topics, missed: asksMissed && duties.length > 0, duties, startedByProof: [] };
  }
  const duties = all.filter((duty) => topicsOfRule(duty.rule).some((topic) => topics.includes(topic)));
  // "How late can I send my proof of loss?" is about the user's own clock, not a verdict on the insurer.
  const missed = asksMissed && duties.some(isInsurers);
  const startedByProof = topics.includes('proof_of_loss') ? all.filter((duty) => startsOnProofOfLoss(duty) && !duties.includes(duty)) : [];
  const heading = topics.map((topic) => TOPIC_HEADINGS[topic]).join(' · ');
  return { heading, topics, missed, duties, startedByProof };
}
