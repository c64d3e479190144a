import { undated } from '../effective';
import { fromInsurer, toInsurer } from '../match';
import { CHECKED_ON, SOURCE } from '../sources';
import type { DeadlineRule } from '../types';

/** The standard policy's own term, labelled as such: it binds in every state, whatever its law says. */
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
    sourceUrl: SOURCE.isoHo3,
    checkedOn: CHECKED_ON,
    // New York's Insurance Law §3407 sets the same 60 days, and California's standard fire policy
    // (§2071) an earlier 60 days from the loss; each is encoded there.
    everywhereExcept: ['US-NY', 'US-CA'],
    source: 'policy_wording',
    ...undated('the policy wording'),
    provisional: false,
    appliesTo: ['home', 'other_property'],
    caveat: 'A policy term, not a law: your own policy\'s wording governs. Check its "Duties After Loss" conditions.',
  },
];
