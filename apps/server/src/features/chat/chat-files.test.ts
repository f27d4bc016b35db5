import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Chat, useChatTestbed } from '../../../test/chat-client.js';
import { multipart } from '../../../test/multipart.js';
import { uploadedFiles } from '../../platform/db/schema/index.js';

const { bed, ownerWithAgent, startChat } = useChatTestbed();

// The smallest PNG: a 1x1 transparent pixel.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const attach = (chat: Chat, filename: string, data: Buffer, token = chat.visitorToken) =>
  bed.app.inject(
    multipart(`/api/na/public/conversations/${chat.conversationId}/files`, filename, data, {
      authorization: `Bearer ${token}`,
    }),
  );

async function chatThatAcceptsFiles() {
  const owner = await ownerWithAgent({ withModel: false });
  await owner.updateAgent({ acceptFileUpload: true });
  return { owner, chat: await startChat(owner.agentId) };
}

describe('files visitors attach in the chat', () => {
  it('keeps a picture under a random name and serves it, cached for a year, as the type its extension says', async () => {
    const { chat } = await chatThatAcceptsFiles();
    const res = await attach(chat, 'My Receipt.PNG', PIXEL);
    expect(res.statusCode).toBe(201);
    const uploaded = res.json();
    expect(uploaded.filename).toMatch(/^[A-Za-z0-9]{8}\.png$/);
    expect(uploaded.sizeKB).toBe(1);
    expect(uploaded.url).toMatch(new RegExp(`/api/na/public/files/${uploaded.id}$`));

    const served = await bed.app.inject({ url: uploaded.path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PIXEL)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers['content-disposition']).toMatch(/^inline;/);
    const [row] = await bed.app.regions.db('na').select().from(uploadedFiles).where(eq(uploadedFiles.id, uploaded.id));
    expect(row).toMatchObject({ conversationId: chat.conversationId, originalName: 'My Receipt.PNG' });
  });

  it('downloads a text file rather than showing it as a page', async () => {
    const { chat } = await chatThatAcceptsFiles();
    const uploaded = (await attach(chat, 'notes.txt', Buffer.from('<script>alert(1)</script>'))).json();
    const served = await bed.app.inject({ url: uploaded.path });
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it("refuses a file the agent does not accept, of another type, too big, or in someone else's chat", async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const closed = await startChat(owner.agentId);
    const off = await attach(closed, 'a.png', PIXEL);
    expect(off.statusCode).toBe(400);
    expect(off.json().error.message).toBe('This chat does not accept files.');

    const { chat } = await chatThatAcceptsFiles();
    const html = await attach(chat, 'page.html', Buffer.from('<h1>hi</h1>'));
    expect(html.statusCode).toBe(400);
    expect(html.json().error.message).toBe('Only png, jpg, jpeg, gif, webp, pdf, txt, csv Files');

    const big = await attach(chat, 'big.pdf', Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('Max size: 10 MBs');

    const other = await chatThatAcceptsFiles();
    expect((await attach(chat, 'a.png', PIXEL, other.chat.visitorToken)).statusCode).toBe(404);
    expect((await bed.app.inject({ url: '/api/na/public/files/not-a-file' })).statusCode).toBe(404);
  });
});
