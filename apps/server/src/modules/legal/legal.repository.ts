import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { legalDocuments, type LegalDocumentRow } from '../../db/schema';

export type LegalKind = LegalDocumentRow['kind'];

export async function findLegalDocument(db: Db, kind: LegalKind): Promise<LegalDocumentRow | undefined> {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.kind, kind));
  return row;
}

/** Stores the text of `kind`, replacing the one there; `updated_at` moves only when the text changes. */
export async function upsertLegalDocument(db: Db, kind: LegalKind, content: string, sourceHash: string | null): Promise<void> {
  await db
    .insert(legalDocuments)
    .values({ kind, content, sourceHash })
    .onConflictDoUpdate({
      target: legalDocuments.kind,
      set: { content, sourceHash, updatedAt: sql`now()` },
      setWhere: sql`${legalDocuments.content} IS DISTINCT FROM excluded.content`,
    });
}

/**
 * Seeds `kind` from the server's own text: inserted when missing, replaced when that text changed
 * since it was seeded, and left alone when someone stored a different text since (source_hash is then null).
 */
export async function seedLegalDocument(db: Db, kind: LegalKind, content: string, sourceHash: string): Promise<void> {
  await db
    .insert(legalDocuments)
    .values({ kind, content, sourceHash })
    .onConflictDoUpdate({
      target: legalDocuments.kind,
      set: { content, sourceHash, updatedAt: sql`now()` },
      setWhere: sql`${legalDocuments.sourceHash} IS NOT NULL AND ${legalDocuments.sourceHash} <> excluded.source_hash`,
    });
}
