import { toAdjuster } from '../../../templates/data/compose';
import type { LedgerLetterWords } from './ledger-letter-words';

const PER = { day: 'day', night: 'night', week: 'week', month: 'month' } as const;

export const ENGLISH_LEDGER_LETTERS: LedgerLetterWords = {
  language: 'en',
  toAdjuster,
  line: ({ amount, date, payee, note }) => `${amount}${payee ? ` to ${payee}` : ''} on ${date}${note ? ` (${note})` : ''}`,
  dated: (amount, date) => `${amount} on ${date}`,
  inAll: (total, dated) => `${total} in all: ${dated.slice(0, -1).join(', ')} and ${dated.at(-1)}`,
  totalPaid: 'Total paid',
  totalIncurred: 'Total incurred',
  settlement: ({ acvPaid, heldBack, released }) => {
    const paid = `You paid me ${acvPaid} on the actual cash value basis.`;
    const holding = `You held back ${heldBack} in recoverable depreciation until the repairs or replacement were completed.`;
    return released
      ? `${paid} ${holding} You have since released ${released.amounts}, so ${released.still} is still held back.`
      : `${paid} ${holding}`;
  },
  release: {
    subject: 'Release of Recoverable Depreciation - Claim [Claim Number]',
    invoicesPlaceholder: '[Invoices Paid: Contractor, Date, Amount]',
    body: (settlement, paid, still) => `
${settlement}

The repairs or replacement are now complete: the work was finished on [Date Work Was Completed]. I have paid for it as follows:
${paid}

Copies of the paid invoices and receipts, and photos of the finished work, are attached.

Please release the recoverable depreciation of ${still} and confirm in writing the amount and the date you will pay it.`,
  },
  livingExpenses: {
    subject: 'Additional Living Expenses - Claim [Claim Number]',
    limitTerms: ({ sum_cents, rate, period }, money) => {
      const terms = [
        rate ? `${money(rate.cents)} a ${PER[rate.per]}` : null,
        period ? `for up to ${period.count} ${period.unit}${period.count === 1 ? '' : 's'}` : null,
        sum_cents === null ? null : `up to ${money(sum_cents)} in all`,
      ].filter((term) => term !== null);
      return terms.length > 0 ? terms.join(', ') : null;
    },
    noReimbursement: (outstanding) => `My records show no reimbursement of these costs so far, so ${outstanding} is outstanding.`,
    reimbursed: (amounts, outstanding) =>
      `You have reimbursed ${amounts} so far${outstanding ? `, which leaves ${outstanding} outstanding` : ''}.`,
    askLimit: (page, terms) => `That my policy (page ${page}) pays ${terms} under this coverage, and how much of it remains`,
    askLimitUnknown: 'The limit and the time limit of this coverage under my policy, and how much of it remains',
    expensesPlaceholder: '[Each Expense: What, Dates, Amount]',
    body: (incurred, paid, reimburse, askLimit) => `
Because of the loss, my home cannot be lived in, and my household has paid more than usual to live elsewhere. Under the additional living expense (loss of use) coverage of my policy, I have incurred these costs:
${incurred}${paid ? `\n\n${paid}` : ''}

Receipts are attached. Please reimburse ${reimburse ? `the ${reimburse} outstanding` : 'these costs'}, and confirm in writing:
1. ${askLimit}.
2. Whether you will pay future expenses in advance or on receipts, and how often.
3. Who I should send further receipts to.`,
  },
  depreciationExplanation: {
    subject: 'Request for an Itemized Explanation of Depreciation - Claim [Claim Number]',
    body: (settlement) => `
${settlement}

Please send me an itemized explanation of the depreciation you applied, giving for each item or line of your estimate:
1. The replacement cost before depreciation.
2. The age, the expected useful life and the condition you used.
3. The depreciation rate and amount, and whether it is recoverable or non-recoverable.
4. Whether you depreciated labour as well as materials, and why.
5. The price lists, depreciation tables or software you relied on, and the policy wording that allows the deduction.

Please also confirm what I need to send you to recover the recoverable depreciation, and by when.

Please respond by [Response Deadline].`,
  },
  contentsWaiver: {
    subject: 'Request to Waive the Itemized Contents Inventory (Total Loss) - Claim [Claim Number]',
    body: `
My home at [Loss Location] was a total loss on [Date of Loss] ([Type of Loss]). Its contents were destroyed with it, so I cannot give you a complete item-by-item inventory with ages, prices and proof of purchase.

I ask you to waive the itemized inventory requirement for my personal property (contents) and to pay the contents limit of my policy, [Contents Coverage Limit].

If you will not waive it in full, please tell me in writing:
1. Whether you will pay part of the contents limit now, without an inventory, and how much.
2. What simpler inventory you will accept (for example, a room-by-room list without prices or receipts), and how long I have to send it.
3. The policy provision or law you rely on if you require a full inventory.

Please respond by [Response Deadline].`,
  },
};
