/** The claim the progress list follows: the one asked for when it still exists, else the most recently created. */
export function pickProgressClaim<T extends { id: number; created_at: string }>(claims: readonly T[], chosenId?: number | null): T | null {
  const chosen = chosenId == null ? undefined : claims.find((claim) => claim.id === chosenId);
  if (chosen) return chosen;
  // ISO 8601 UTC strings sort as text; ties go to the higher id, the later insert.
  return claims.reduce<T | null>((latest, claim) => {
    if (!latest) return claim;
    if (claim.created_at !== latest.created_at) return claim.created_at > latest.created_at ? claim : latest;
    return claim.id > latest.id ? claim : latest;
  }, null);
}
