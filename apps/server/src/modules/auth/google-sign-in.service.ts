import { AuthMessage } from '@benji/shared';
import type { UserRow } from '../../db/schema';
import { refusal } from '../../lib/domain-error';
import { revokeFeed } from '../calendar/calendar.service';
import { retireOpenCodes } from '../one-time-codes/one-time-codes.service';
import { googleLinkedNotice, googleTakeoverNotice } from './account-notices';
import type { AuthDeps } from './auth-deps';
import * as repo from './auth.repository';
import { issueCredentials, type Issued, type IssuedCredentials } from './credentials';
import type { GoogleIdentity } from './google-verifier';
import { sendQuietly } from './send-quietly';

export async function googleLogin(deps: AuthDeps, idToken: string | undefined): Promise<Issued<IssuedCredentials>> {
  if (!deps.google) throw refusal('unavailable', AuthMessage.googleNotConfigured);
  if (!idToken) throw refusal('invalid', AuthMessage.googleTokenRequired);
  const identity = await deps.google.verify(idToken);
  if (!identity) throw refusal('unauthenticated', AuthMessage.googleTokenInvalid);
  return issueCredentials(deps, await accountFor(deps, identity), AuthMessage.googleSuccess);
}

/** The account this Google identity signs into: its own, the one with its address, or a new one. */
async function accountFor(deps: AuthDeps, identity: GoogleIdentity, retried = false): Promise<UserRow> {
  const known = await repo.findUserByGoogleSub(deps.db, identity.sub);
  if (known) return known;
  const existing = await repo.findUserByEmail(deps.db, identity.email);
  if (existing) return joinExistingAccount(deps, existing, identity);
  // Google has verified the address: an account made from it starts verified.
  const created = await repo.insertUser(deps.db, {
    email: identity.email,
    fullName: identity.name.slice(0, 150),
    googleSub: identity.sub,
    emailVerified: true,
  });
  if (created) return created;
  // A sign-up or another first sign-in created the row between the reads: decide again with it.
  if (retried) throw new Error('Google user could not be created');
  return accountFor(deps, identity, true);
}

/**
 * Google has verified the address. If the account's holder had verified it too, the account is
 * theirs and Google joins it as a second way in, with a mail to say so. If nobody had, whoever
 * signed up may have typed someone else's address: the person Google vouches for takes the account
 * over, and the sign-up password and every session end, so a squatter keeps no way in.
 */
async function joinExistingAccount(deps: AuthDeps, existing: UserRow, identity: GoogleIdentity): Promise<UserRow> {
  const now = new Date();
  if (!existing.emailVerified) {
    const taken = await deps.db.transaction(async (tx) => {
      const user = await repo.takeOverUnverifiedAccount(tx, existing.id, identity.sub);
      if (!user) return undefined;
      await repo.revokeOtherSessions(tx, user.id, null);
      await retireOpenCodes(tx, 'email-verification', user.id);
      // The squatter's copy of the feed address would otherwise stream the owner's deadlines.
      await revokeFeed(tx, user.id);
      return user;
    });
    if (taken) {
      await sendQuietly(deps, googleTakeoverNotice(taken, now, deps.links), taken.id);
      return taken;
    }
    // Verified in the meantime: the account is its holder's, so it is linked below like any other.
  }
  const linked = await repo.updateUser(deps.db, existing.id, { googleSub: identity.sub });
  if (!linked) throw new Error('User vanished while linking Google');
  await sendQuietly(deps, googleLinkedNotice(linked, now, deps.links), linked.id);
  return linked;
}
