import { type Campaign, type CampaignDraft, CONTACT_STATES } from '@agent-platform/core';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { fill, renderDashboard } from '../../../test/render';
import { CampaignFormModal } from './campaign-form-modal';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => {
  resetFakeApi();
  notifications.clean();
});

const CREATE = 'POST /api/na/workspaces/ws_1/campaigns';
const TEMPLATES = 'GET /api/na/v2/agents/agent_1/campaign-templates';

/** The server's answer to a create: the draft as a saved campaign. */
function savedCampaign({ body }: { body: unknown }): { status: number; body: Campaign } {
  const draft = body as CampaignDraft;
  return {
    status: 201,
    body: {
      id: 'c_1',
      agentId: draft.agentId,
      name: draft.name,
      kind: draft.kind,
      status: 'draft',
      stoppedReason: null,
      schedule: draft.schedule,
      template: draft.template,
      openingLine: draft.openingLine,
      maxSimultaneous: draft.maxSimultaneous,
      retries: draft.retries,
      contacts: 0,
      totals: Object.fromEntries(CONTACT_STATES.map((state) => [state, 0])) as Campaign['totals'],
      reached: 0,
      responded: 0,
      creditsSpent: 0,
      createdAt: '2026-06-01T00:00:00.000Z',
      startedAt: null,
      endedAt: null,
    },
  };
}

function openNewCampaign() {
  const onSaved = vi.fn();
  const rendered = renderDashboard(
    <>
      <Notifications />
      <CampaignFormModal
        opened
        onClose={() => {}}
        region="na"
        workspaceUid="ws_1"
        agentId="agent_1"
        onSaved={onSaved}
      />
    </>,
  );
  return { ...rendered, onSaved, form: screen.getByRole('form', { name: 'New campaign' }) };
}

describe('the new campaign form', () => {
  it('still sends a WhatsApp campaign with its approved template', async () => {
    answerWith(TEMPLATES, {
      status: 200,
      body: { templates: [{ name: 'hello_again', language: 'en', category: 'UTILITY', bodyText: 'Hello again!' }] },
    });
    answerWith(CREATE, savedCampaign);
    const { user, form, onSaved } = openNewCampaign();

    await fill(user, within(form).getByRole('textbox', { name: 'Campaign name' }), 'Spring follow-up');
    await user.click(await within(form).findByRole('textbox', { name: 'WhatsApp template' }));
    await user.click(screen.getByRole('option', { name: 'hello_again (en)' }));
    expect(within(form).getByText('Hello again!')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Create campaign' }));

    expect(await screen.findByText('Campaign created')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledOnce();
    expect(requestsTo(CREATE)[0]?.body).toMatchObject({
      name: 'Spring follow-up',
      agentId: 'agent_1',
      kind: 'whatsapp',
      template: { name: 'hello_again', language: 'en', variables: [] },
    });
  });

  it('sends a phone campaign with its opening line and calling settings, and no template', async () => {
    // No WhatsApp connected: the template list is refused, which a phone campaign does not need.
    answerWith(TEMPLATES, {
      status: 409,
      body: { error: { code: 'CAMPAIGN_NOT_CONNECTED', message: 'Connect this agent to WhatsApp first.' } },
    });
    answerWith(CREATE, savedCampaign);
    const { user, form, onSaved } = openNewCampaign();

    await fill(user, within(form).getByRole('textbox', { name: 'Campaign name' }), 'Renewal calls');
    await user.click(within(form).getByRole('radio', { name: 'Phone calls' }));
    expect(within(form).queryByRole('textbox', { name: 'WhatsApp template' })).toBeNull();
    expect(within(form).queryByText('Connect this agent to WhatsApp first.')).toBeNull();

    await fill(user, within(form).getByRole('textbox', { name: 'Opening line' }), 'Hi {name}, about your {plan} plan.');
    expect(within(form).getByText('Hi Alex, about your [plan] plan.')).toBeTruthy();
    const callsAtOnce = within(form).getByRole('textbox', { name: 'Calls at once' });
    await user.clear(callsAtOnce);
    await user.click(within(form).getByRole('button', { name: 'Create campaign' }));
    expect(within(form).getByText('Enter a number.')).toBeTruthy();
    expect(requestsTo(CREATE)).toHaveLength(0);

    await fill(user, callsAtOnce, '3');
    const retries = within(form).getByRole('textbox', { name: 'Retries after no answer or busy' });
    await user.clear(retries);
    await fill(user, retries, '1');
    const spacing = within(form).getByRole('textbox', { name: 'Minutes between retries' });
    await user.clear(spacing);
    await fill(user, spacing, '90');
    await user.click(within(form).getByRole('button', { name: 'Create campaign' }));

    expect(await screen.findByText('Campaign created')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledOnce();
    expect(requestsTo(CREATE)[0]?.body).toMatchObject({
      name: 'Renewal calls',
      kind: 'voice',
      openingLine: 'Hi {name}, about your {plan} plan.',
      maxSimultaneous: 3,
      retries: { count: 1, spacingMinutes: 90 },
      template: null,
    });
  });
});
