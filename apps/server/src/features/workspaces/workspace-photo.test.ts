import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, joinWorkspace, signUpWithWorkspace } from '../../../test/app.js';
import { multipart } from '../../../test/multipart.js';
import { uploadedFiles } from '../../platform/db/schema/index.js';
import { UNREADABLE_PHOTO_MESSAGE } from '../../platform/http/square-photo.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .jpeg()
    .toBuffer();

describe('the workspace photo', () => {
  it('is kept as a 256x256 PNG, served at its address, and replaces the previous one', async () => {
    const owner = await signUpWithWorkspace(app);
    const url = `/api/na/workspaces/${owner.workspace.uid}/photo`;
    const first = await owner.client.request(multipart(url, 'team.jpg', await picture(800, 400)));
    expect(first.statusCode).toBe(200);
    const firstURL: string = first.json().workspacePhotoURL;
    expect(firstURL).toMatch(/^\/api\/na\/public\/files\/\w+$/);

    const served = await app.inject({ method: 'GET', url: firstURL });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });

    const second = await owner.client.request(multipart(url, 'new.png', await picture(300, 300)));
    expect(second.statusCode).toBe(200);
    expect(second.json().workspacePhotoURL).not.toBe(firstURL);
    expect((await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}`)).json().workspacePhotoURL).toBe(
      second.json().workspacePhotoURL,
    );
    const kept = await app.regions
      .db('na')
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.workspaceUid, owner.workspace.uid));
    expect(kept).toHaveLength(1);
  });

  it('refuses by the uploader’s rule and what is not a picture, in words, keeping the photo', async () => {
    const owner = await signUpWithWorkspace(app);
    const url = `/api/na/workspaces/${owner.workspace.uid}/photo`;
    const gif = await owner.client.request(multipart(url, 'moving.gif', Buffer.from('GIF89a')));
    expect(gif.statusCode).toBe(400);
    expect(gif.json().error.message).toBe('Only png, jpg, jpeg, webp Files');
    const fake = await owner.client.request(multipart(url, 'script.png', Buffer.from('<script>alert(1)</script>')));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe(UNREADABLE_PHOTO_MESSAGE);
    const big = await owner.client.request(multipart(url, 'huge.png', Buffer.alloc(5 * 1024 * 1024 + 1)));
    expect(big.json().error.message).toBe('Max size: 5 MBs');
    expect((await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}`)).json().workspacePhotoURL).toBeNull();
  });

  it('is for those who may change the workspace: a member is refused, another tenant finds nothing', async () => {
    const owner = await signUpWithWorkspace(app);
    const url = `/api/na/workspaces/${owner.workspace.uid}/photo`;
    const member = await joinWorkspace(app, owner.workspace.uid, 'member');
    expect((await member.client.request(multipart(url, 'a.png', await picture(10, 10)))).statusCode).toBe(403);
    const stranger = await signUpWithWorkspace(app);
    expect((await stranger.client.request(multipart(url, 'a.png', await picture(10, 10)))).statusCode).toBe(404);
  });
});
