import type { PassageSearch, RankedPassage } from '../../assistant/retrieval/passage-search';
import type { Db } from '../../db/client';
import { findDetailsOfClaim, policyPassages } from './uploads.service';

/**
 * A claim's policy PDF opened for searching, or why it cannot be: none uploaded, or one with no
 * text (a scan). The inventory's special limits and the ledger's living-expense limit read it so.
 */
export type ClaimPolicy =
  { state: 'none' | 'unreadable' } | { state: 'read'; search: (query: string, count: number) => Promise<RankedPassage[]> };

export async function claimPolicy(deps: { db: Db; search: PassageSearch }, userId: number, claimId: number): Promise<ClaimPolicy> {
  const upload = await findDetailsOfClaim(deps.db, userId, claimId);
  if (!upload || upload.policyTextStatus === 'none') return { state: 'none' };
  if (upload.policyTextStatus !== 'indexed') return { state: 'unreadable' };
  // Keyed by the upload's version: a policy replaced since is indexed again.
  const key = { uploadId: upload.id, version: upload.updatedAt.toISOString() };
  return {
    state: 'read',
    search: (query, count) => deps.search.search(key, query, count, () => policyPassages(deps.db, upload.id)),
  };
}
