import { toAdjuster } from '../../templates/data/compose';
import type { LetterLine } from './figures';
import type { LetterText } from './letter-text';
import { acvPaid, heldBack } from './settlement';

/** Asks how the depreciation on the claim was worked out, item by item, from the settlement the ledger records. */
export function depreciationExplanationLetter(entries: readonly LetterLine[]): LetterText {
  return {
    subject: 'Request for an Itemized Explanation of Depreciation - Claim [Claim Number]',
    body: toAdjuster(`
${acvPaid(entries)} ${heldBack(entries)}

Please send me an itemized explanation of the depreciation you applied, giving for each item or line of your estimate:
1. The replacement cost before depreciation.
2. The age, the expected useful life and the condition you used.
3. The depreciation rate and amount, and whether it is recoverable or non-recoverable.
4. Whether you depreciated labour as well as materials, and why.
5. The price lists, depreciation tables or software you relied on, and the policy wording that allows the deduction.

Please also confirm what I need to send you to recover the recoverable depreciation, and by when.

Please respond by [Response Deadline].`),
  };
}
