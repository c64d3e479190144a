import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimMessage, ZChatSessionList, ZClaim, ZClaimUploadList, ZClaimUploadResponse, type TClaimUpload } from '@benji/shared';
import { buildPdf } from '../assistant/fixtures/pdf';
import { chatClient } from '../chat/chat-requests';
import { registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { uploadsClient, validUploadFields } from '../uploads/upload-requests';
import { claimNotFound, claimsClient, minimalPdf } from './claim-requests';
import { storedFileCount } from './stored-files';

// One claim record: a claim submitted on the dashboard and the chat page's claim details are one
// thing, whichever of the spec's paths writes or reads it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function claimant() {
  const user = await registerUser(t.app);
  return {
    user,
    claims: claimsClient(t.app, user.access),
    uploads: uploadsClient(t.app, user.access),
    chat: chatClient(t.app, user.access),
  };
}
type Claimant = Awaited<ReturnType<typeof claimant>>;

const detailsOf = async (who: Claimant): Promise<TClaimUpload[]> => ZClaimUploadList.parse((await who.uploads.list()).json());
const claimOf = async (who: Claimant, id: number) => ZClaim.parse((await who.claims.get(id)).json());

const policyPdf = (words: string) => buildPdf([[{ heading: 'SECTION I - PROPERTY' }, { text: words }]]);

describe('a claim submitted on the dashboard', () => {
  it('opens its claim details with what was typed there and its policy, read for the assistant', async () => {
    const who = await claimant();
    const claim = await who.claims.create(
      { insurance_company_name: 'Maple Mutual', policy_number: 'HO-1', police_report_number: 'PR-9' },
      { data: await policyPdf('We cover sudden and accidental water damage.'), filename: 'my-policy.pdf' },
    );
    const [details, ...others] = await detailsOf(who);
    expect(others).toEqual([]);
    expect(details).toMatchObject({
      claim_id: claim.id,
      insurance_company_name: 'Maple Mutual',
      policy_number: 'HO-1',
      police_report_number: 'PR-9',
      adjuster_name: '',
      add_claim_number: '',
      policy_text_status: 'indexed',
      policy_page_count: 1,
    });
    expect(details?.files_metadata.map((file) => file.filename)).toEqual(['my-policy.pdf']);
    // One stored file: the claim's document and the details' policy are the same.
    expect(await storedFileCount(t.database.db, who.user.user.pk)).toBe(1);
  });

  it('keeps a policy the reader cannot read as the claim document only', async () => {
    const who = await claimant();
    const unreadable = Buffer.concat([Buffer.from('%PDF-1.7\nnot really a pdf\n'), Buffer.from('%%EOF\n')]);
    const claim = await who.claims.create({}, { data: unreadable, filename: 'scan.pdf' });
    expect(claim.policy_document_name).toBe('scan.pdf');
    const [details] = await detailsOf(who);
    expect(details).toMatchObject({ claim_id: claim.id, files_metadata: [], policy_text_status: 'none' });
  });

  it('takes over the details a user saved before any claim, and their policy when it has none', async () => {
    const who = await claimant();
    const earlier = await who.uploads.save({ policy_number: '' }, { data: minimalPdf(), filename: 'earlier.pdf' });
    expect(earlier.claim_id).toBeNull();
    const claim = await who.claims.create({ insurance_company_name: 'Intact Insurance', policy_number: 'POL-7' });
    const [details, ...others] = await detailsOf(who);
    expect(others).toEqual([]);
    expect(details).toMatchObject({
      upload_id: earlier.upload_id,
      claim_id: claim.id,
      // The claim's values where it has them; the adjuster's as the user typed them before.
      insurance_company_name: 'Intact Insurance',
      policy_number: 'POL-7',
      adjuster_name: 'Sam Lee',
      add_claim_number: 'MM-2026-0042',
    });
    expect((await claimOf(who, claim.id)).policy_document_name).toBe('earlier.pdf');
    expect((await who.claims.document(claim.id)).rawPayload.equals(minimalPdf())).toBe(true);
  });
});

