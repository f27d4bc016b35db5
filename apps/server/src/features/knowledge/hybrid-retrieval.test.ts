import { LOCAL_RESPONDER_LABEL } from '@agent-platform/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it, type TestContext } from 'vitest';
import { addQa, FAKE_LLM_KEY, parseEvents, useChatTestbed } from '../../../test/chat-client.js';
import { rowsOf } from '../../platform/db/rows-of.js';
import { retrieveKnowledge } from './retrieve-knowledge.js';

const EMBEDDING_FAILURE = 'EMBED-FAIL';
const { bed, ownerWithAgent, startChat, sendAsMember } = useChatTestbed(
  (llm) => ({ EMBEDDING_MODEL: 'fake-embedding', EMBEDDING_BASE_URL: llm.url, EMBEDDING_API_KEY: FAKE_LLM_KEY }),
  { embeddingFailure: EMBEDDING_FAILURE },
);

const LANTERN_QA = {
  question: 'How long is the warranty on a lantern?',
  answer: 'Every lantern carries a five-year warranty against rust.',
};
// Misspelt: full-text search finds none of its words, the letters' vectors still lie close.
const MISSPELT = 'lanturn warrenty';

const embeddingsAsked = () => bed.llm.requests.filter((request) => request.path === '/v1/embeddings').length;

/** Whether this database stores vectors: migration 0006 adds the column only where pgvector is installed. */
async function vectorColumn(): Promise<boolean> {
  const found = await bed.app.regions
    .db('na')
    .execute(
      sql`SELECT 1 FROM information_schema.columns WHERE table_name = 'knowledge_chunks' AND column_name = 'embedding'`,
    );
  return rowsOf(found).length > 0;
}

const needsVectors = async (context: TestContext) => {
  if (!(await vectorColumn())) context.skip('this database has no pgvector');
};

describe('hybrid knowledge retrieval with an embedding model', () => {
  it('stores a vector for every chunk, made by the embedding model', async (context) => {
    await needsVectors(context);
    expect((await bed.app.inject('/readyz')).json().retrieval.na).toBe('vector+fulltext');
    const { client, agentId } = await ownerWithAgent({ withModel: false });
    const asked = embeddingsAsked();
    expect((await addQa(client, agentId, LANTERN_QA)).status).toBe('SUCCESS');
    expect(embeddingsAsked()).toBe(asked + 1);
    const request = bed.llm.requests.filter((r) => r.path === '/v1/embeddings').at(-1);
    expect(request?.body).toMatchObject({ model: 'fake-embedding', input: [expect.stringContaining('five-year')] });
    const chunks = await bed.app.regions
      .db('na')
      .execute(
        sql`SELECT count(*)::int AS chunks, count(embedding)::int AS embedded FROM knowledge_chunks WHERE agent_id = ${agentId}`,
      );
    expect(rowsOf(chunks)).toEqual([{ chunks: 1, embedded: 1 }]);
  });

  it('finds by vector what full text cannot, and the answer gets it', async (context) => {
    await needsVectors(context);
    const owner = await ownerWithAgent({ withModel: false });
    const { client, agentId } = owner;
    await addQa(client, agentId, LANTERN_QA);
    // The same retrieval without the embedder is full text alone.
    expect(await retrieveKnowledge({ regions: bed.app.regions }, 'na', agentId, MISSPELT)).toEqual([]);
    const hybrid = await retrieveKnowledge(bed.app, 'na', agentId, MISSPELT);
    expect(hybrid).toEqual([expect.objectContaining({ text: expect.stringContaining('five-year warranty') })]);

    const chat = await startChat(agentId);
    // The test panel's route, where the debugger shows the chunks.
    const answered = await sendAsMember(owner, chat, { messageId: 'm1', text: `${MISSPELT}?` });
    const done = parseEvents(answered.payload).at(-1)?.data;
    expect(done).toMatchObject({
      label: LOCAL_RESPONDER_LABEL,
      trace: { chunks: [expect.objectContaining({ text: expect.stringContaining('five-year warranty') })] },
    });
  });

  it('ranks a chunk both searches found above one only a vector found', async (context) => {
    await needsVectors(context);
    const { client, agentId } = await ownerWithAgent({ withModel: false });
    await addQa(client, agentId, LANTERN_QA);
    await addQa(client, agentId, { question: 'Do you ship lanterns abroad?', answer: 'We ship lanterns to Europe.' });
    const found = await retrieveKnowledge(bed.app, 'na', agentId, 'lantern warranty');
    expect(found.map((chunk) => chunk.text)).toEqual([
      expect.stringContaining('five-year warranty'),
      expect.stringContaining('ship lanterns'),
    ]);
    expect(found[0]?.score).toBeGreaterThan(found[1]?.score ?? Infinity);
  });

  it('fails a document whose chunks cannot be embedded, with the reason', async (context) => {
    await needsVectors(context);
    const { client, agentId } = await ownerWithAgent({ withModel: false });
    const doc = await addQa(client, agentId, { question: 'Broken?', answer: `This text makes ${EMBEDDING_FAILURE}.` });
    expect(doc.status).toBe('ERROR');
    expect(doc.error).toMatch(/^The document's text could not be embedded for search\. .*Please re-index it\.$/);
  });

  it('searches full text alone when the question cannot be embedded', async (context) => {
    await needsVectors(context);
    const { client, agentId } = await ownerWithAgent({ withModel: false });
    await addQa(client, agentId, LANTERN_QA);
    const found = await retrieveKnowledge(bed.app, 'na', agentId, `lantern warranty ${EMBEDDING_FAILURE}`);
    expect(found).toEqual([expect.objectContaining({ text: expect.stringContaining('five-year warranty') })]);
  });

  it('indexes full text alone where the database cannot store vectors', async (context) => {
    if (await vectorColumn()) context.skip('this database has pgvector');
    expect((await bed.app.inject('/readyz')).json().retrieval.na).toBe('fulltext');
    const { client, agentId } = await ownerWithAgent({ withModel: false });
    const asked = embeddingsAsked();
    expect((await addQa(client, agentId, LANTERN_QA)).status).toBe('SUCCESS');
    expect(await retrieveKnowledge(bed.app, 'na', agentId, 'lantern warranty')).toHaveLength(1);
    expect(embeddingsAsked()).toBe(asked);
  });
});
