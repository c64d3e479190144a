import { isStarted, type Duty, type StartedDuty } from './duties';

const insurerClocks = (duties: readonly Duty[]) => duties.filter(isStarted).filter((duty) => duty.rule.who === 'insurer');

/** The insurer's started clocks that are past due. */
export const overdueInsurerDuties = (duties: readonly Duty[]): StartedDuty[] =>
  insurerClocks(duties).filter((duty) => duty.deadline.status === 'overdue');

/** "Did they miss their deadline?" in figures: the insurer's clocks started, overdue, and met late. */
export function missedFacts(duties: readonly Duty[]): { started: number; overdue: number; metLate: number } {
  const started = insurerClocks(duties);
  const metLate = started.filter(
    (duty) => duty.deadline.status === 'met' && duty.deadline.metOn !== null && duty.deadline.metOn > duty.deadline.dueOn,
  );
  return { started: started.length, overdue: overdueInsurerDuties(duties).length, metLate: metLate.length };
}

const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** The answer to "did they miss their deadline?", before the lines that show it. */
export function missedVerdict(duties: readonly Duty[]): string {
  const { started, overdue, metLate } = missedFacts(duties);
  if (overdue > 0) return `**Yes: the insurer is past ${count(overdue, 'a deadline', 'deadlines')}.**`;
  if (metLate > 0)
    return `**Not right now, but it was late before:** it met ${count(metLate, 'one deadline', 'deadlines')} after the due date.`;
  if (started === 0)
    return "**I can't tell yet:** none of the insurer's clocks has started in your claim diary. Log what has happened, starting with the day you reported the claim, and ask me again.";
  return "**No: none of the insurer's deadlines is overdue right now.**";
}

/** The next step when the insurer is late: the overdue letter the app already drafts. */
export function overdueOffer(duties: readonly Duty[]): string | null {
  const overdue = overdueInsurerDuties(duties);
  if (overdue.length === 0) return null;
  const what = overdue.map((duty) => duty.rule.duty).join(', and to ');
  return (
    `**The insurer is past its ${overdue.length === 1 ? 'deadline' : 'deadlines'} to ${what}.** You can remind it in writing: ` +
    'open the claim on the Claim Status page: its Deadlines tab has the overdue letter ready to copy. Or ask me for a "reminder letter" and I will fill one in for you.'
  );
}
