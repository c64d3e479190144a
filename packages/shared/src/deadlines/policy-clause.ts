import type { Period } from './types';

/** A time limit of the user's own policy, as read from the uploaded PDF: "within one year after the date of loss". */
export interface PolicyClause {
  page: number;
  /** The sentence, as the policy words it (clipped). */
  wording: string;
  /** Counted from the date of loss, in months or calendar days. */
  period: Period;
}
