import type { KbDoc } from '@agent-platform/core';
import type { browser } from './app.js';

/**
 * Waits until the ingestion job has finished with a document (SUCCESS or ERROR), polling the
 * agent's knowledge list at `base`, and answers the document as the list shows it.
 */
export async function settledKnowledgeDoc(
  client: ReturnType<typeof browser>,
  base: string,
  docId: string,
): Promise<KbDoc> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const doc = (await client.get(base)).json().docs.find((d: KbDoc) => d.ID === docId) as KbDoc;
    if (doc.status === 'SUCCESS' || doc.status === 'ERROR') return doc;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`document ${docId} is still being processed`);
}
