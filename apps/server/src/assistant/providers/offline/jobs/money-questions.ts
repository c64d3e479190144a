import { distinctSums, formatDollars, type Amount } from '@benji/shared';
import { amountsOf, latestAmount, type Facts } from '../../../facts/claim-facts';
import type { RankedPassage } from '../../../retrieval/passage-search';
import { bullets, longDate, paragraphs } from '../format';
import { quote } from '../policy-answer';
import { holdbackWindow, type PolicyWindow } from './holdback-window';
import { livingExpenseClause } from './living-expenses';
import { describeLimit, livingExpenseLimit } from './living-expense-limit';

// A question about money a letter job is for ("how do I get the holdback back?", "can I claim the
// restaurant bills?") gets an answer, not a letter: how it works, what the user's own records and
// policy say, and what the records do not say. The letter is one sentence away.

const adjuster = (facts: Facts) => (facts.adjusterName ? facts.adjusterName : 'your adjuster');

function windowNote(window: PolicyWindow | null, facts: Facts): string {
  if (!window)
    return 'I found no time limit for this in the passages of your policy I read. Many policies set one (often 180 days or a year after the loss): ask your adjuster to confirm yours in writing.';
  const lastDay = window.lastDay
    ? ` For your loss of ${longDate(facts.claim!.dateOfIncident)}, the last day is **${longDate(window.lastDay)}**.`
    : '';
  return `**Your policy's time limit (page ${window.page}):** “${window.wording}”${lastDay}`;
}

/** How the depreciation held back is recovered, with the user's figures and their policy's time limit. */
export function depreciationAnswer(facts: Facts, passages: readonly RankedPassage[]): string {
  const holdback = latestAmount(facts, 'holdback');
  const payment = latestAmount(facts, 'payment');
  const window = holdbackWindow(passages, facts.claim?.dateOfIncident ?? null);
  const figures = holdback
    ? `In your claim, ${payment ? `${payment.text} was paid on the actual cash value basis and ` : ''}**${holdback.text}** is recorded as held back${holdback.on ? ` (${longDate(holdback.on)})` : ''}.`
    : 'Your records do not show an amount held back yet: the insurer’s payment letter or settlement worksheet says how much it is.';
  return paragraphs(
    `**How you get the held-back depreciation:** the insurer pays the actual cash value first and holds back the depreciation (replacement cost less actual cash value) until you repair or replace. ${figures}`,
    bullets([
      'Repair the damage or replace the items (like kind and quality).',
      'Send the final invoices or receipts, and photos of the finished work or the new items.',
      'Ask in writing for the release of the amount held back, and for the date it will be paid.',
    ]),
    windowNote(window, facts),
    `Say “write the release request” and I will draft it to ${adjuster(facts)}.`,
  );
}

const limitLine = (limit: ReturnType<typeof livingExpenseLimit>) =>
  limit
    ? `Your policy's limit for it: ${describeLimit(limit)}. Ask in writing how much of it remains.`
    : 'The coverage has a limit and often a time limit: ask for both in writing.';

/** The living costs the user names or the diary records, each once, and their sum. */
export function namedLivingCosts(facts: Facts): { named: Amount[]; total: number } {
  const named = distinctSums(amountsOf(facts, 'living_expense'));
  return { named, total: named.reduce((sum, amount) => sum + amount.value, 0) };
}

/** What additional living expenses cover, with the user's figures and their policy's clause. */
export function livingExpensesAnswer(facts: Facts, passages: readonly RankedPassage[]): string {
  const auto = facts.claim?.category === 'auto';
  const clause = livingExpenseClause(passages);
  const { named, total } = namedLivingCosts(facts);
  const figures =
    named.length > 0
      ? `The costs you name or your diary records: ${named.map((amount) => amount.text).join(' + ')}${named.length > 1 ? ` = ${formatDollars(total)}` : ''}. Keep the receipt for each.`
      : null;
  return paragraphs(
    auto
      ? '**Transportation while your vehicle is off the road:** many auto policies pay a rental or other transportation, per day up to a maximum, while the vehicle cannot be used because of a covered loss.'
      : '**Additional living expenses (loss of use):** your policy pays the increase in your living costs while your home cannot be lived in because of a covered loss — what you spend above your normal costs, not the normal costs themselves.',
    clause
      ? `What your policy says:\n${quote(clause)}`
      : 'I found no additional living expense clause in the passages of your policy I read: ask me “what does my policy say about loss of use”.',
    auto
      ? bullets([
          'Rental, taxi, rideshare and transit costs usually count.',
          'Keep every receipt, and ask for the daily amount and the maximum in writing.',
        ])
      : bullets([
          'Usually counted: hotel or rent, extra meal costs above your usual groceries, extra mileage, laundry, pet boarding, storage.',
          'Not counted: your usual rent or mortgage and bills you would pay anyway.',
          limitLine(livingExpenseLimit(passages)),
        ]),
    figures,
    `Say “write the request” and I will draft it to ${adjuster(facts)}${named.length > 0 ? ', itemised and totalled' : ''}.`,
  );
}
