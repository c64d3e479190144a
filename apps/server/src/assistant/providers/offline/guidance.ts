import type { TClaimType } from '@benji/shared';
import { claimTypeFromText } from '../../claim-kinds';
import type { Facts } from '../../facts/claim-facts';
import { bullets, paragraphs } from './format';
import { processGuideFor } from './jobs/process-guides';

const JOBS = [
  '**Reply to your adjuster** — paste their e-mail and ask me to draft a reply.',
  '**Write a letter** from the Template Store, filled in with your details — e.g. "write an appeal letter" or "a counter-offer letter with my contractor’s figure".',
  '**Answer questions about your policy** — upload the PDF in Claim Details, then ask "is mould covered?"; I quote the passages with their page numbers.',
  '**Format your proof of loss** from your claim.',
  '**Prepare you for an examination under oath (EUO)** with a checklist for your kind of claim.',
  '**Tell you where your claim stands** and what is due next — ask "what is my claim status?"',
];

export const LIMITS = paragraphs(
  '**What I cannot do:** file or send anything for you, contact your insurer, give legal advice, read scanned PDFs, or hold an open-ended conversation — I am Benji’s built-in offline assistant, working only from your claim details, your claims and your policy, with no language model.',
  'For free-form answers, whoever runs this Benji server can connect a language model: set LLM_BASE_URL to an OpenAI-compatible server (OpenAI, Ollama, vLLM or a llama.cpp server), LLM_MODEL to the model’s name and, if the server needs one, LLM_API_KEY, then restart Benji.',
);

export const firstName = (facts: Facts) => facts.userName.split(/\s+/)[0] ?? '';

export function capabilities(facts: Facts): string {
  return paragraphs(`${facts.userName ? `${firstName(facts)}, here` : 'Here'} is what I can do for you:`, bullets(JOBS), LIMITS);
}

export function greeting(facts: Facts): string {
  return paragraphs(`Hi${facts.userName ? ` ${firstName(facts)}` : ''}! Tell me what happened, or pick one of these:`, bullets(JOBS));
}

/** The first steps after a loss, by what each asks; which apply depends on the kind of loss. */
export type FirstStep = 'safe' | 'police' | 'water' | 'photos' | 'tell' | 'vehicleReceipts' | 'itemsList' | 'costReceipts';

/** The first steps for a kind of loss, in the order they are done. */
export function firstStepsFor(kind: TClaimType | null): FirstStep[] {
  const auto =
    kind === 'Car Theft' ||
    kind === 'Collision (Accident)' ||
    kind === 'Injury After Accident' ||
    kind === 'Vandalism / Damage While Parked';
  const theft =
    kind === 'Car Theft' || kind === 'Personal Contents Stolen' || kind === 'Storage Unit Theft' || kind === 'Vandalism / Forced Entry';
  const water = kind === 'Basement Flood / Water Damage' || kind === 'Roof Damage / Storm';
  const steps: (FirstStep | null)[] = [
    'safe',
    theft || kind === 'Collision (Accident)' ? 'police' : null,
    water ? 'water' : null,
    'photos',
    'tell',
    auto ? 'vehicleReceipts' : 'itemsList',
    'costReceipts',
  ];
  return steps.filter((step): step is FirstStep => step !== null);
}

const STEPS: Record<FirstStep, string> = {
  safe: 'Make sure everyone is safe first.',
  police: 'Report it to the police and write down the report number.',
  water: 'Stop the water if you safely can, and dry out what you can — keep receipts for fans, tarps and clean-up.',
  photos: 'Photograph and film all the damage before anything is moved or repaired.',
  tell: 'Tell your insurer in writing as soon as you can, and note the claim number and adjuster they give you.',
  vehicleReceipts: 'Keep towing, rental and repair receipts.',
  itemsList: 'Make a list of damaged or lost items, with receipts or photos that show you owned them.',
  costReceipts: 'Keep every receipt for costs the loss causes you.',
};

/** First steps after a loss, for the kind of loss the user describes, after what their policy says of it when it says something. */
export function incident(message: string, facts: Facts, policyVerdict: string | null = null): string {
  const kind = claimTypeFromText(message);
  const steps = firstStepsFor(kind).map((step) => STEPS[step]);
  // Asked about a stage of a loss ("what do I do if they deny the roof claim?"), not told of one:
  // that stage's steps, after what the policy says of the loss.
  const guide = processGuideFor(message, facts);
  if (guide) return paragraphs(policyVerdict, guide);
  const sorry = `I am sorry this happened${facts.userName ? `, ${firstName(facts)}` : ''}.`;
  const firstSteps = `${kind ? `For a ${kind.toLowerCase()} claim, here` : 'Here'} is what to do first:`;
  return paragraphs(
    policyVerdict ? `${sorry} ${policyVerdict}` : `${sorry} ${firstSteps}`,
    policyVerdict ? firstSteps : null,
    bullets(steps),
    'Then submit your claim info in Benji and save your Claim Details on this page (insurer, adjuster, claim number and your policy PDF). With those I can draft your letters and e-mails, answer questions from your policy, format your proof of loss and track your deadlines.',
  );
}
