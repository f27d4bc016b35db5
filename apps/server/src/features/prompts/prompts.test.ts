import { PROMPT_CONTENT_MAX_LENGTH, PROMPT_NAME_MAX_LENGTH, ZPrompt, ZPromptList } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function owner() {
  const signedUp = await signUpWithWorkspace(app);
  const base = `/api/na/workspaces/${signedUp.workspace.uid}/prompts`;
  const { client } = signedUp;
  return {
    ...signedUp,
    base,
    create: (body: unknown) => client.post(base, body),
    list: async () => ZPromptList.parse((await client.get(base)).json()).prompts,
    patch: (id: string, body: unknown) =>
      client.request({ method: 'PATCH', url: `${base}/${id}`, payload: body as object }),
    remove: (id: string) => client.request({ method: 'DELETE', url: `${base}/${id}` }),
  };
}

describe('saved prompts', () => {
  it('saves, lists, edits and deletes a prompt', async () => {
    const me = await owner();
    expect(await me.list()).toEqual([]);

    const created = await me.create({ name: '  Support tone ', content: 'Answer kindly and briefly.\n' });
    expect(created.statusCode).toBe(201);
    const prompt = ZPrompt.parse(created.json());
    // The name is trimmed; the text is kept exactly as written.
    expect(prompt).toMatchObject({ name: 'Support tone', content: 'Answer kindly and briefly.\n' });

    const second = ZPrompt.parse((await me.create({ name: 'Sales', content: 'Offer the demo.' })).json());
    // The most recently changed first.
    expect((await me.list()).map((p) => p.name)).toEqual(['Sales', 'Support tone']);

    const renamed = await me.patch(prompt.id, { name: 'Support voice' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Support voice', content: 'Answer kindly and briefly.\n' });
    const rewritten = await me.patch(prompt.id, { content: 'Answer in two sentences.' });
    expect(rewritten.json()).toMatchObject({ name: 'Support voice', content: 'Answer in two sentences.' });
    expect((await me.list()).map((p) => p.name)).toEqual(['Support voice', 'Sales']);

    expect((await me.remove(prompt.id)).statusCode).toBe(204);
    expect((await me.list()).map((p) => p.id)).toEqual([second.id]);
    expect((await me.remove(prompt.id)).statusCode).toBe(404);
    expect((await me.patch(prompt.id, { name: 'Back' })).statusCode).toBe(404);
  });

  it('says what is wrong with a prompt that cannot be saved', async () => {
    const me = await owner();
    const message = async (body: unknown) => (await me.create(body)).json().error.message;
    expect(await message({ name: ' ', content: 'x' })).toBe('Please enter a name.');
    expect(await message({ name: 'Empty', content: ' \n ' })).toBe('Please enter the prompt.');
    expect(await message({ content: 'x' })).toBe('Please enter a name.');
    expect(await message({ name: 'x'.repeat(PROMPT_NAME_MAX_LENGTH + 1), content: 'x' })).toBe(
      `Name must be at most ${PROMPT_NAME_MAX_LENGTH} characters.`,
    );
    expect(await message({ name: 'Long', content: 'x'.repeat(PROMPT_CONTENT_MAX_LENGTH + 1) })).toBe(
      'Prompt must be at most 100,000 characters.',
    );
    expect((await me.create({ name: 'Extra', content: 'x', agentId: 'nope' })).statusCode).toBe(400);

    expect((await me.create({ name: 'Greeting', content: 'Hi' })).statusCode).toBe(201);
    const duplicate = await me.create({ name: 'greeting', content: 'Hello' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('A prompt with this name already exists. Please choose another name.');
    const other = ZPrompt.parse((await me.create({ name: 'Farewell', content: 'Bye' })).json());
    expect((await me.patch(other.id, { name: 'GREETING' })).statusCode).toBe(409);
    // Keeping its own name is no clash.
    expect((await me.patch(other.id, { name: 'Farewell', content: 'Goodbye' })).statusCode).toBe(200);
  });

  it("keeps each workspace's prompts to itself", async () => {
    const a = await owner();
    const b = await owner();
    const bPrompt = ZPrompt.parse((await b.create({ name: 'Secret recipe', content: 'B only' })).json());
    expect(await a.list()).toEqual([]);
    expect((await a.client.get(b.base)).statusCode).toBe(404);
    expect((await a.patch(bPrompt.id, { name: 'Mine' })).statusCode).toBe(404);
    expect((await a.remove(bPrompt.id)).statusCode).toBe(404);
    // Through A's own workspace path, B's prompt id is simply not there.
    const viaOwnPath = await a.client.request({
      method: 'PATCH',
      url: `${a.base}/${bPrompt.id}`,
      payload: { content: 'overwritten' },
    });
    expect(viaOwnPath.statusCode).toBe(404);
    expect(await b.list()).toEqual([bPrompt]);
  });
});
