import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { knowledgeDocs } from '../../platform/db/schema/index.js';
import { pageKey } from './page-key.js';

type Reader = Pick<Db, 'select'>;

/** The document a page repeats, as the run log names it: its address, else its name. */
export interface DuplicateOf {
  sameAs: string;
}

/**
 * The document of the page's agent that a crawled page repeats: one at an address the page gives
 * as its own (where its address redirected, its `<link rel="canonical">`), or one whose text has
 * the same hash. The address comes first so that of a redirect and its target, the target is kept
 * whichever is read first.
 */
export async function findDuplicateDoc(
  db: Reader,
  page: { id: string; agentId: string; url: string | null },
  hash: string,
  addresses: string[],
): Promise<DuplicateOf | undefined> {
  const own = pageKey(page.url ?? '');
  const elsewhere = new Set(addresses.map(pageKey).filter((key) => key && key !== own));
  if (elsewhere.size > 0) {
    const pages = await db
      .select({ url: knowledgeDocs.url })
      .from(knowledgeDocs)
      .where(and(eq(knowledgeDocs.agentId, page.agentId), ne(knowledgeDocs.id, page.id), isNotNull(knowledgeDocs.url)));
    const there = pages.find((doc) => elsewhere.has(pageKey(doc.url ?? '')));
    if (there?.url) return { sameAs: there.url };
  }
  const [same] = await db
    .select({ name: knowledgeDocs.name, url: knowledgeDocs.url })
    .from(knowledgeDocs)
    .where(
      and(eq(knowledgeDocs.agentId, page.agentId), eq(knowledgeDocs.contentHash, hash), ne(knowledgeDocs.id, page.id)),
    )
    .limit(1);
  return same ? { sameAs: same.url ?? same.name } : undefined;
}
