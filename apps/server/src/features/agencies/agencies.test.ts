import {
  ADMIN_SIGN_IN_FAILED_MESSAGE,
  AGENCY_NOT_CREATED_MESSAGE,
  agencyPictureMessage,
  INVALID_FONT_MESSAGE,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, joinWorkspace, signUpWithWorkspace } from '../../../test/app.js';
import { multipart } from '../../../test/multipart.js';
import { sha256 } from '../../platform/crypto.js';
import { uploadedFiles } from '../../platform/db/schema/index.js';
import { agencies } from './schema.js';
import { updateAgency } from './update-agency.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Client = Awaited<ReturnType<typeof signUpWithWorkspace>>['client'];
const patch = (client: Client, url: string, payload: object) => client.request({ method: 'PATCH', url, payload });
const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#ff6600' } })
    [format]()
    .toBuffer();

describe('the agency settings', () => {
  it('are the defaults, named after the workspace, until the first save creates the record', async () => {
    const owner = await signUpWithWorkspace(app);
    const url = `/api/na/workspaces/${owner.workspace.uid}/agency`;
    const before = await owner.client.get(url);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      name: owner.workspace.workspaceName,
      googleFont: 'DM Sans',
      themeColorUsage: 'plain',
      createdAt: null,
      hasAdminSecret: false,
      settings: { enableClientSignup: false, defaultClientAccess: ['/home', '/analytics', '/convos', '/leads'] },
    });

    const saved = await patch(owner.client, url, { name: 'Acme Agency', brandingText: '**Acme** builds agents' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Acme Agency', brandingText: '**Acme** builds agents' });
    expect(saved.json().createdAt).not.toBeNull();
    expect(saved.json().lastModified).not.toBeNull();
  });

  it('merge only the edited fields, the client settings too, and make the palette from the colour', async () => {
    const owner = await signUpWithWorkspace(app);
    const url = `/api/na/workspaces/${owner.workspace.uid}/agency`;
    await patch(owner.client, url, { name: 'Merge Co', supportEmail: 'help@merge.example' });
    await patch(owner.client, url, { settings: { clientOnboarding: { showTryVoice: false } } });
    const saved = await patch(owner.client, url, {
      googleFont: 'roboto slab',
      themeVariant: 'bordered',
      customTheme: { primary: '#FF0000', themeType: 'light' },
    });
    expect(saved.statusCode).toBe(200);
    const agency = saved.json();
    expect(agency).toMatchObject({
      name: 'Merge Co',
      supportEmail: 'help@merge.example',
      googleFont: 'Roboto Slab',
      themeVariant: 'bordered',
      customTheme: { primary: '#ff0000', themeType: 'light' },
    });
    expect(agency.customTheme.palette).toHaveLength(10);
    expect(agency.customTheme.palette[0]).toEqual([0, 100, 95]);
    expect(agency.settings.clientOnboarding).toMatchObject({ showTryVoice: false, showWidgetScript: true });
    expect((await owner.client.get(url)).json()).toEqual(agency);
  });

  it('refuse a font the font service does not have and CSS that could break out, keeping what was saved', async () => {
    const owner = await signUpWithWorkspace(app);
    const url = `/api/na/workspaces/${owner.workspace.uid}/agency`;
    await patch(owner.client, url, { googleFont: 'Lato', customCSS: '.brand { color: red; }' });
    const font = await patch(owner.client, url, { googleFont: 'Not A Real Font' });
    expect(font.statusCode).toBe(400);
    expect(font.json().error.message).toBe(INVALID_FONT_MESSAGE);
    const css = await patch(owner.client, url, { customCSS: 'a{color:red}</style><script>alert(1)</script>' });
    expect(css.statusCode).toBe(400);
    expect(css.json().error.message).toBe('Custom CSS cannot contain "</style".');
    expect((await owner.client.get(url)).json()).toMatchObject({
      googleFont: 'Lato',
      customCSS: '.brand { color: red; }',
    });
  });

  it("say 'Error creating agency settings' when the record cannot be created", async () => {
    const owner = await signUpWithWorkspace(app);
    const access = { region: 'na' as const, uid: 'deleted-workspace', role: 'owner' as const, permissions: null };
    await expect(
      updateAgency(app.regions.db('na'), { ...access, principal: { kind: 'workspace' } }, { name: 'Gone' }),
    ).rejects.toThrow(AGENCY_NOT_CREATED_MESSAGE);
    expect((await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/agency`)).statusCode).toBe(200);
  });

  it('belong to the owner: an admin of the workspace is refused', async () => {
    const owner = await signUpWithWorkspace(app);
    const admin = await joinWorkspace(app, owner.workspace.uid, 'admin');
    const url = `/api/na/workspaces/${owner.workspace.uid}/agency`;
    expect((await admin.client.get(url)).statusCode).toBe(403);
    expect((await patch(admin.client, url, { name: 'Taken over' })).statusCode).toBe(403);
  });
});

describe("the agency's pictures", () => {
  it('keep a square PNG logo at 256x256 and a favicon at 32x32, served at their address, replacing the previous', async () => {
    const owner = await signUpWithWorkspace(app);
    const base = `/api/na/workspaces/${owner.workspace.uid}/agency/pictures`;
    const logo = await owner.client.request(multipart(`${base}/logo`, 'logo.png', await picture(256, 256)));
    expect(logo.statusCode).toBe(200);
    const logoURL: string = logo.json().squarePhotoURL;
    const served = await app.inject({ method: 'GET', url: logoURL });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });

    const favicon = await owner.client.request(multipart(`${base}/favicon`, 'icon.png', await picture(64, 64)));
    expect(favicon.statusCode).toBe(200);
    const faviconURL: string = favicon.json().faviconURL;
    const icon = await app.inject({ method: 'GET', url: faviconURL });
    expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
    expect(favicon.json().squarePhotoURL).toBe(logoURL);

    const again = await owner.client.request(multipart(`${base}/logo`, 'new.png', await picture(512, 512)));
    expect(again.json().squarePhotoURL).not.toBe(logoURL);
    expect((await app.inject({ method: 'GET', url: logoURL })).statusCode).toBe(404);
    const kept = await app.regions
      .db('na')
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.workspaceUid, owner.workspace.uid));
    expect(kept).toHaveLength(2);

    const removed = await owner.client.delete(`${base}/favicon`);
    expect(removed.json()).toMatchObject({ faviconURL: null, squarePhotoURL: again.json().squarePhotoURL });
    expect((await app.inject({ method: 'GET', url: faviconURL })).statusCode).toBe(404);
  });

  it('refuse what is not a square PNG of at least the size, in words', async () => {
    const owner = await signUpWithWorkspace(app);
    const base = `/api/na/workspaces/${owner.workspace.uid}/agency/pictures`;
    for (const [kind, file] of [
      ['logo', await picture(300, 200)],
      ['dark-logo', await picture(256, 256, 'jpeg')],
      ['favicon', await picture(16, 16)],
      ['logo', Buffer.from('<svg onload="alert(1)"/>')],
    ] as const) {
      const res = await owner.client.request(multipart(`${base}/${kind}`, 'picture.png', file));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(agencyPictureMessage(kind));
    }
    const agency = (await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/agency`)).json();
    expect(agency).toMatchObject({ squarePhotoURL: null, darkModeSquarePhotoURL: null, faviconURL: null });
  });
});

