import {
  computeDeadlines,
  DEADLINE_DISCLAIMER_LONG,
  PROVISIONAL_NOTE,
  provisionalNote,
  rollForwardNote,
  describePeriod,
  type DeadlinePause,
  type Period,
  type TDeadline,
  type TDiaryEvent,
} from '@benji/shared';
import { FRENCH_DEADLINE_WORDS } from '@benji/shared/deadline-words/fr-CA';
import { SPANISH_DEADLINE_WORDS } from '@benji/shared/deadline-words/es-US';
import { describe, expect, it } from 'vitest';
import englishClaims from '../../i18n/catalogues/en/claims.json';
import { deadlineHeading, deadlineText } from '@benji/shared';

const noted = {
  provisional: (reason: string | null) => `NOTE[${reason ?? 'none'}]`,
  counted: (period: Period, trigger: string, on: string) => `COUNTED[${describePeriod(period)} ${on} ${trigger}]`,
  extended: (counted: string, original: string) => `EXTENDED[${counted} FROM ${original}]`,
  paused: (pause: DeadlinePause) => `PAUSED[${pause.days} ${pause.from}-${pause.until ?? 'today'}]`,
  rolled: (from: string, to: string, law: string) => `ROLLED[${from}>${to} ${law}]`,
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
    expect(text.counted).toEqual({ text: `COUNTED[60 calendar days 2026-03-02 ${french.triggerPhrase}]` });
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

  it('keeps the English of a deadline the tables do not hold', () => {
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

const diary = (id: string, occurred_on: string, kind: TDiaryEvent['kind'], channel: TDiaryEvent['channel'] = 'email'): TDiaryEvent => ({
  id,
  occurred_on,
  kind,
  direction: kind === 'notice_given' || kind === 'proof_of_loss_sent' ? 'to_insurer' : 'from_insurer',
  channel,
  summary: 'Recorded.',
  items: [],
});

function texasDeadline(ruleId: string, events: TDiaryEvent[], today: string): TDeadline {
  const found = computeDeadlines({ country: 'United States', region: 'TX', lossDate: '2026-02-27', events, today }).find(
    (deadline) => deadline.ruleId === ruleId,
  );
  if (!found) throw new Error(`no deadline ${ruleId}`);
  return found;
}

/** Texas §542.056 from proof of loss on 2026-03-10, extended on 2026-03-25 to 45 days, which end on Saturday 9 May. */
const extendedAndMoved = () =>
  texasDeadline(
    'us-tx-542-056',
    [
      diary('1', '2026-03-02', 'notice_given'),
      diary('2', '2026-03-10', 'proof_of_loss_sent'),
      diary('3', '2026-03-25', 'extension_notice', 'letter'),
    ],
    '2026-03-26',
  );

describe('deadlineText, a date moved off a weekend and a period extended or stopped', () => {
  it('writes the roll-forward note and the moved day in French, the law under its own name', () => {
    // Written notice on Friday 6 March: 15 days end on Saturday 21 March, moved to Monday by §311.014(b).
    const deadline = texasDeadline('us-tx-542-055', [diary('1', '2026-03-06', 'notice_given', 'letter')], '2026-03-20');
    expect(deadline.rolledFrom).toBe('2026-03-21');
    const french = FRENCH_DEADLINE_WORDS.rules['us-tx-542-055']!;
    const text = deadlineText(deadline, FRENCH_DEADLINE_WORDS, noted);
    const note = FRENCH_DEADLINE_WORDS.rollForwardNote({ calendar: 'us_tx', citation: 'Texas Government Code §311.014(b)' });
    expect(note).toMatch(/^Un dernier jour qui tombe un samedi, un dimanche ou un jour férié est reporté au jour ouvrable suivant/);
    expect(text.caveats).toContainEqual({ text: note });
    expect(text.caveats.filter((caveat) => caveat.lang === 'en')).toEqual([]);
    expect(text.counted).toEqual({
      text: `COUNTED[15 calendar days 2026-03-06 ${french.triggerPhrase}]; ROLLED[2026-03-21>2026-03-23 Texas Government Code §311.014(b)]`,
    });
  });

  it('writes an extended period in Spanish from the extension’s own words, then the day moved', () => {
    const deadline = extendedAndMoved();
    const spanish = SPANISH_DEADLINE_WORDS.rules['us-tx-542-056']!;
    expect(deadlineText(deadline, SPANISH_DEADLINE_WORDS, noted).counted).toEqual({
      text:
        `EXTENDED[COUNTED[45 calendar days 2026-03-25 ${spanish.extensionPhrase}] FROM COUNTED[15 business days 2026-03-10 ${spanish.triggerPhrase}]]` +
        '; ROLLED[2026-05-09>2026-05-11 Texas Government Code §311.014(b)]',
    });
  });

  it('writes the days a suit period stood still in Spanish', () => {
    const events = [diary('1', '2026-03-02', 'notice_given'), diary('2', '2026-06-01', 'denial_received', 'letter')];
    const suit = computeDeadlines({
      country: 'United States',
      region: 'CA',
      lossDate: '2026-02-27',
      events,
      today: '2026-06-02',
      claimCategory: 'home',
    }).find((deadline) => deadline.ruleId === 'us-ca-2071-suit')!;
    expect(suit.pause).toEqual({ days: 91, from: '2026-03-02', until: '2026-06-01' });
    expect(deadlineText(suit, SPANISH_DEADLINE_WORDS, noted).counted.text).toMatch(
      /^COUNTED\[1 year 2026-02-27 .*\], PAUSED\[91 2026-03-02-2026-06-01\]$/,
    );
  });

  it('names Québec’s law in French in both languages', () => {
    const roll = { calendar: 'ca_qc_interpretation', citation: 'Québec Interpretation Act, art. 52', saturday: 'stays' } as const;
    expect(FRENCH_DEADLINE_WORDS.rollForwardNote(roll)).toContain('(Loi d’interprétation du Québec, art. 52)');
    expect(SPANISH_DEADLINE_WORDS.rollForwardNote(roll)).toContain('(un sábado no se mueve) (Loi d’interprétation du Québec, art. 52)');
    expect(rollForwardNote(roll.calendar, roll.citation, roll.saturday)).toContain('(Québec Interpretation Act, art. 52)');
  });
});

describe("the claims catalogue's counted sentences", () => {
  const fill = (template: string, values: Record<string, string | number>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

  it('write in English what the server writes, so the English is the same text to translate', () => {
    const deadline = extendedAndMoved();
    const { basis, basisExtended, basisRolled } = englishClaims.deadlines;
    const counted = fill(basisExtended, {
      counted: fill(basis, {
        period: '45 calendar days',
        trigger: "the insurer's written notice that it needs more time",
        date: '2026-03-25',
      }),
      original: fill(basis, { period: '15 business days', trigger: 'the insurer received all requested items', date: '2026-03-10' }),
    });
    const moved = fill(basisRolled, { from: '2026-05-09', to: '2026-05-11', law: 'Texas Government Code §311.014(b)' });
    expect(`${deadline.citation}: ${counted}; ${moved}`).toBe(deadline.basis);
  });

  it('write the days stopped as the server does', () => {
    const { basisPaused_other, basisStillPaused_other } = englishClaims.deadlines;
    expect(`, ${fill(basisPaused_other, { count: 91, from: '2026-03-02', until: '2026-06-01' })}`).toBe(
      ', plus 91 days stopped from 2026-03-02 to 2026-06-01',
    );
    expect(fill(basisStillPaused_other, { count: 3, from: '2026-03-02' })).toBe(
      'plus 3 days stopped since 2026-03-02 (still stopped today, so this date moves later each day)',
    );
  });
});
