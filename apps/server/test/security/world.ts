import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { ZPaymentResponse, ZSubscriptionPackageList, publicSitePaths } from '@benji/shared';
import { persistentSecret } from '../../src/lib/secrets';
import { bearer, registerUser } from '../support/accounts';
import type { TestApp } from '../support/test-app';
import { chatClient } from '../chat/chat-requests';
import { claimsClient, minimalPdf } from '../claims/claim-requests';
import { diaryClient } from '../diary/diary-requests';
import { inventoryClient } from '../inventory/inventory-requests';
import { ledgerClient } from '../ledger/ledger-requests';
import { uploadsClient } from '../uploads/upload-requests';
import { PNG_1X1 } from './hostile-pdfs';

/** Building a world is some forty requests: generous, for a machine busy with other work. */
export const WORLD_TIMEOUT = 180_000;

export type Account = Awaited<ReturnType<typeof registerUser>> & { id: number };

/** One user's records, each written through the real API, each carrying the user's secret marker. */
export interface Records {
  claimId: number;
  eventId: number;
  itemId: number;
  ledgerEntryId: number;
  uploadId: string;
  chatSessionId: string;
  messageId: number;
  photoId: string;
  checkoutId: string;
}

export interface World {
  t: TestApp;
  owner: Account & Records;
  /** Signed in, with records of its own: it must see its own and never the owner's. */
  intruder: Account & Records;
  /** A plan that can be bought. */
  planId: number;
  /** A real access token whose user was deleted afterwards. */
  deletedAccess: string;
  /** Strings that only the owner's records hold; they must never appear in anyone else's answer. */
  ownerMarkers: string[];
  newAccount(): Promise<Account>;
  expiredToken(account: Account): Promise<string>;
  newClaim(account: Account): Promise<number>;
  newEvent(account: Account, claimId: number): Promise<number>;
  newItem(account: Account, claimId: number): Promise<number>;
  newLedgerEntry(account: Account, claimId: number): Promise<number>;
  newCheckout(account: Account): Promise<string>;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const { app, database } = t;
  const secret = new TextEncoder().encode(await persistentSecret(database.db, 'jwt'));

  const newAccount = async (): Promise<Account> => {
    // A password of its own: one account's password must never happen to open another.
    const account = await registerUser(app, { password: `pw-${randomBytes(8).toString('hex')}` });
    return { ...account, id: account.user.pk };
  };
  const newClaim = async (account: Account) =>
    (await claimsClient(app, account.access).create({}, { data: minimalPdf(), filename: 'policy.pdf' })).id;
  const newEvent = async (account: Account, claimId: number) => Number((await diaryClient(app, account.access).create(claimId)).id);
  const newItem = async (account: Account, claimId: number) => (await inventoryClient(app, account.access).create(claimId)).id;
  const newLedgerEntry = async (account: Account, claimId: number) => (await ledgerClient(app, account.access).create(claimId)).id;
  const plans = ZSubscriptionPackageList.parse((await app.inject({ method: 'GET', url: publicSitePaths.packages })).json());
  const planId = plans.find((plan) => plan.package_status === 'Active')?.id;
  if (!planId) throw new Error('no buyable plan is seeded');
  const newCheckout = async (account: Account) => {
    const response = await app.inject({
      method: 'POST',
      url: publicSitePaths.payment,
      headers: bearer(account.access),
      payload: { id: planId },
    });
    if (response.statusCode !== 200) throw new Error(`payment failed: ${response.statusCode} ${response.body}`);
    return ZPaymentResponse.parse(response.json()).session_id;
  };

  /** Gives an account one of everything, each record holding `marker`. */
  async function furnish(account: Account, marker: string): Promise<Account & Records> {
    const claimId = (
      await claimsClient(app, account.access).create(
        { description: `Flooded basement ${marker}` },
        { data: minimalPdf(), filename: `${marker}.pdf` },
      )
    ).id;
    const eventId = Number((await diaryClient(app, account.access).create(claimId, { summary: `Adjuster called ${marker}` })).id);
    const itemId = (await inventoryClient(app, account.access).create(claimId, { description: `Sofa ${marker}` })).id;
    const ledgerEntryId = (await ledgerClient(app, account.access).create(claimId, { note: `Cheque ${marker}` })).id;
    const upload = await uploadsClient(app, account.access).save(
      { policy_number: marker },
      { data: minimalPdf(), filename: `${marker}.pdf` },
    );
    const exchange = await chatClient(app, account.access).ask(`What does my policy cover? ${marker}`);
    const flag = await chatClient(app, account.access).flag({
      message_id: exchange.ai_message.id,
      session_id: exchange.ai_message.session,
    });
    if (flag.statusCode >= 300) throw new Error(`flag failed: ${flag.statusCode} ${flag.body}`);
    const form = new FormData();
    form.append('profile.bio', `About me ${marker}`);
    form.append('profile.profile_image', new Blob([PNG_1X1], { type: 'image/png' }), 'me.png');
    const profile = await app.inject({ method: 'PATCH', url: '/api/update-profile/', headers: bearer(account.access), payload: form });
    if (profile.statusCode !== 200) throw new Error(`profile failed: ${profile.statusCode} ${profile.body}`);
    const photo = (await database.db.execute(sql`select profile_image_id::text as id from users where id = ${account.id}`)) as unknown as {
      rows: Array<{ id: string }>;
    };
    return {
      ...account,
      claimId,
      eventId,
      itemId,
      ledgerEntryId,
      uploadId: upload.upload_id,
      chatSessionId: exchange.ai_message.session,
      messageId: exchange.user_message.id,
      photoId: photo.rows[0]!.id,
      checkoutId: await newCheckout(account),
    };
  }

  const ownerMarker = `owner-secret-${randomBytes(6).toString('hex')}`;
  const owner = await furnish(await newAccount(), ownerMarker);
  const intruder = await furnish(await newAccount(), `intruder-${randomBytes(6).toString('hex')}`);
  const doomed = await newAccount();
  await t.execute(sql`delete from users where id = ${doomed.id}`);

  return {
    t,
    owner,
    intruder,
    planId,
    deletedAccess: doomed.access,
    ownerMarkers: [ownerMarker, owner.email],
    newAccount,
    newClaim,
    newEvent,
    newItem,
    newLedgerEntry,
    newCheckout,
    /** The account's own token in every respect but one: it expired a minute ago. */
    async expiredToken(account) {
      const claims = decodeJwt(account.access);
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.sub))
        .setAudience('benji-api')
        .setIssuedAt(now - 16 * 60)
        .setExpirationTime(now - 60)
        .sign(secret);
    },
  };
}