describe('the agency admin link', () => {
  it("signs in as the agency's owner with a secret of 25 characters, made again on request", async () => {
    const owner = await signUpWithWorkspace(app);
    const url = `/api/na/workspaces/${owner.workspace.uid}/agency/admin-secret/regenerate`;
    const first = (await owner.client.post(url)).json().secret as string;
    expect(first).toMatch(/^[A-Za-z0-9]{25}$/);
    const [row] = await app.regions
      .db('na')
      .select()
      .from(agencies)
      .where(eq(agencies.workspaceUid, owner.workspace.uid));
    expect(row?.adminSecretHash).toBe(sha256(first));
    expect(row?.adminSecretEncrypted).not.toContain(first);

    const visitor = browser(app, '10.9.0.1');
    const signedIn = await visitor.post('/api/agency-admin/sign-in', { secret: first });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ region: 'na', workspaceUid: owner.workspace.uid });
    const me = await visitor.get('/api/auth/me');
    expect(me.json().account.email).toBe(owner.email);

    const second = (await owner.client.post(url)).json().secret as string;
    expect(second).not.toBe(first);
    const stale = await browser(app, '10.9.0.2').post('/api/agency-admin/sign-in', { secret: first });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.message).toBe(ADMIN_SIGN_IN_FAILED_MESSAGE);
    expect((await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/agency`)).json().hasAdminSecret).toBe(
      true,
    );
  });

  it('refuses a wrong secret in the spec words and stops guessing from one address', async () => {
    const guesser = browser(app, '10.9.0.3');
    for (let i = 0; i < 10; i++) {
      const res = await guesser.post('/api/agency-admin/sign-in', { secret: `wrong-secret-${i}` });
      expect(res.json().error.message).toBe(ADMIN_SIGN_IN_FAILED_MESSAGE);
      expect(guesser.cookie).toBeUndefined();
    }
    const limited = await guesser.post('/api/agency-admin/sign-in', { secret: 'one-more' });
    expect(limited.statusCode).toBe(429);
  });
});
