/** A letter as composed from the ledger, before the claim record fills its [Placeholders]. */
export interface LetterText {
  subject: string;
  body: string;
}
