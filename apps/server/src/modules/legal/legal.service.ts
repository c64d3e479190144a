import { readFile } from 'node:fs/promises';
import type { TLegalList } from '@benji/shared';
import type { Db } from '../../db/client';
import { sha256 } from '../../lib/hash';
import { sanitizeLegalHtml } from './legal-html';
import * as repo from './legal.repository';

const SOURCES: Record<repo.LegalKind, URL> = {
  privacy: new URL('./content/privacy-policy.html', import.meta.url),
  terms: new URL('./content/terms-of-use.html', import.meta.url),
};

/** Stores a legal text, sanitized: the database never holds a script for a page to run. */
export async function storeLegalDocument(db: Db, kind: repo.LegalKind, html: string): Promise<void> {
  await repo.upsertLegalDocument(db, kind, sanitizeLegalHtml(html), null);
}

/** Seeds both texts from content/*.html; safe to run on every start and from several servers at once. */
export async function seedLegalDocuments(db: Db): Promise<void> {
  for (const [kind, source] of Object.entries(SOURCES) as Array<[repo.LegalKind, URL]>) {
    const content = sanitizeLegalHtml(await readFile(source, 'utf8'));
    await repo.seedLegalDocument(db, kind, content, sha256(content));
  }
}

/**
 * Spec section 3: a list whose first item has the content, empty when there is none. Sanitized
 * again on the way out, so a row written around the service (by hand, in SQL) is served inert too.
 */
export async function legalList(db: Db, kind: repo.LegalKind): Promise<TLegalList> {
  const row = await repo.findLegalDocument(db, kind);
  if (!row) return [];
  const content = sanitizeLegalHtml(row.content);
  return content ? [{ id: row.id, content, updated_at: row.updatedAt.toISOString() }] : [];
}
