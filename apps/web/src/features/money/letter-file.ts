import type { TLedgerLetter } from '@benji/shared';
import { letterText } from '../../lib/plain-copy/plain-letter';

/** The draft as Copy and Download give it: "Subject: …", a blank line, then the letter. */
export const draftText = (letter: Pick<TLedgerLetter, 'subject' | 'body'>) =>
  letterText({ subject: letter.subject, body: letter.body, to: null });

/** A plain-text file any e-mail program or word processor opens, named for the claim and the letter. */
export function draftFile(letter: TLedgerLetter, claimId: number): { blob: Blob; filename: string } {
  return {
    blob: new Blob([draftText(letter)], { type: 'text/plain;charset=utf-8' }),
    filename: `claim-${claimId}-${letter.kind}.txt`,
  };
}
