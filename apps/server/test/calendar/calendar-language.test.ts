import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineWords, ruleWords, type DeadlineLocale } from '@benji/shared';
import { registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimsClient, TEXAS_ROOF_CLAIM } from '../claims/claim-requests';
import { diaryClient } from '../diary/diary-requests';
import { calendarClient, eventsOf, fetchFeed, textOf } from './calendar-requests';

// The feed and the single download speak the account's language (users.language): the rule's
// words come from the shared tables, the words around them are the calendar's own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RULE = 'us-tx-542-056';

/** An account in `language` with a Texas roof claim whose insurer owes a written decision since 26 April 2024. */
async function accountIn(language: string | undefined, insurer = TEXAS_ROOF_CLAIM.insurance_company_name) {
  const user = await registerUser(t.app, language ? { language } : {});
  const claim = await claimsClient(t.app, user.access).create({ ...TEXAS_ROOF_CLAIM, insurance_company_name: insurer });
  const diary = diaryClient(t.app, user.access);
  const sent = { direction: 'to_insurer', channel: 'email', summary: 'Recorded.', items: [] };
  await diary.create(claim.id, { ...sent, occurred_on: '2024-04-03', kind: 'notice_given' });
  await diary.create(claim.id, { ...sent, occurred_on: '2024-04-04', kind: 'acknowledgement_received', direction: 'from_insurer' });
  await diary.create(claim.id, { ...sent, occurred_on: '2024-04-05', kind: 'proof_of_loss_sent' });
  return { calendar: calendarClient(t.app, user.access), claimId: claim.id };
}

async function downloaded(language: string | undefined) {
  const { calendar, claimId } = await accountIn(language);
  const response = await calendar.event(claimId, RULE, '2024-04-05');
  expect(response.statusCode).toBe(200);
  return response.body;
}

const expected = {
  'fr-CA': {
    summary: (title: string) => `En retard : ${title} — réclamation auprès de l’assureur Lone Star Mutual`,
    who: 'Qui doit agir : l’assureur.',
    rule: 'Règle : ',
    counted: 'Décompte : ',
    feedName: 'Échéances de réclamation Benji',
    byType: 'réclamation pour dommages au toit / tempête',
  },
  'es-US': {
    summary: (title: string) => `Vencido: ${title} — reclamo ante Lone Star Mutual`,
    who: 'Quién debe actuar: la aseguradora.',
    rule: 'Norma: ',
    counted: 'Cómo se contó: ',
    feedName: 'Plazos de reclamos de Benji',
    byType: 'reclamo por daños al techo / tormenta',
  },
} satisfies Record<DeadlineLocale, unknown>;

describe.each(Object.entries(expected) as [DeadlineLocale, (typeof expected)[DeadlineLocale]][])('a %s account', (language, words) => {
  const rule = ruleWords({ id: RULE }, language)!;

  it('downloads a deadline in its language, named by the rule in that language', async () => {
    const ics = await downloaded(language);
    expect(ics).toContain(`X-WR-CALNAME:${rule.title}`);
    const [event] = eventsOf(ics);
    expect(textOf(event!.summary)).toBe(words.summary(rule.title));
    const lines = textOf(event!.description).split('\n');
    expect(lines[0]).toBe(words.who);
    expect(lines[1]).toBe(`${words.rule}${rule.citation}`);
    expect(lines.find((line) => line.startsWith(words.counted))).toMatch(/2024/);
    expect(lines.at(-1)).toBe(deadlineWords(language).disclaimer);
    expect(textOf(event!.description)).not.toMatch(/business days|Who must act|Counted:|not legal advice/);
  });

  it('gets its feed in its language, a claim with no insurer named by its type', async () => {
    const named = await accountIn(language);
    const unnamed = await accountIn(language, '');
    for (const [account, claim] of [
      [named, words.summary(rule.title)],
      [unnamed, `${words.summary(rule.title).split(' — ')[0]} — ${words.byType}`],
    ] as const) {
      const response = await fetchFeed(t.app, await account.calendar.feedUrl());
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`X-WR-CALNAME:${words.feedName}`);
      const summaries = eventsOf(response.body).map((event) => textOf(event.summary));
      expect(summaries).toContain(claim);
    }
  });
});

describe('an account with no language, or an English one', () => {
  it('keeps the English the feed always had', async () => {
    for (const language of [undefined, 'en-US', 'en-CA']) {
      const ics = await downloaded(language);
      const [event] = eventsOf(ics);
      expect(ics).toContain('X-WR-CALNAME:Accept or reject the claim in writing');
      expect(textOf(event!.summary)).toBe('Overdue: Accept or reject the claim in writing — Lone Star Mutual claim');
      expect(textOf(event!.description).split('\n').at(-1)).toBe('General information, not legal advice.');
    }
  });
});
