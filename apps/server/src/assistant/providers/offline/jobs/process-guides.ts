import type { Deadline } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import { tokenize, words } from '../../../retrieval/tokenize';
import { bullets, longDate, paragraphs } from '../format';
import { dueLine, pendingInsurerDuties } from '../letters/insurer-duties';
import { asksInItsOwnRight } from '../../../understanding/question-form';
import { complaintRoute } from './regulator-route';

// A "what do I do" question about a stage of any claim (how a claim goes, a denial, a car
// accident, a theft) wants that stage's steps, not this claim's status: a good adjuster answers
// what was asked, then says where the user's own claim stands. The stage is read from the
// question's words, weighed by how much each names it; a question that names no stage ("what
// now?"), or a loss told rather than asked about, is answered from the claim's records alone.

export type Stage = 'process' | 'denial' | 'accident' | 'theft';

/** Stems that name a stage, with their weight; a stage needs a weight of 2 to be the topic. */
const NAMED_BY: Record<Stage, Record<string, number>> = {
  // "What happens next" or "now" asks where this claim stands, not how claims go.
  process: {
    file: 2,
    submit: 2,
    lodg: 2,
    happen: 2,
    process: 2,
    expect: 2,
    work: 1,
    claim: 1,
    make: 1,
    start: 1,
    report: 1,
    step: 1,
    next: -4,
    now: -4,
  },
  denial: { deni: 2, denial: 2, reject: 2, refus: 2, appeal: 2, declin: 2 },
  accident: { accid: 2, crash: 2, collis: 2, wreck: 2, collid: 2 },
  theft: { stolen: 2, steal: 2, theft: 2, burglar: 2, burglari: 2, robber: 2, rob: 2 },
};
/** When two stages are named, the narrower one is the question ("what to do if my car claim is denied"). */
/** Named by a phrase rather than a stem: "broken into", "a break-in", "turned the claim down". */
const NAMED_BY_PHRASE: Partial<Record<Stage, RegExp>> = {
  theft: /\b(?:broke|broken|break(?:s|ing)?)[\s-]+in(?:to)?\b/i,
  denial: /\bturn(?:s|ed|ing)?\s+(?:\w+\s+){0,4}down\b/i,
};
const NARROWEST_FIRST: readonly Stage[] = ['denial', 'theft', 'accident', 'process'];
const TOPIC_WEIGHT = 2;

function stageAsked(question: string): Stage | null {
  // The stems, and the plain words a stemmer's stop list drops ("now").
  const terms = new Set([...tokenize(question), ...words(question)]);
  const weight = (stage: Stage) =>
    Object.entries(NAMED_BY[stage]).reduce((sum, [stem, w]) => sum + (terms.has(stem) ? w : 0), 0) +
    (NAMED_BY_PHRASE[stage]?.test(question) ? TOPIC_WEIGHT : 0);
  return NARROWEST_FIRST.find((stage) => weight(stage) >= TOPIC_WEIGHT) ?? null;
}

const sentence = (text: string) => text.replace(/[\s.]+$/, '');

/** The insurer's next duties the law times on this claim, the three a guide names. */
export const guideInsurerDuties = (facts: Facts) => pendingInsurerDuties(facts, 3);

/** The user's own next time limit on the claim, as the deadline engine computed it. */
export function ownNextDeadline(facts: Facts): Deadline | null {
  return (
    (facts.claim?.deadlines ?? [])
      .filter((deadline) => deadline.who === 'policyholder' && deadline.status === 'open' && !deadline.window)
      .sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0] ?? null
  );
}

/** The last day to sue the insurer, while it is still to come. */
export const suitDeadline = (facts: Facts): Deadline | null =>
  (facts.claim?.deadlines ?? []).find((deadline) => /\bsue\b/i.test(deadline.title) && deadline.status !== 'met') ?? null;

