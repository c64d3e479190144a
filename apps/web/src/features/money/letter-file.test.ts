import { describe, expect, it } from 'vitest';
import { draftFile, draftText } from './letter-file';

const letter = {
  kind: 'depreciation-release' as const,
  subject: 'Release of Recoverable Depreciation - Claim MM-42',
  body: 'Dear Sam Lee,\n\nPlease release $3,500.',
  unfilled: [],
  adjuster_email: null,
  language: 'en' as const,
};

describe('a drafted ledger letter as text', () => {
  it('is the subject line, a blank line, then the letter', () => {
    expect(draftText(letter)).toBe('Subject: Release of Recoverable Depreciation - Claim MM-42\n\nDear Sam Lee,\n\nPlease release $3,500.');
  });

  it('labels the subject in the letter’s own language', () => {
    const french = { ...letter, language: 'fr-CA' as const, subject: 'Versement de la dépréciation récupérable - Réclamation MM-42' };
    expect(draftText(french).startsWith('Objet : Versement de la dépréciation récupérable')).toBe(true);
    expect(draftText({ ...letter, language: 'es-US' }).startsWith('Asunto: Release')).toBe(true);
  });

  it('downloads as a UTF-8 text file named for the claim and the letter', async () => {
    const { blob, filename } = draftFile(letter, 7);
    expect(filename).toBe('claim-7-depreciation-release.txt');
    expect(blob.type).toBe('text/plain;charset=utf-8');
    expect(await blob.text()).toBe(draftText(letter));
  });
});
