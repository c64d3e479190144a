import type { Db } from '../../db/client';
import type { AccessTokens } from '../../lib/tokens';
import type { AccountMailDeps } from './send-quietly';
import type { GoogleVerifier } from './google-verifier';
import type { RefreshChain } from './refresh-chain';

export interface AuthDeps extends AccountMailDeps {
  db: Db;
  tokens: AccessTokens;
  /** The idle limit: each refresh token lives this long, and a new one comes with every refresh. */
  refreshTokenDays: number;
  /** The absolute limit: no refresh token outlives its sign-in by more than this. */
  sessionMaxDays: number;
  google: GoogleVerifier | null;
  /** Works out each refresh token's successor (see refresh-chain.ts). */
  refreshChain: RefreshChain;
}
