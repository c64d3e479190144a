import { toAdjuster } from '@benji/shared';
import { formatDollars, type Amount } from '@benji/shared';
import { latestAmount, type Facts } from '../../../facts/claim-facts';
import type { RankedPassage } from '../../../retrieval/passage-search';
import { longDate } from '../format';
import { renderDraft } from '../letters/draft';
import { holdbackWindow } from './holdback-window';

/**
 * What the finished work cost: the invoices the user names, else the diary's, else the one figure
 * of their own they name. A payment from the insurer is never the cost of the work.
 */
export function finalCosts(facts: Facts): Amount[] {
  const invoices = facts.amounts.filter((amount) => amount.kind === 'invoice');
  const named = invoices.filter((amount) => amount.source === 'question');
  const ownFigures = facts.amounts.filter(
    (amount) => amount.source === 'question' && (amount.kind === 'estimate' || amount.kind === 'value'),
  );
  return named.length > 0 ? named : invoices.length > 0 ? invoices : ownFigures;
}

/** The final cost as a letter states it: one figure, or the total with its parts; null when none is known. */
function finalCost(facts: Facts): string | null {
  const costs = finalCosts(facts);
  if (costs.length === 0) return null;
  if (costs.length === 1) return costs[0]!.text;
  const total = costs.reduce((sum, amount) => sum + amount.value, 0);
  return `${formatDollars(total)} (${costs.map((amount) => amount.text).join(' + ')})`;
}

/** A request to release the recoverable depreciation held back until the repairs were done, with the policy's time limit for it. */
export function depreciation(facts: Facts, passages: readonly RankedPassage[] = []): string {
  const holdback = latestAmount(facts, 'holdback');
  const payment = latestAmount(facts, 'payment');
  const window = holdbackWindow(passages, facts.claim?.dateOfIncident ?? null);
  const cost = finalCost(facts);
  const body = toAdjuster(`
${payment ? `You paid ${payment.text} on the actual cash value basis${payment.on ? ` on ${longDate(payment.on)}` : ''}, and` : 'You'} held back [Amount Held Back] in recoverable depreciation until the repairs or replacement were completed.

The work is now complete: it was finished on [Date Work Was Completed], at a cost of ${cost ?? '[Final Cost]'}. The final invoices or receipts and photos of the finished work are attached.${window ? `\n\nMy policy (page ${window.page}) allows me to claim this amount ${window.lastDay ? `until ${longDate(window.lastDay)}` : 'within the time it sets'}, and I am claiming it within that time.` : ''}

Please release the recoverable depreciation of [Amount Held Back] and confirm in writing the amount and the date you will pay it.`);
  return renderDraft(facts, {
    intro: `**Request to release recoverable depreciation**${holdback ? ` of ${holdback.text}${holdback.on ? ` (held back on ${longDate(holdback.on)})` : ''}` : ''}.`,
    subject: 'Release of Recoverable Depreciation - Claim [Claim Number]',
    body: holdback ? body.replaceAll('[Amount Held Back]', holdback.text) : body,
    notes: [
      window
        ? `**Your policy's time limit (page ${window.page}):** “${window.wording}”${window.lastDay ? ` For your loss of ${longDate(facts.claim!.dateOfIncident)}, the last day is **${longDate(window.lastDay)}**: finish the work, replace the items and send the receipts before then.` : ''}`
        : 'Many policies set a time limit for completing repairs to recover depreciation (often 180 days or a year): check your loss settlement condition, and ask me "what does my policy say about replacement cost".',
    ],
  });
}
