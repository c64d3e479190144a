import { computeDeadlines, DEADLINE_DISCLAIMER_LONG, PROVISIONAL_NOTE, provisionalNote, type TDeadline } from '@benji/shared';
import { FRENCH_DEADLINE_WORDS } from '@benji/shared/deadline-words/fr-CA';
import { SPANISH_DEADLINE_WORDS } from '@benji/shared/deadline-words/es-US';
import { describe, expect, it } from 'vitest';
import englishClaims from '../../i18n/catalogues/en/claims.json';
import { deadlineHeading, deadlineText } from '@benji/shared';

const noted = {
  provisional: (reason: string | null) => `NOTE[${reason ?? 'none'}]`,
  counted: (deadline: TDeadline, trigger: string) => `COUNTED[${deadline.triggeredOn} ${trigger}]`,
};

function deadlineOf(country: 'Canada' | 'United States', region: string, ruleId: string): TDeadline {
  const events = [
    {
      id: '1',
      occurred_on: '2026-03-02',
      kind: 'notice_given' as const,
      direction: 'to_insurer' as const,
      channel: 'email' as const,
      summary: 'Sent.',
      items: [],
    },
  ];
  const found = computeDeadlines({ country, region, lossDate: '2026-03-01', events, today: '2026-03-05' }).find((d) => d.ruleId === ruleId);
  if (!found) throw new Error(`no deadline ${ruleId}`);
  return found;
}

describe('deadlineText', () => {
  it('gives every word exactly as the server sent it when there is no table (English)', () => {
    const deadline = deadlineOf('Canada', 'QC', 'ca-qc-pay-or-reject');
    const text = deadlineText(deadline, null, noted);
    expect(text).toEqual({
      title: deadline.title,
      citation: deadline.citation,
      effectiveNote: deadline.effectiveNote,
      caveats: deadline.caveats.map((caveat) => ({ text: caveat })),
      counted: { text: deadline.basis.replace(`${deadline.citation}: `, '') },
      translated: false,
    });
    expect(deadlineHeading(deadline, null)).toEqual({ title: 'Pay or reject the claim', citation: 'Civil Code of Québec, art. 2473' });
  });

  it('writes a Québec rule in French: its title, the Code civil du Québec, its note and why it is provisional', () => {
    const deadline = deadlineOf('Canada', 'QC', 'ca-qc-pay-or-reject');
    const french = FRENCH_DEADLINE_WORDS.rules['ca-qc-pay-or-reject']!;
    const text = deadlineText(deadline, FRENCH_DEADLINE_WORDS, noted);
    expect(text.title).toBe(french.title);
    expect(text.citation).toBe('Code civil du Québec, art. 2473');
    expect(text.effectiveNote).toBe(french.effectiveNote);
    expect(text.caveats).toContainEqual({ text: `NOTE[${french.provisionalReason}]` });
    // A plain basis (no extension, pause or moved day) is written in the language from the trigger's words.
    expect(text.counted).toEqual({ text: `COUNTED[2026-03-02 ${french.triggerPhrase}]` });
    expect(text.translated).toBe(true);
  });

  it('writes the business-days note of the place in Spanish', () => {
    const deadline = deadlineOf('United States', 'NY', 'us-ny-216-5');
    expect(deadline.unit).toBe('business');
    const text = deadlineText(deadline, SPANISH_DEADLINE_WORDS, noted);
    expect(text.title).toBe(SPANISH_DEADLINE_WORDS.rules['us-ny-216-5']!.title);
    const notes = Object.values(SPANISH_DEADLINE_WORDS.businessDaysNote);
    expect(text.caveats.some((caveat) => notes.includes(caveat.text))).toBe(true);
    // A caveat left in English is the exception, and it says so.
    for (const caveat of text.caveats) expect(deadline.caveats.includes(caveat.text)).toBe(caveat.lang === 'en');
  });

  it('keeps the English of a deadline the tables do not hold (the user’s own policy clause)', () => {
    const deadline = { ...deadlineOf('Canada', 'QC', 'ca-qc-pay-or-reject'), ruleId: 'policy-suit-clause', title: 'Sue under your policy' };
    expect(deadlineText(deadline, FRENCH_DEADLINE_WORDS, noted).title).toBe('Sue under your policy');
    expect(deadlineHeading(deadline, SPANISH_DEADLINE_WORDS).title).toBe('Sue under your policy');
  });
});

describe("the claims catalogue's deadline notes", () => {
  it('are in English what @benji/shared writes, so English readers read the same words', () => {
    expect(englishClaims.deadlines.disclaimerLong).toBe(DEADLINE_DISCLAIMER_LONG);
    expect(englishClaims.deadlines.provisionalNoteUnexplained).toBe(PROVISIONAL_NOTE);
    expect(englishClaims.deadlines.provisionalNote.replace('{{reason}}', 'why.')).toBe(provisionalNote('why.'));
  });
});

describe('deadlineText, the counted sentence', () => {
  it('keeps a basis with more in it than period, trigger and date as the server’s English, marked so', () => {
    const plain = deadlineOf('Canada', 'QC', 'ca-qc-pay-or-reject');
    const moved = { ...plain, basis: `${plain.basis}; 2026-05-01 is not a business day, so it moves to 2026-05-04 (a law)` };
    expect(deadlineText(moved, FRENCH_DEADLINE_WORDS, noted).counted).toEqual({
      text: moved.basis.replace(`${plain.citation}: `, ''),
      lang: 'en',
    });
  });
});
