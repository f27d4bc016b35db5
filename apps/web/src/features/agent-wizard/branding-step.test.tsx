import type { WebsiteAnalysis } from '@agent-platform/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, refusal, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { renderDashboard } from '../../../test/render';
import { BrandingStep } from './branding-step';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => resetFakeApi());

const company = {
  companyName: 'Larkspur Coffee Roasters',
  website: 'https://larkspur.example/',
  description: 'Small-batch coffee, roasted twice a week and delivered.',
};

const analysis: WebsiteAnalysis = {
  url: 'https://larkspur.example/',
  companyName: 'Larkspur',
  description: null,
  faviconUrl: null,
  logoUrl: 'https://larkspur.example/logo.png',
  brandColors: [{ hex: '#1f6f5c', source: 'theme-color' }],
  primaryColor: '#1f6f5c',
  theme: { themeType: 'light', primary: '#1f6f5c' },
  pages: [],
};

const LOGO_ROUTE = 'POST /api/eu/workspaces/ws_1/agent-wizard/logo';
const CREATE_ROUTE = 'POST /api/eu/workspaces/ws_1/agents/from-website';
const UPLOADED_URL = 'https://dashboard.test/api/eu/public/files/abcdefghijklmnopqrstuvwx';

async function renderBranding() {
  answerWith('POST /api/eu/workspaces/ws_1/website-analysis', { status: 200, body: analysis });
  const rendered = renderDashboard(
    <BrandingStep
      workspace={{ region: 'eu', uid: 'ws_1' }}
      company={company}
      backButton={null}
      onBackToCompanyInfo={() => {}}
      onCreated={() => {}}
    />,
  );
  await screen.findByRole('button', { name: 'Upload a logo' });
  const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...rendered, picker };
}

const pictureFile = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe("the branding step's logo upload", () => {
  it('says which files it takes, and the picker offers only those', async () => {
    const { picker } = await renderBranding();
    expect(screen.getByText('png, jpg, jpeg, gif, webp up to 0.5 MB')).toBeTruthy();
    expect(picker.accept).toBe('.png,.jpg,.jpeg,.gif,.webp');
  });

  it('refuses another type and a file over 0.5 MB in the uploader’s words, without sending it', async () => {
    const { picker } = await renderBranding();
    // A browser's "All files" choice gets past the picker's filter.
    fireEvent.change(picker, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Only png, jpg, jpeg, gif, webp Files');
    fireEvent.change(picker, { target: { files: [pictureFile('huge.png', 0.5 * 1024 * 1024 + 1)] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Max size: 0.5 MBs'));
    expect(requestsTo(LOGO_ROUTE)).toHaveLength(0);
  });

  it("shows the server's refusal when it refuses the picture", async () => {
    answerWith(LOGO_ROUTE, refusal(400, 'VALIDATION_FAILED', 'Only png, jpg, jpeg, gif, webp Files'));
    const { user, picker } = await renderBranding();
    await user.upload(picker, pictureFile('fake.png', 100));
    expect((await screen.findByRole('alert')).textContent).toBe('Only png, jpg, jpeg, gif, webp Files');
    expect(screen.getByRole('img', { name: 'Logo found on your website' })).toBeTruthy();
  });

  it('shows the uploaded logo in place of the found one, and the agent is created with it', async () => {
    answerWith(LOGO_ROUTE, {
      status: 201,
      body: {
        url: UPLOADED_URL,
        path: '/api/eu/public/files/abcdefghijklmnopqrstuvwx',
        id: 'abcdefghijklmnopqrstuvwx',
        dbFilePath: 'ws_1/k3j4h5g6.png',
        filename: 'k3j4h5g6.png',
        sizeKB: 1,
      },
    });
    answerWith(CREATE_ROUTE, {
      status: 201,
      body: { agentCreated: { ID: 'agent_1' }, title: company.companyName, crawlId: 'crawl_1' },
    });
    const { user, picker } = await renderBranding();
    await user.upload(picker, pictureFile('larkspur.png', 2048));
    const uploaded = await screen.findByRole('img', { name: 'Your uploaded logo' });
    expect(uploaded.getAttribute('src')).toBe(UPLOADED_URL);
    expect(requestsTo(LOGO_ROUTE)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Upload another logo' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create agent' }));
    await waitFor(() => expect(requestsTo(CREATE_ROUTE)).toHaveLength(1));
    expect(requestsTo(CREATE_ROUTE)[0]?.body).toMatchObject({ logoUrl: UPLOADED_URL, brandColor: '#1f6f5c' });
  });
});
