import { expect, type Frame, test } from '@playwright/test';
import { publish } from '../support/agent-page.js';
import { customerSite, widgetOn } from '../support/customer-site.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';
import {
  chatFrame,
  enableWebCalling,
  expectOneCallMinuteCharged,
  normalise,
  openVoiceConversationInChats,
} from '../support/voice-call.js';

const { visit } = customerSite();

/** The chat frame's speech test hook (apps/widget/src/voice/test-hook.ts). */
interface Hook {
  enabled: true;
  say?: (text: string) => void;
  startSpeaking?: () => void;
  spoken: string[];
  interruptions: number;
  listening: boolean;
}
const hookOf = (frame: Frame) =>
  frame.evaluate(() => {
    const hook = (window as unknown as { __agentVoiceTest?: Hook }).__agentVoiceTest;
    return {
      listening: hook?.listening === true,
      spoken: hook?.spoken ?? [],
      interruptions: hook?.interruptions ?? 0,
    };
  });

test('the Voice tab saves its settings; a web call on the widget is answered aloud and shows in Chats', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');

  await test.step('the Voice Library says who plays previews and picks a Deepgram voice', async () => {
    await page.goto(`/app/na/agents/${agentId}/voice`);
    await expect(page.getByRole('tab', { name: 'Voice Library' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Speech Generation', 'Transcriber', 'Phone Numbers', 'Test Call', 'Advanced']) {
      await expect(page.getByRole('tab', { name })).toBeVisible();
    }
    // A new own-platform agent speaks with Google Live (spec 000 §3), in its default voice, shown selected.
    await expect(page.locator('[data-voice-id="puck"]').getByText('Selected')).toBeVisible();
    await page.getByText('Deepgram', { exact: true }).click();
    // The e2e server has no Deepgram key: the browser speaks previews, and says so.
    await expect(page.getByTestId('preview-source')).toHaveText(
      'Deepgram is not configured on this server: previews are spoken by your browser’s speech synthesis.',
    );
    await expect(page.locator('[data-voice-id="asteria"]')).toBeVisible();
    await page.getByRole('button', { name: 'Use Luna' }).click();
    await expect(page.locator('[data-voice-id="luna"]').getByText('Selected')).toBeVisible();
  });

  await test.step('Speech Generation shows the choice; Transcriber and Advanced are edited', async () => {
    await page.getByRole('tab', { name: 'Speech Generation' }).click();
    await expect(page).toHaveURL(/\/voice\?tab=speechGen$/);
    await expect(page.locator('[id="voice.speechGenProvider"]')).toHaveValue('Deepgram');
    await expect(page.locator('[id="voice.speechGenVoice"]')).toHaveValue('Luna (en-US)');

    await page.getByRole('tab', { name: 'Transcriber' }).click();
    // An own-platform agent's defaults (spec 000 §3).
    await expect(page.locator('[id="voice.transcriberModel"]')).toHaveValue('Nova 2');
    await expect(page.locator('[id="voice.utteranceThreshold"]')).toHaveValue('150');
    await page.locator('[id="voice.transcriberModel"]').click();
    await page.getByRole('option', { name: 'Nova 3' }).click();
    await page.locator('[id="voice.utteranceThreshold"]').fill('300');

    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.getByLabel('Enable web calling').check({ force: true });
    await page.getByLabel('Maximum minutes per month').fill('120');
    await page.locator('[id="voice.backgroundNoise"]').click();
    await page.getByRole('option', { name: 'Office' }).click();
    await publish(page);
  });

  await test.step('after a reload every field reads as saved', async () => {
    await page.reload();
    await expect(page.getByLabel('Enable web calling')).toBeChecked();
    await expect(page.getByLabel('Maximum minutes per month')).toHaveValue('120');
    await expect(page.locator('[id="voice.backgroundNoise"]')).toHaveValue('Office');
    await page.getByRole('tab', { name: 'Transcriber' }).click();
    await expect(page.locator('[id="voice.transcriberModel"]')).toHaveValue('Nova 3');
    await expect(page.locator('[id="voice.utteranceThreshold"]')).toHaveValue('300');
    await page.getByRole('tab', { name: 'Speech Generation' }).click();
    await expect(page.locator('[id="voice.speechGenVoice"]')).toHaveValue('Luna (en-US)');
    const { agent } = await (await page.request.get(`/api/na/v2/agents/${agentId}`)).json();
    expect(agent.voiceConfig).toEqual({
      config: { recordAudio: false, enableWebCalling: true, backgroundNoise: 'office' },
      transcriber: { provider: 'deepgram', modelId: 'nova-3', utteranceThreshold: 300, language: 'en' },
      speechGen: { provider: 'deepgram', voiceId: 'luna' },
    });
    expect(agent.vapiConfig.maxMinutesMonthly).toBe(120);
  });

  await test.step('the Channels tab shows the voice channel Active', async () => {
    const channels = await (await page.request.get(`/api/na/v2/agents/${agentId}/channels`)).json();
    expect(channels.voiceActive).toBe(true);
  });

  const widget = widgetOn(page);
  const question = 'What are your opening hours?';
  await test.step('on the customer site, a call: recognised speech is sent, the answer is spoken', async () => {
    // Headless Chromium cannot recognise speech: the frame takes the "recognised" words from the
    // test hook; sending, answering and speaking are real.
    await page.addInitScript(() => {
      (window as unknown as { __agentVoiceTest: { enabled: true } }).__agentVoiceTest = { enabled: true };
    });
    await visit(page, agentId);
    await widget.launcher.click();
    await expect(widget.chat.locator('.message.assistant').first()).toBeVisible();
    await widget.chat.getByRole('button', { name: 'Start a voice call' }).click();
    await expect(widget.chat.getByRole('status').filter({ hasText: 'Listening…' })).toBeVisible();
    const frame = chatFrame(page);
    await expect.poll(async () => (await hookOf(frame)).listening).toBe(true);
    await frame.evaluate(
      (text) => (window as unknown as { __agentVoiceTest: Hook }).__agentVoiceTest.say?.(text),
      question,
    );
    await expect(widget.chat.locator('.message.user')).toHaveText(`You: ${question}`);
    await expect(widget.chat.locator('.message.assistant')).toHaveCount(2);
    await expect.poll(async () => (await hookOf(frame)).spoken.length).toBe(1);
    const [spoken] = (await hookOf(frame)).spoken;
    const shown = (await widget.chat.locator('.message.assistant').nth(1).innerText()).replace(/^Agent:\s*/, '');
    expect(spoken).toBeTruthy();
    expect(normalise(shown)).toContain(normalise(spoken ?? '').slice(0, 40));
  });

  await test.step('End call hangs up and stops listening', async () => {
    const frame = chatFrame(page);
    await widget.chat.getByRole('button', { name: 'End call' }).click();
    await expect(widget.chat.getByRole('status').filter({ hasText: 'Call ended.' })).toBeVisible();
    await expect.poll(async () => (await hookOf(frame)).listening).toBe(false);
  });

  await test.step('the call’s minute is charged once in the credit log', async () => {
    await expectOneCallMinuteCharged(page, owner, agentId);
  });

  await test.step('Chats lists it as a voice conversation with its transcript', async () => {
    const transcript = await openVoiceConversationInChats(page, agentId);
    await expect(transcript.getByText(question)).toBeVisible();
    await expect(transcript.getByText('AI', { exact: true })).toBeVisible();
  });
});

test('the chat offers a call when promptOnWeb is on, and says so plainly where the browser has no speech', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');
  await enableWebCalling(page, owner, agentId, { promptOnWeb: true });
  // A browser without speech recognition or synthesis, and no test hook.
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
    delete scope.speechSynthesis;
    delete (Window.prototype as unknown as Record<string, unknown>).speechSynthesis;
  });
  const widget = widgetOn(page);
  await visit(page, agentId);
  await widget.launcher.click();
  const prompt = widget.chat.getByRole('dialog', { name: 'Would you like to talk with us by voice?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Start call' }).click();
  await expect(widget.chat.getByRole('status').filter({ hasText: 'voice calls do not work here' })).toHaveText(
    'This browser can neither recognise nor speak speech, so voice calls do not work here. Please try Chrome, Edge or Safari, or type your message.',
  );
  await expect(prompt).toBeHidden();
  // Nothing was started: the conversation stays a web chat, typed in as before.
  const input = widget.chat.getByRole('textbox', { name: 'Message' });
  await input.fill('I will type then.');
  await input.press('Enter');
  await expect(widget.chat.locator('.message.assistant')).toHaveCount(2);
  const listed = async (channel: string) =>
    (await (await page.request.get(`/api/na/workspaces/${owner.workspaceUid}/conversations?channel=${channel}`)).json())
      .conversations.length;
  expect(await listed('web')).toBe(1);
  expect(await listed('voice')).toBe(0);
});