function processGuide(facts: Facts): string {
  const insurer = facts.insurer || 'your insurer';
  const own = facts.claim
    ? `Your ${facts.claim.typeOfClaim.toLowerCase()} claim${facts.claimNumber ? ` (${facts.claimNumber})` : ''} with ${insurer} is open${facts.claim.submittedOn ? `: you filed it on ${longDate(facts.claim.submittedOn)}` : ''}.`
    : null;
  const limits = guideInsurerDuties(facts).map(dueLine);
  const next = ownNextDeadline(facts);
  const yours = next ? `Due from you next: ${next.title.toLowerCase()}, by **${longDate(next.dueOn)}**.` : null;
  return paragraphs(
    '**How a claim goes**',
    bullets([
      'Report the loss to the insurer as soon as you can (phone, app, website, or your agent or broker): the policy requires prompt notice. Write down the claim number and the adjuster’s name.',
      'Protect the property from more damage, photograph everything before it is cleaned up, and keep the receipts.',
      'For a theft, vandalism or a crash with another driver, report it to the police and keep the report number.',
      'The adjuster inspects the damage or asks for photos, estimates and a list of what was damaged; a sworn proof of loss may be asked for, within a set time.',
      'The insurer accepts or denies the claim in writing and pays: often the actual cash value first, then the held-back depreciation once repairs are done.',
      'If you disagree with the amount, say so in writing with your own estimate; many policies have an appraisal clause for that.',
    ]),
    own,
    yours,
    limits.length > 0 ? `What the law gives ${insurer} time for on your claim:\n${bullets(limits)}` : null,
  );
}

function denialGuide(facts: Facts): string {
  const route = complaintRoute(facts);
  const suit = suitDeadline(facts);
  // A denial only told in the message is not "in your records": the diary has no entry for it.
  const denial = facts.denial?.on
    ? `Your records show the denial of ${longDate(facts.denial.on)}: “${sentence(facts.denial.summary)}”. Ask me to “write an appeal of the denial” and I will draft it from your records.`
    : facts.denial
      ? 'You tell me the claim was denied; your claim diary has no entry for it yet. Log the denial with its date and I will draft the appeal from it.'
      : 'Your claim diary records no denial on this claim. If one came, log it with its date and I will draft the appeal from it.';
  return paragraphs(
    '**If a claim is denied**',
    bullets([
      'Get the denial in writing, with the policy wording it relies on and the reports it rests on (an adjuster’s or engineer’s).',
      'Read that wording against what happened: the insurer has to show an exclusion applies, and an exception may give the loss back.',
      'Answer in writing with your evidence (photos, a contractor’s or engineer’s opinion, receipts) and ask for the decision to be reconsidered; keep a copy and the date sent.',
      route
        ? `If the insurer holds to it, complain to ${route.regulator.name} (${route.regulator.website})${route.disputeService ? `, then ${route.disputeService.name}` : ''}.`
        : 'If the insurer holds to it, complain to your state or province’s insurance regulator.',
      'A public adjuster or a lawyer can review the denial; many lawyers do a first review free.',
    ]),
    denial,
    suit ? `${suit.title}: **${longDate(suit.dueOn)}**.` : null,
  );
}

function accidentGuide(facts: Facts): string {
  const report = facts.policeReportNumber
    ? `Police report ${facts.policeReportNumber} is on file for your claim: send the adjuster the number in writing.`
    : null;
  return paragraphs(
    '**After a car accident**',
    bullets([
      'Make sure everyone is safe and get medical care if anyone is hurt; call the police if anyone is injured, a driver leaves, or the damage is more than minor.',
      'Exchange names, licence, plate and insurance details with the other driver, and get witnesses’ names and numbers.',
      'Photograph the cars, the scene and the other driver’s documents. Do not admit fault or agree to pay at the scene.',
      'Report the accident to your insurer promptly and write down the claim number; if the other driver caused it, you can also claim from their insurer.',
      'Keep the towing, rental and medical receipts, and get a repair estimate from a shop you choose.',
    ]),
    report,
  );
}

function theftGuide(facts: Facts): string {
  const report = facts.policeReportNumber ? `Police report ${facts.policeReportNumber} is on file for your claim.` : null;
  return paragraphs(
    '**After a theft or break-in**',
    bullets([
      'Report it to the police right away and keep the report number: insurers ask for it.',
      'Report it to your insurer promptly and write down the claim number.',
      'List everything taken, with its brand, model, age and price, and gather receipts, photos, boxes or card statements that show you owned it.',
      'Secure the home or car (a new lock, a boarded window) and keep those receipts: they are part of the claim.',
      'Watch for limits on jewelry, watches, cash and electronics in your policy, and cancel stolen cards and IDs.',
    ]),
    report,
  );
}

const GUIDES: Record<Stage, (facts: Facts) => string> = {
  process: processGuide,
  denial: denialGuide,
  accident: accidentGuide,
  theft: theftGuide,
};

/** The stage of a claim a question asks about in its own right, or null when it names none. */
export const stageOf = (question: string): Stage | null => (asksInItsOwnRight(question) ? stageAsked(question) : null);

/** The steps of the stage of a claim the question asks about, with the user's own facts, or null when it names none. */
export function processGuideFor(question: string, facts: Facts): string | null {
  const stage = stageOf(question);
  return stage ? GUIDES[stage](facts) : null;
}
