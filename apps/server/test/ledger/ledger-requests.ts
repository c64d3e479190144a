import type { FastifyInstance } from 'fastify';
import { ZLedgerEntryWithMessage, ZLedgerList, ledgerPaths, type TLedgerEntry, type TLedgerList } from '@benji/shared';
import { bearer } from '../support/accounts';
import { signedInClaimant } from '../claims/claim-requests';

/** An ACV cheque received a month after the claims' default date of incident (2024-04-02). */
export const validEntry = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  kind: 'acv_payment',
  amount_cents: 1_215_000,
  occurred_on: '2024-05-10',
  payee: 'Jane Policyholder',
  note: 'Cheque no. 48213',
  ...overrides,
});

/** The ledger calls, each as one signed-in user. */
export function ledgerClient(app: FastifyInstance, access: string) {
  const headers = bearer(access);
  return {
    list: (claimId: number) => app.inject({ method: 'GET', url: ledgerPaths.entries(claimId), headers }),
    add: (claimId: number, payload: object) => app.inject({ method: 'POST', url: ledgerPaths.entries(claimId), headers, payload }),
    change: (claimId: number, entryId: number, payload: object) =>
      app.inject({ method: 'PATCH', url: ledgerPaths.entry(claimId, entryId), headers, payload }),
    remove: (claimId: number, entryId: number) => app.inject({ method: 'DELETE', url: ledgerPaths.entry(claimId, entryId), headers }),
    /** Adds a valid entry and returns it parsed; fails loudly otherwise. */
    async create(claimId: number, overrides: Record<string, unknown> = {}): Promise<TLedgerEntry> {
      const response = await this.add(claimId, validEntry(overrides));
      if (response.statusCode !== 201) throw new Error(`add failed: ${response.statusCode} ${response.body}`);
      return ZLedgerEntryWithMessage.parse(response.json()).entry;
    },
    /** The ledger with its totals, parsed; fails loudly otherwise. */
    async read(claimId: number): Promise<TLedgerList> {
      const response = await this.list(claimId);
      if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
      return ZLedgerList.parse(response.json());
    },
  };
}

/** A new signed-in claimant with one claim, and a client for that claim's ledger. */
export async function claimWithLedger(app: FastifyInstance) {
  const { user, claims } = await signedInClaimant(app);
  const claim = await claims.create();
  return { claimId: claim.id, userId: user.user.pk, access: user.access, ledger: ledgerClient(app, user.access) };
}
