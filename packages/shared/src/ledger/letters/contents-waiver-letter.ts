import { toAdjuster } from '../../templates/data/compose';
import type { LetterText } from './letter-text';

/**
 * After a total loss, asks the insurer to pay the contents without an item-by-item inventory. Built
 * from the claim's own facts only; the ledger records no contents limit, so it is the user's to fill.
 */
export function contentsWaiverLetter(): LetterText {
  return {
    subject: 'Request to Waive the Itemized Contents Inventory (Total Loss) - Claim [Claim Number]',
    body: toAdjuster(`
My home at [Loss Location] was a total loss on [Date of Loss] ([Type of Loss]). Its contents were destroyed with it, so I cannot give you a complete item-by-item inventory with ages, prices and proof of purchase.

I ask you to waive the itemized inventory requirement for my personal property (contents) and to pay the contents limit of my policy, [Contents Coverage Limit].

If you will not waive it in full, please tell me in writing:
1. Whether you will pay part of the contents limit now, without an inventory, and how much.
2. What simpler inventory you will accept (for example, a room-by-room list without prices or receipts), and how long I have to send it.
3. The policy provision or law you rely on if you require a full inventory.

Please respond by [Response Deadline].`),
  };
}
