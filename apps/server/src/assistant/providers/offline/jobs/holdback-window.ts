import { lastDayFromLoss, policyTimeLimits } from '../../../policy/time-limits';
import type { RankedPassage } from '../../../retrieval/passage-search';

/** The policy's time limit to repair or replace and still collect the holdback: "within 180 days after the loss". */
export interface PolicyWindow {
  page: number;
  wording: string;
  /** 'YYYY-MM-DD', when the window runs from the date of loss and the claim has one. */
  lastDay: string | null;
}

export function holdbackWindow(passages: readonly RankedPassage[], lossDate: string | null): PolicyWindow | null {
  const window = policyTimeLimits(passages).find((limit) => limit.topic === 'holdback' && limit.start === 'loss');
  return window ? { page: window.page, wording: window.wording, lastDay: lastDayFromLoss(window, lossDate) } : null;
}
