import type { TLedgerLetter } from '@benji/shared';
import { SUBJECT_LABEL } from '../../lib/plain-copy/letter-words';
import { letterText } from '../../lib/plain-copy/plain-letter';

/** The draft as Copy and Download give it: "Subject: …" ("Objet : …", "Asunto: …"), a blank line, then the letter. */
export const draftText = (letter: Pick<TLedgerLetter, 'subject' | 'body' | 'language'>) =>
  letterText({ subject: letter.subject, subjectLabel: SUBJECT_LABEL[letter.language], body: letter.body, to: null });

/** A plain-text file any e-mail program or word processor opens, named for the claim and the letter. */
export function draftFile(letter: TLedgerLetter, claimId: number): { blob: Blob; filename: string } {
  return {
    blob: new Blob([draftText(letter)], { type: 'text/plain;charset=utf-8' }),
    filename: `claim-${claimId}-${letter.kind}.txt`,
  };
}
