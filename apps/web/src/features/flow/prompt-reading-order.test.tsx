import { findTemplate, newAgent } from '@agent-platform/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../test/render';
import { PromptReadingOrder } from './prompt-reading-order';

const template = findTemplate('customer-support');
const agent = {
  ...newAgent({
    id: 'a1b2c3d4e5f6g7h8',
    secretKey: 'vg_abcdefghijklmnopqrst',
    title: 'Support',
    ownerID: 'ws_1',
    agentPlatform: 'vg',
    colorScheme: 'light',
    now: 1_700_000_000,
  }),
  ...template?.body,
  vg_prompt: 'Answer in two sentences at most.',
};

describe('How your agent reads this', () => {
  it("previews the prompt of a new conversation: the template's instructions, the main prompt, then the Canvas step", async () => {
    const { user } = renderDashboard(<PromptReadingOrder agent={agent} />);
    await user.click(screen.getByRole('button', { name: 'Preview the full prompt' }));

    const dialog = await screen.findByRole('dialog', { name: 'The full prompt' });
    const parts = within(dialog).getAllByRole('group');
    expect(parts.map((part) => part.getAttribute('aria-label'))).toEqual([
      'Agent instructions',
      'Main prompt',
      'Opening prompt',
      'Canvas step',
      'UI engine',
    ]);
    expect(parts[0]?.textContent).toContain('You are the customer support assistant of this company.');
    expect(parts[1]?.textContent).toContain('Answer in two sentences at most.');
    // The template's flow starts at its "Conversation" step.
    expect(parts[3]?.textContent).toContain('You are at the step "Conversation" of this conversation.');
  });

  it('says so when the model would get no instructions at all', async () => {
    const empty = {
      ...agent,
      vg_systemPrompt: '',
      vg_prompt: '',
      vg_initPrompt: '',
      enableNodes: false,
      vg_enableUIEngine: false,
    };
    const { user } = renderDashboard(<PromptReadingOrder agent={empty} />);
    await user.click(screen.getByRole('button', { name: 'Preview the full prompt' }));

    const dialog = await screen.findByRole('dialog', { name: 'The full prompt' });
    expect(within(dialog).getByText('Nothing yet: the model gets no instructions at all.')).toBeTruthy();
    expect(within(dialog).queryAllByRole('group')).toHaveLength(0);
  });
});
