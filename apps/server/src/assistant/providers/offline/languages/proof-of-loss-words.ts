import type { AmountLine, Attachment } from '../proof-of-loss-facts';
import { FRENCH_PROOF_OF_LOSS } from './french-proof-of-loss';
import type { LetterLanguage } from './letter-words';
import { SPANISH_PROOF_OF_LOSS } from './spanish-proof-of-loss';

/** The blanks a proof of loss leaves for what the records do not hold, named in the language. */
export type ProofBlank =
  | 'insurer'
  | 'policy_number'
  | 'claim_number'
  | 'adjuster'
  | 'name'
  | 'address'
  | 'phone'
  | 'email'
  | 'loss_date'
  | 'loss_type'
  | 'location'
  | 'odometer'
  | 'description'
  | 'deductible'
  | 'total'
  | 'notary';

/** The form's field labels, in the order the form gives them. */
export interface ProofFields {
  insurer: string;
  policyNumber: string;
  claimNumber: string;
  adjuster: string;
  insured: string;
  address: string;
  phone: string;
  email: string;
  lossDate: string;
  lossType: string;
  location: string;
  policeReport: string;
  odometer: string;
  payee: string;
  whatHappened: string;
  deductible: string;
  net: string;
  signature: string;
  name: string;
  date: string;
  sworn: string;
}

/** A sworn statement in proof of loss (proof-of-loss.ts) in one language: the form, and the sentences around it. */
export interface ProofOfLossWords {
  title: string;
  fields: ProofFields;
  /** A colon as the language sets it. */
  colon: ' :' | ':';
  blanks: Record<ProofBlank, string>;
  noPoliceReport: string;
  headings: { loss: string; amounts: string; attached: string; declaration: string };
  /** What each line of the amounts claims, and its blank when the records give no figure. */
  amountLines: Record<AmountLine['line'], { label: string; blank: string | null }>;
  yourEstimate: string;
  yourFigure: string;
  deductibleFromPolicy: (page: number) => string;
  attachments: Record<Attachment, string>;
  declaration: string;
  /** Before the form, when the saved description held wording that is not a fact of the loss (already quoted). */
  heldOut: (sentences: string) => string;
  intro: string;
  deadline: (title: string, date: string, citation: string) => string;
  fillNote: string;
}

const WORDS: Record<LetterLanguage, ProofOfLossWords> = { fr: FRENCH_PROOF_OF_LOSS, es: SPANISH_PROOF_OF_LOSS };

export const proofOfLossWords = (language: LetterLanguage): ProofOfLossWords => WORDS[language];
