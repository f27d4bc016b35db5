import type { AgentResponse } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { multipart } from '../../../test/multipart.js';
import { startTestWebsite, type TestWebsite } from '../../../test/test-website.js';

let app: FastifyInstance;
let site: TestWebsite;

beforeAll(async () => {
  site = await startTestWebsite();
  app = await createTestApp({ EGRESS_ALLOW: site.host });
});
afterAll(async () => {
  await app?.close();
  await site?.close();
});

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;

const logoUpload = (owner: Owner, filename: string, data: Buffer) =>
  owner.client.request(multipart(`/api/na/workspaces/${owner.workspace.uid}/agent-wizard/logo`, filename, data));

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1f6f5c' } });

describe("the logo uploaded in the wizard's branding step", () => {
  it('is redrawn, kept, served at an absolute address, and becomes the new agent’s picture', async () => {
    const owner = await signUpWithWorkspace(app);
    const res = await logoUpload(owner, 'larkspur.png', await picture(1200, 600).png().toBuffer());
    expect(res.statusCode, res.body).toBe(201);
    const logo = res.json() as { url: string; path: string; filename: string };
    expect(logo.path).toMatch(/^\/api\/na\/public\/files\/\w+$/);
    expect(logo.url).toMatch(/^https?:\/\/[^/]+\/api\/na\/public\/files\/\w+$/);
    expect(logo.url.endsWith(logo.path)).toBe(true);
    expect(logo.filename).toMatch(/^\w{8}\.png$/);

    const served = await app.inject({ method: 'GET', url: logo.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // A large logo is scaled down to an avatar's size, keeping its shape.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 256 });

    const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents/from-website`, {
      companyName: 'Larkspur Coffee Roasters',
      website: `${site.origin}/`,
      description: 'Small-batch coffee, roasted twice a week and delivered.',
      brandColor: '#1F6F5C',
      logoUrl: logo.url,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { agent } = (
      await owner.client.get(`/api/na/v2/agents/${created.json().agentCreated.ID}`)
    ).json() as AgentResponse;
    expect(agent.roundedImageURL).toBe(logo.url);
  });

  it('keeps a jpg, gif or webp logo in its own kind, an animated one with its frames', async () => {
    const owner = await signUpWithWorkspace(app);
    const frames = [await picture(40, 40).png().toBuffer(), await picture(40, 40).negate().png().toBuffer()];
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const kinds = [
      ['photo.jpeg', await picture(40, 40).jpeg().toBuffer(), 'image/jpeg', 'jpeg', 1],
      ['moving.gif', animated, 'image/gif', 'gif', 2],
      ['mark.webp', await picture(40, 40).webp().toBuffer(), 'image/webp', 'webp', 1],
    ] as const;
    for (const [name, data, contentType, format, pages] of kinds) {
      const res = await logoUpload(owner, name, data);
      expect(res.statusCode, res.body).toBe(201);
      const served = await app.inject({ method: 'GET', url: res.json().path });
      expect(served.headers['content-type']).toBe(contentType);
      const kept = await sharp(served.rawPayload, { animated: true }).metadata();
      expect([kept.format, kept.pages ?? 1]).toEqual([format, pages]);
    }
  });

  it('refuses another type, a file that is not really such a picture, and one over 0.5 MB, in the uploader’s words', async () => {
    const owner = await signUpWithWorkspace(app);
    const only = 'Only png, jpg, jpeg, gif, webp Files';

    const svg = await logoUpload(owner, 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error.message).toBe(only);

    const script = await logoUpload(owner, 'logo.png', Buffer.from('<script>alert(1)</script>'));
    expect(script.statusCode).toBe(400);
    expect(script.json().error.message).toBe(only);

    // A real picture, but a TIFF wearing a png name.
    const tiff = await logoUpload(owner, 'logo.png', await picture(20, 20).tiff().toBuffer());
    expect(tiff.statusCode).toBe(400);
    expect(tiff.json().error.message).toBe(only);

    const big = await logoUpload(owner, 'huge.png', Buffer.alloc(0.5 * 1024 * 1024 + 1));
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
    expect(big.json().error.message).toBe('Max size: 0.5 MBs');
  });
});
