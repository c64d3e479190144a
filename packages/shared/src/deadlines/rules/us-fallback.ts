import { undated } from '../effective';
import { fromInsurer, toInsurer } from '../match';
import type { DeadlineRule } from '../types';

/** For states with no encoded rule: the standard policy's own term, labelled as such. */
export const US_FALLBACK_RULES: DeadlineRule[] = [
  {
    id: 'us-policy-proof-of-loss',
    jurisdiction: 'US-*',
    who: 'policyholder',
    title: 'Send the sworn proof of loss',
    duty: 'send the sworn proof of loss',
    unit: 'calendar',
    days: 60,
    trigger: fromInsurer('proof_of_loss_requested'),
    triggerPhrase: "the insurer's request for proof of loss",
    satisfiedBy: toInsurer('proof_of_loss_sent'),
    onRetrigger: 'keep',
    citation: 'Standard homeowners policy wording (ISO HO-3), not a statute',
    source: 'policy_wording',
    ...undated('the policy wording'),
    provisional: false,
    appliesTo: ['home', 'other_property'],
    caveat: "A policy term, not a law: your own policy's wording governs. Check its \"Duties After Loss\" conditions.",
  },
];
