import { isStarted, type Duty } from './duties';

const insurerClocks = (duties: readonly Duty[]) => duties.filter(isStarted).filter((duty) => duty.rule.who === 'insurer');

const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** The answer to "did they miss their deadline?", before the lines that show it. */
export function missedVerdict(duties: readonly Duty[]): string {
  const started = insurerClocks(duties);
  const overdue = started.filter((duty) => duty.deadline.status === 'overdue');
  const late = started.filter(
    (duty) => duty.deadline.status === 'met' && duty.deadline.metOn !== null && duty.deadline.metOn > duty.deadline.dueOn,
  );
  if (overdue.length > 0) return `**Yes: the insurer is past ${count(overdue.length, 'a deadline', 'deadlines')}.**`;
  if (late.length > 0)
    return `**Not right now, but it was late before:** it met ${count(late.length, 'one deadline', 'deadlines')} after the due date.`;
  if (started.length === 0)
    return "**I can't tell yet:** none of the insurer's clocks has started in your claim diary. Log what has happened, starting with the day you reported the claim, and ask me again.";
  return "**No: none of the insurer's deadlines is overdue right now.**";
}

/** The next step when the insurer is late: the overdue letter the app already drafts. */
export function overdueOffer(duties: readonly Duty[]): string | null {
  const overdue = insurerClocks(duties).filter((duty) => duty.deadline.status === 'overdue');
  if (overdue.length === 0) return null;
  const what = overdue.map((duty) => duty.rule.duty).join(', and to ');
  return (
    `**The insurer is past its ${overdue.length === 1 ? 'deadline' : 'deadlines'} to ${what}.** You can remind it in writing: ` +
    'open the claim on the Claim Status page: its Deadlines tab has the overdue letter ready to copy. Or ask me for a "reminder letter" and I will fill one in for you.'
  );
}
