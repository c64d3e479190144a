import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatMessage, ClaimMessage, ZChatMessageList, ZChatSuggestions, ZSendMessageResponse, chatPaths } from '@benji/shared';
import { bearer, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimsClient } from '../claims/claim-requests';
import { diaryClient } from '../diary/diary-requests';
import { chatClient } from './chat-requests';
import { conversationWords } from '../../src/assistant/providers/offline/languages/conversation-words';

// Choices the user taps (issue 23 item 5): a clarifying reply stores the jobs it offers, a tapped
// choice runs its job on the question first asked, and the claim's state offers its next steps.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function claimant() {
  const user = await registerUser(t.app);
  return { user, chat: chatClient(t.app, user.access), claims: claimsClient(t.app, user.access), diary: diaryClient(t.app, user.access) };
}

const suggestions = async (access: string, claimId?: number, language?: string) =>
  t.app.inject({ method: 'GET', url: chatPaths.suggestions(claimId, language), headers: bearer(access) });

describe('a clarifying reply', () => {
  it('stores the jobs it offers, shows them in the history, and a tapped one is done on the question first asked', async () => {
    const who = await claimant();
    const vague = await who.chat.ask('money?');
    expect(vague.ai_message.content).toContain('Which of these do you need?');
    const offered = vague.ai_message.choices ?? [];
    expect(offered.length).toBeGreaterThanOrEqual(2);
    for (const choice of offered) expect(vague.ai_message.content).toContain(choice.message.toLowerCase().slice(0, 20));
    const history = ZChatMessageList.parse((await who.chat.history(vague.session.session_id)).json());
    expect(history.at(-1)?.choices).toEqual(offered);
    expect(history[0]?.choices).toBeUndefined();

    const picked = offered.find((choice) => choice.job === 'deadline_question') ?? offered[0]!;
    const response = await who.chat.send({ content: picked.message, job: picked.job, session_id: vague.session.session_id });
    expect(response.statusCode).toBe(201);
    const answered = ZSendMessageResponse.parse(response.json());
    expect(answered.user_message.content).toBe(picked.message);
    expect(answered.ai_message.content).not.toContain('Which of these do you need?');
    expect(answered.ai_message.choices).toBeUndefined();
  });

  it('offers its choices in the language the question was asked in', async () => {
    const who = await claimant();
    const vague = await who.chat.ask('Et l’autre chose, on en est où?');
    const offered = vague.ai_message.choices ?? [];
    expect(vague.ai_message.content).toContain('Lequel de ces choix vous faut-il?');
    expect(offered.length).toBeGreaterThanOrEqual(2);
    const french = conversationWords('fr');
    for (const choice of offered) {
      expect(choice.label).toBe(french.chipLabels[choice.job]);
      expect(vague.ai_message.content.toLowerCase()).toContain(choice.message.toLowerCase());
    }
  });

  it('refuses a job that is not one Benji does, and stores nothing', async () => {
    const who = await claimant();
    const response = await who.chat.send({ content: 'hello', job: 'transfer_money' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(ChatMessage.unknownJob);
    expect((await who.chat.sessions()).json()).toEqual([]);
  });
});

describe('GET chat/suggestions/', () => {
  it('offers first steps to a user with no claim', async () => {
    const who = await claimant();
    const response = await suggestions(who.user.access);
    expect(response.statusCode).toBe(200);
    expect(ZChatSuggestions.parse(response.json()).suggestions.map((choice) => choice.job)).toEqual(['incident']);
  });

  it('offers what the claim calls for, the offer on record named, and a tap runs that job with the claim’s facts', async () => {
    const who = await claimant();
    const claim = await who.claims.create();
    await who.diary.create(claim.id, {
      kind: 'offer_received',
      direction: 'from_insurer',
      items: [],
      summary: 'The adjuster offered $7,340 to settle the claim.',
    });
    const { suggestions: offered } = ZChatSuggestions.parse((await suggestions(who.user.access, claim.id)).json());
    expect(offered.length).toBeLessThanOrEqual(4);
    const dispute = offered.find((choice) => choice.job === 'dispute_offer');
    expect(dispute?.label).toBe('Dispute the $7,340 offer');
    expect(offered.map((choice) => choice.job)).toContain('deadline_question');

    const reply = await who.chat.send({ content: dispute!.message, job: dispute!.job, claim_id: claim.id });
    expect(reply.statusCode).toBe(201);
    expect(ZSendMessageResponse.parse(reply.json()).ai_message.content).toContain('$7,340');
  });

  it('offers the chips in the account’s language: French for a fr-CA account, the offer written as Québec writes money', async () => {
    const user = await registerUser(t.app, { language: 'fr-CA' });
    const claims = claimsClient(t.app, user.access);
    const claim = await claims.create();
    await diaryClient(t.app, user.access).create(claim.id, {
      kind: 'offer_received',
      direction: 'from_insurer',
      items: [],
      summary: 'The adjuster offered $7,340 to settle the claim.',
    });
    const { suggestions: offered } = ZChatSuggestions.parse((await suggestions(user.access, claim.id)).json());
    const byJob = new Map(offered.map((choice) => [choice.job, choice]));
    expect(byJob.get('dispute_offer')).toEqual({
      job: 'dispute_offer',
      label: 'Contester l’offre de 7\u00a0340\u00a0$',
      message: 'Rédigez une lettre contestant l’offre de 7\u00a0340\u00a0$.',
    });
    expect(byJob.get('deadline_question')?.label).toBe('Mes délais');

    // A tapped chip runs its job on the claim's facts: the offer on record.
    const reply = await chatClient(t.app, user.access).send({
      content: byJob.get('dispute_offer')!.message,
      job: 'dispute_offer',
      claim_id: claim.id,
    });
    expect(reply.statusCode).toBe(201);
    // The letter itself is French too, the offer written as Québec writes money.
    expect(ZSendMessageResponse.parse(reply.json()).ai_message.content).toMatch(/l’offre de 7\s340\s\$/);
  });

  it('keeps the English chips for an account with no language', async () => {
    const who = await claimant();
    const { suggestions: offered } = ZChatSuggestions.parse((await suggestions(who.user.access)).json());
    expect(offered).toEqual([
      { job: 'incident', label: 'First steps after a loss', message: 'I just had a loss. What should I do first?' },
    ]);
  });

  it('speaks the page’s language before the account’s, in the chips and in a tapped one’s answer', async () => {
    const who = await claimant();
    const { suggestions: offered } = ZChatSuggestions.parse((await suggestions(who.user.access, undefined, 'es-US')).json());
    expect(offered.map((choice) => choice.job)).toEqual(['incident']);
    expect(offered[0]!.label).not.toBe('First steps after a loss');
    const tapped = await chatClient(t.app, who.user.access).send({ content: offered[0]!.message, job: 'incident', lang: 'es-US' });
    expect(tapped.statusCode).toBe(201);
    // First steps are written in Spanish, not led into English.
    const answer = ZSendMessageResponse.parse(tapped.json()).ai_message.content;
    expect(answer).toMatch(/^Siento mucho lo que pasó, Ana\./);
    expect(answer).not.toMatch(/todavía está en inglés/);
    const refused = await suggestions(who.user.access, undefined, 'de-DE');
    expect(refused.statusCode).toBe(400);
    const refusedSend = await chatClient(t.app, who.user.access).send({ content: 'Hello there', lang: 'de-DE' });
    expect(refusedSend.statusCode).toBe(400);
  });

  it('refuses a claim id that is not a number', async () => {
    const who = await claimant();
    const response = await t.app.inject({ method: 'GET', url: '/api/chat/suggestions/?claim_id=abc', headers: bearer(who.user.access) });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(ClaimMessage.badClaimId);
  });
});
