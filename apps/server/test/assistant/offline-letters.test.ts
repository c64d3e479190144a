import { describe, expect, it } from 'vitest';
import { findTemplate } from '@benji/shared';
import { OfflineEngine } from '../../src/assistant/providers/offline/offline-engine';
import { claim, DETAILS, request } from './fixtures/context';

const engine = new OfflineEngine();
const ask = async (message: string, overrides = {}, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
  engine.reply(await request(message, overrides, history));

describe('offline engine: letters from the template store', () => {
  it.each([
    ['Write an appeal letter, my claim was denied', 'request-for-reconsideration'],
    ['Draft a counter-offer letter: they offered $5,000 and I want $9,500', 'counter-offer-submission'],
    ['I want to reject their lowball offer of $4,000. Write a letter.', 'initial-offer-rejection'],
    ['Write a letter to escalate this to a supervisor', 'escalation-to-supervisor'],
    ['I need a letter asking for the declarations page', 'request-declaration-page'],
    ['Letter asking them to explain denial code X-17', 'request-explanation-of-denial-code'],
    ['Write a letter confirming I received the payment of $8,200', 'confirmation-of-payout'],
    ['Write a reminder letter, they have not responded in weeks', 'reminder-awaiting-response'],
    ['Letter authorizing my contractor to speak on my behalf', 'third-party-authorization'],
    ['Give me the template to ask for a timeline', 'request-for-timeline'],
  ])('%s → %s', async (message, id) => {
    const reply = await ask(message);
    expect(reply.startsWith(`**${findTemplate(id)!.title}**`)).toBe(true);
  });

  it("fills in the user's real details", async () => {
    const reply = await ask('Write an appeal letter, my claim was denied');
    expect(reply).toContain('Subject: Request for Reconsideration of Denial - Claim MM-2026-0042');
    for (const value of ['Maple Mutual', 'Attention: Sam Lee', 'Dear Sam Lee,', 'Policy Number: HO-554221', 'Date of Loss: February 2, 2026', 'March 10, 2026', 'Ana Ruiz', 'Phone: 4165550100', 'Email: ana@example.com'])
      expect(reply).toContain(value);
    expect(reply).not.toContain('[Claim Number]');
    expect(reply).toContain('**Still to fill in:** [Denial Letter Date], [Denial Reason]');
  });

  it('takes amounts and codes from the message', async () => {
    expect(await ask('Draft a counter-offer letter: they offered $5,000 and I want $9,500')).toMatch(/offer of \$5,000[\s\S]*settle the claim for \$9,500/);
    expect(await ask('Letter asking them to explain denial code X-17')).toContain('Explanation of Code X-17');
  });

  it('picks the claim the user has details for, and its claim number', async () => {
    const fire = claim({ id: 2, typeOfClaim: 'House Fire', insuranceCompanyName: 'Other Insurer', dateOfIncident: '2025-11-20', policyNumber: 'FIRE-1' });
    const reply = await ask('Write a status check-in letter', { claims: [fire, claim()], claimDetails: DETAILS });
    expect(reply).toContain('Claim Number: MM-2026-0042');
    expect(reply).toContain('Date of Loss: February 2, 2026');
  });

  it('offers the letter for the claim stage when the request names none', async () => {
    const noNumber = { claimDetails: { ...DETAILS, claimNumber: '' } };
    expect(await ask('Write a letter to my insurer', noNumber)).toMatch(/^\*\*Initial Claim Submission Letter\*\* — you did not say which letter/);
  });
});

describe('offline engine: e-mail replies to the adjuster', () => {
  const email =
    'Dear Ana,\nThank you for your claim. Please send us the plumber’s invoice, photos of the basement and a list of damaged contents within 30 days. We would also like to schedule an inspection next week.\nRegards,\nSam Lee';

  it("answers each point of the adjuster's e-mail, addressed and signed with real details", async () => {
    const reply = await ask(`The adjuster sent me this, please help me reply:\n\n${email}`);
    expect(reply).toContain('Subject: Re: Claim MM-2026-0042 - Policy HO-554221\nTo: sam.lee@maple.example');
    expect(reply).toContain('Dear Sam Lee,');
    expect(reply).toContain('• plumber’s invoice\n• photos of the basement\n• list of damaged contents');
    expect(reply).toContain('available for the inspection');
    expect(reply).toContain('(within 30 days)');
    expect(reply).toContain('Thank you,\nAna Ruiz\nPhone: 4165550100\nEmail: ana@example.com');
  });

  it('finds the e-mail in the previous message when asked to reply to it', async () => {
    const reply = await ask('Draft a reply to the adjuster', {}, [
      { role: 'user', content: email },
      { role: 'assistant', content: 'Got it.' },
    ]);
    expect(reply).toContain('• photos of the basement');
  });

  it('asks about an offer and a denial the way a careful policyholder would', async () => {
    const reply = await ask('Reply to this email from the adjuster: We have reviewed your claim and offer a settlement of $6,250. Items in the basement are not covered.');
    expect(reply).toContain('offer of $6,250');
    expect(reply).toContain('specific policy provisions');
  });

  it('leaves placeholders and says where to save the missing details', async () => {
    const reply = await ask('Write an email reply to the adjuster', { claimDetails: null });
    expect(reply).toContain('Dear [Adjuster Name],');
    expect(reply).toContain('Save the adjuster’s name, the adjuster’s e-mail, the claim number in Claim Details');
  });
});