describe('claim details saved on the chat page', () => {
  it('are the chosen claim’s: its insurer, numbers and policy change with them, in one file', async () => {
    const who = await claimant();
    const older = await who.claims.create({ insurance_company_name: 'Older Mutual' });
    const newer = await who.claims.create({ insurance_company_name: 'Newer Mutual' });
    const newPolicy = await policyPdf('Hail damage to the roof is covered.');
    const response = await who.uploads.create(
      validUploadFields({ claim_id: String(older.id), insurance_company_name: 'Older Mutual Group', policy_number: 'OM-2' }),
      [{ data: newPolicy, filename: 'older-policy.pdf' }],
    );
    expect(response.statusCode).toBe(201);
    expect(ZClaimUploadResponse.parse(response.json()).claim_upload).toMatchObject({ claim_id: older.id, adjuster_name: 'Sam Lee' });

    expect(await claimOf(who, older.id)).toMatchObject({
      insurance_company_name: 'Older Mutual Group',
      policy_number: 'OM-2',
      policy_document_name: 'older-policy.pdf',
    });
    expect((await who.claims.document(older.id)).rawPayload.equals(newPolicy)).toBe(true);
    expect((await claimOf(who, newer.id)).insurance_company_name).toBe('Newer Mutual');
    // Saving again for the same claim replaces its details: a claim has one set.
    const again = await who.uploads.create(validUploadFields({ claim_id: String(older.id), adjuster_name: 'Ana Ruiz' }));
    expect(again.statusCode).toBe(201);
    const all = await detailsOf(who);
    expect(all.filter((details) => details.claim_id === older.id).map((details) => details.adjuster_name)).toEqual(['Ana Ruiz']);
    expect(all).toHaveLength(2);
  });

  it('without a claim named, are the newest claim’s', async () => {
    const who = await claimant();
    await who.claims.create();
    const newest = await who.claims.create();
    expect((await who.uploads.save({ add_claim_number: 'N-1' })).claim_id).toBe(newest.id);
  });

  it('write a change made with PATCH to the claim, and a new policy replaces the old file', async () => {
    const who = await claimant();
    const claim = await who.claims.create({}, { data: minimalPdf(), filename: 'first.pdf' });
    const [details] = await detailsOf(who);
    const replacement = await policyPdf('Sewer backup is covered up to $10,000.');
    const response = await who.uploads.update(details!.upload_id, validUploadFields({ police_report_number: 'PR-42' }), [
      { data: replacement, filename: 'second.pdf' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await claimOf(who, claim.id)).toMatchObject({ police_report_number: 'PR-42', policy_document_name: 'second.pdf' });
    expect(await storedFileCount(t.database.db, who.user.user.pk)).toBe(1);
  });

  it('refuse another user’s claim and a claim id that is not a number, and store nothing', async () => {
    const who = await claimant();
    const stranger = await claimant();
    const theirs = await stranger.claims.create();
    const foreign = await who.uploads.create(validUploadFields({ claim_id: String(theirs.id) }), [
      { data: minimalPdf(), filename: 'p.pdf' },
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(claimNotFound);
    const bad = await who.uploads.create(validUploadFields({ claim_id: 'abc' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().claim_id).toEqual([ClaimMessage.badClaimId]);
    expect(await detailsOf(who)).toEqual([]);
    expect(await storedFileCount(t.database.db, who.user.user.pk)).toBe(0);
    expect((await claimOf(stranger, theirs.id)).insurance_company_name).toBe('Intact Insurance');
  });
});

describe('deleting a claim', () => {
  it('deletes its details and their policy with it, and leaves the other claim’s', async () => {
    const who = await claimant();
    const kept = await who.claims.create({}, { data: minimalPdf(), filename: 'kept.pdf' });
    const gone = await who.claims.create({}, { data: minimalPdf(), filename: 'gone.pdf' });
    expect((await who.claims.remove(gone.id, { confirm: true })).statusCode).toBe(200);
    expect((await detailsOf(who)).map((details) => details.claim_id)).toEqual([kept.id]);
    expect(await storedFileCount(t.database.db, who.user.user.pk)).toBe(1);
  });
});

describe('the assistant', () => {
  it('answers from the claim chosen on the chat page, and refuses a claim that is not the user’s', async () => {
    const who = await claimant();
    const first = await who.claims.create();
    await who.uploads.save({ claim_id: String(first.id), add_claim_number: 'FIRST-111' });
    const second = await who.claims.create();
    await who.uploads.save({ claim_id: String(second.id), add_claim_number: 'SECOND-222' });

    const ask = async (claimId: number) => {
      // A new conversation each time: each is about one claim.
      const response = await who.chat.send({ content: 'What is my claim number?', claim_id: claimId });
      expect(response.statusCode).toBe(201);
      return (response.json() as { ai_message: { content: string } }).ai_message.content;
    };
    const aboutFirst = await ask(first.id);
    expect(aboutFirst).toContain('FIRST-111');
    expect(aboutFirst).not.toContain('SECOND-222');
    expect(await ask(second.id)).toContain('SECOND-222');
    // Each conversation names the claim it is about, so reopening it returns to that claim.
    const conversations = ZChatSessionList.parse((await who.chat.sessions()).json());
    expect(conversations.map((conversation) => conversation.claim_id)).toEqual([second.id, first.id]);
    // A follow-up that names no claim stays on its conversation's, not the newest.
    const followUp = await who.chat.ask('What is my claim number?', conversations[1]!.session_id);
    expect(followUp.ai_message.content).toContain('FIRST-111');

    // The conversation's PDF prints its own claim's details, though another claim is newer.
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array((await who.chat.pdf(conversations[1]!.session_id)).rawPayload)),
      { mergePages: true },
    );
    expect(text).toContain('FIRST-111');
    expect(text).not.toContain('SECOND-222');

    const theirs = await (await claimant()).claims.create();
    const refused = await who.chat.send({ content: 'What is my claim number?', claim_id: theirs.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ detail: ClaimMessage.notFound });
  });
});

describe('migration 0011', () => {
  // Its statements after the new column, run again on pairs written the old way (details of no claim).
  const migration = readFileSync(new URL('../../src/db/migrations/0011_claim_details_of_claim.sql', import.meta.url), 'utf8');
  const linkPairs = migration.slice(migration.indexOf('\n', migration.indexOf('-- Existing pairs.')));
  const oldDetails = (userId: number, policyNumber: string, insurer: string, policeReport: string) =>
    t.database.db.execute(sql`
      insert into claim_uploads (id, user_id, insurance_company_name, policy_number, police_report_number,
                                 adjuster_name, adjuster_phone_number, adjuster_email, add_claim_number)
      values (gen_random_uuid(), ${userId}, ${insurer}, ${policyNumber}, ${policeReport}, 'Sam Lee', '4165550199', 'sam@x.example', 'C-1')`);

  it('pairs details and claims by policy number, then newest with newest, and fills each side’s blanks', async () => {
    const who = await claimant();
    const userId = who.user.user.pk;
    const byPolicy = await who.claims.create({ policy_number: 'MATCH-1', insurance_company_name: '' });
    const newest = await who.claims.create({ policy_number: '', police_report_number: 'PR-CLAIM' });
    await t.database.db.execute(sql`delete from claim_uploads where user_id = ${userId}`);
    await oldDetails(userId, 'match-1', 'From Details', '');
    await oldDetails(userId, 'OTHER-2', 'Other Insurer', 'PR-DETAILS');

    await t.database.db.execute(sql.raw(`DO $test$ BEGIN EXECUTE $m$${linkPairs}$m$; END $test$`));

    const details = await detailsOf(who);
    expect(details.find((d) => d.policy_number === 'match-1')?.claim_id).toBe(byPolicy.id);
    expect(details.find((d) => d.policy_number === 'OTHER-2')).toMatchObject({ claim_id: newest.id, police_report_number: 'PR-DETAILS' });
    // Blanks filled both ways; a value both sides hold is left as each had it.
    expect((await claimOf(who, byPolicy.id)).insurance_company_name).toBe('From Details');
    expect(await claimOf(who, newest.id)).toMatchObject({ policy_number: 'OTHER-2', police_report_number: 'PR-CLAIM' });
  });
});
