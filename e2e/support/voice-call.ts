import { expect, type Frame, type Page } from '@playwright/test';
import type { Owner } from './owners.js';

/** The widget's chat frame on a page whose widget is open. */
export function chatFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => /\/render\/[^/]+\/iframe/.test(candidate.url()));
  if (!frame) throw new Error('the chat frame is not open');
  return frame;
}

/** Words only: how a voice says a text, whatever its markdown and punctuation. */
export const normalise = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Turns on web calls for `agentId` (Voice tab, Advanced: 'Enable web calling', and with `promptOnWeb` its prompt). */
export async function enableWebCalling(page: Page, owner: Owner, agentId: string, { promptOnWeb = false } = {}) {
  const { agent } = await (await page.request.get(`/api/na/v2/agents/${agentId}`)).json();
  const saved = await page.request.post(`/api/na/v2/agents/${agentId}`, {
    headers: { Origin: owner.origin },
    data: {
      ...agent,
      voiceConfig: { ...agent.voiceConfig, config: { ...agent.voiceConfig.config, enableWebCalling: true } },
      ...(promptOnWeb ? { vapiConfig: { ...agent.vapiConfig, promptOnWeb: true } } : {}),
    },
  });
  expect(saved.ok()).toBe(true);
}

/** The workspace's credit log charged one web call of one minute to `agentId`, once. */
export async function expectOneCallMinuteCharged(page: Page, owner: Owner, agentId: string) {
  // The chat says 'Call ended.' as it hangs up; the end of the call may still be on its way to the server.
  const voiceEntries = async () => {
    const log = await (await page.request.get(`/api/na/workspaces/${owner.workspaceUid}/usage/log`)).json();
    return log.entries.filter((entry: { featureKey: string | null }) => entry.featureKey === 'voice');
  };
  await expect.poll(async () => (await voiceEntries()).length).toBe(1);
  const calls = await voiceEntries();
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({
    reason: 'web-call',
    direction: 'decrease',
    agentId,
    logMessage: 'Web call, 1 min',
  });
}

/** Chats lists the agent's one conversation as a voice conversation; its transcript, opened. */
export async function openVoiceConversationInChats(page: Page, agentId: string) {
  await page.goto(`/app/na/agents/${agentId}/convos`);
  const item = page.getByRole('listitem').filter({ hasText: 'Voice' });
  await expect(item).toHaveCount(1);
  await item.click();
  return page.getByRole('log', { name: 'Transcript' });
}
