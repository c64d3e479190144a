import { fillPlaceholders, letterMoney, type Placeholder, type TemplateLanguage } from '@benji/shared';
import type { Facts } from '../../facts/claim-facts';
import { placeholderValues } from '../../facts/claim-facts';
import { amountsIn, type AmountKind } from '@benji/shared';
import { paragraphs } from './format';
import { fillBeforeSending } from './letters/draft';
import { checkPremise } from './letters/premises';
import { NOT_LEGAL_ADVICE } from './format';
import { pickTemplate } from './pick-template';

/** Amounts and codes the message itself gives, each only in its own role: a comparable sale is never the offer. */
export function valuesFromMessage(
  message: string,
  templateId: string,
  language: TemplateLanguage = 'en',
): Partial<Record<Placeholder, string>> {
  const amounts = amountsIn(message, 'question');
  const inRole = (kind: AmountKind) => {
    const amount = amounts.find((candidate) => candidate.kind === kind);
    return amount ? letterMoney(amount, language) : undefined;
  };
  const values: Partial<Record<Placeholder, string>> = {};
  const payment = templateId === 'confirmation-of-payout' ? inRole('payment') : undefined;
  const offer = inRole('offer');
  const counterOffer = inRole('counter_offer');
  if (payment) values['Payment Amount'] = payment;
  if (offer) values['Offer Amount'] = offer;
  if (counterOffer) values['Counter-Offer Amount'] = counterOffer;
  const code = /\bcode\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{1,15})\b/i.exec(message)?.[1];
  if (code && /\d/.test(code)) values['Denial Code'] = code.toUpperCase();
  return values;
}

/**
 * A letter from the template store, filled in with the user's details, when its premise holds in
 * the facts; what is still unknown stays in [brackets] under "Fill before sending".
 */
export function letterReply(message: string, facts: Facts): string {
  const { template, how } = pickTemplate(message, facts);
  const premise = checkPremise(template.id, facts, message);
  if (!premise.holds)
    return paragraphs(
      `I will not draft that letter yet. ${premise.missing}`,
      'If your records are missing something, add it to your claim diary and ask me again. Or tell me what you want the insurer to do, and I will draft the letter that fits — for example an update request ("ask my adjuster for an update") or a coverage question.',
    );
  const known = { ...placeholderValues(facts), ...valuesFromMessage(message, template.id) };
  const subject = fillPlaceholders(template.fullContent.subject, known);
  const body = fillPlaceholders(template.fullContent.body, known);
  const unfilled = [...new Set([...subject.unfilled, ...body.unfilled])];
  const intro =
    how === 'default'
      ? `**${template.title}** — you did not say which letter you need, so here is the one that fits where your claim is. The Template Store has 19 more; name the one you want (for example "thank-you letter" or "request my declarations page").`
      : `**${template.title}** (Template Store, ${template.category}), filled in with your details:`;
  return paragraphs(
    intro,
    `Subject: ${subject.text}`,
    body.text,
    fillBeforeSending(unfilled) ?? '**Everything is filled in.** Read it through once before you send it.',
    'Send it by e-mail or a delivery method with proof of receipt, and keep a copy.',
    NOT_LEGAL_ADVICE,
  );
}
