import { expect, test } from '@playwright/test';
import type { DeepgramCall, DeepgramStream } from '../../apps/server/test/fakes/deepgram-server.js';
import config, {
  DEEPGRAM_SERVER_PORT,
  FAKE_DEEPGRAM_AUDIO_SECONDS,
  FAKE_DEEPGRAM_KEY,
  FAKE_DEEPGRAM_PORT,
} from '../playwright.config.js';
import { customerSite, widgetOn } from '../support/customer-site.js';
import { createAgentThroughApi, signUpOwner } from '../support/owners.js';
import {
  chatFrame,
  enableWebCalling,
  expectOneCallMinuteCharged,
  normalise,
  openVoiceConversationInChats,
} from '../support/voice-call.js';

/**
 * A Deepgram web call in a real browser, with nothing standing in for the browser: Chromium's
 * fake microphone feeds MediaRecorder, the audio goes over the call's WebSocket through the
 * product server (the second e2e server, which has Deepgram configured) to the fake Deepgram,
 * and each answer's audio comes back from the fake's /v1/speak as real MP3 that the chat plays.
 * The fake cannot understand the beep the fake microphone makes: the test tells it what to
 * "hear" in the next audio it receives.
 */
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  baseURL: `http://localhost:${DEEPGRAM_SERVER_PORT}`,
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      // A microphone that is there and allowed, without a permission prompt.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      // No autoplay flag: the visitor's click on the call button lets the chat frame play sound.
    ],
  },
});

const { visit } = customerSite();
const deepgram = `http://127.0.0.1:${FAKE_DEEPGRAM_PORT}`;
const streams = async () => (await (await fetch(`${deepgram}/__streams`)).json()) as DeepgramStream[];
const speakCalls = async () => (await (await fetch(`${deepgram}/__calls`)).json()) as DeepgramCall[];
/** The fake Deepgram recognises `text` in the next audio it receives. */
async function hear(text: string) {
  const response = await fetch(`${deepgram}/__hear`, { method: 'POST', body: JSON.stringify({ text }) });
  expect(response.status).toBe(202);
}

test('a Deepgram web call streams the microphone, plays the answers, stops when the visitor speaks, and shows in Chats', async ({
  page,
  baseURL,
}) => {
  const owner = await signUpOwner(page, baseURL);
  const agentId = await createAgentThroughApi(page, owner, 'Front desk');
  await enableWebCalling(page, owner, agentId);

  const widget = widgetOn(page);
  const status = widget.chat.locator('[role="status"][data-call-state]');
  const firstQuestion = 'What are your opening hours?';
  const secondQuestion = 'Do you deliver on Sundays?';
  let streamIndex = 0;
  const ourStream = async () => (await streams())[streamIndex];

  await test.step('a call streams the real microphone through the server to Deepgram', async () => {
    await visit(page, agentId);
    await widget.launcher.click();
    await expect(widget.chat.locator('.message.assistant').first()).toBeVisible();
    streamIndex = (await streams()).length;
    await widget.chat.getByRole('button', { name: 'Start a voice call' }).click();
    await expect(status).toHaveText(/Listening…/);
    await expect.poll(async () => (await ourStream())?.audioBytes ?? 0).toBeGreaterThan(0);
    const stream = await ourStream();
    expect(stream?.authorization).toBe(`Token ${FAKE_DEEPGRAM_KEY}`);
    // An own-platform agent's transcriber defaults (spec 000 §3).
    expect(stream?.query).toMatchObject({ model: 'nova-2', language: 'en', endpointing: '150' });
  });

  // Every state the call shows from here on, in order, as the visitor sees them.
  await chatFrame(page).evaluate(() => {
    const bar = document.querySelector('[role="status"][data-call-state]');
    if (!bar) throw new Error('the call shows no state');
    const seen: string[] = [];
    (window as unknown as { callStates: string[] }).callStates = seen;
    new MutationObserver(() => seen.push(bar.getAttribute('data-call-state') ?? '')).observe(bar, {
      attributeFilter: ['data-call-state'],
    });
  });
  const callStates = () =>
    chatFrame(page).evaluate(() => [...(window as unknown as { callStates: string[] }).callStates]);

  let firstAnswer = '';
  let secondAnswer = '';
  await test.step('what Deepgram hears is sent, and the answer is spoken by Deepgram and played', async () => {
    await hear(firstQuestion);
    await expect(widget.chat.locator('.message.user')).toHaveText([`You: ${firstQuestion}`]);
    await expect(widget.chat.locator('.message.assistant')).toHaveCount(2);
    await expect(status).toHaveText(/The agent is speaking…/);
    // Spoken once it is complete.
    firstAnswer = (await widget.chat.locator('.message.assistant').nth(1).innerText()).replace(/^Agent:\s*/, '');
    await expect.poll(async () => (await speakCalls()).length).toBe(1);
    const [spoken] = await speakCalls();
    // The agent's voice: an own-platform agent's default, Asteria.
    expect(spoken).toMatchObject({ model: 'aura-asteria-en', authorization: `Token ${FAKE_DEEPGRAM_KEY}` });
    expect(normalise(firstAnswer)).toContain(normalise(spoken?.text ?? '').slice(0, 40));
    expect((await ourStream())?.heard).toEqual([firstQuestion]);
  });

  await test.step('the answer really plays: the agent is still speaking seconds later', async () => {
    // A failed or empty playback ends the speaking state at once; this audio lasts 30 seconds.
    await page.waitForTimeout(3_000);
    await expect(status).toHaveAttribute('data-call-state', 'speaking');
    expect(await callStates()).not.toContain('listening');
  });

  await test.step('the visitor speaks over the answer: playback stops at once and the new words are answered', async () => {
    const before = (await callStates()).length;
    await hear(secondQuestion);
    // Without the interruption, the new words would be sent only once the first answer's audio
    // ended, more than 20 seconds from here: this wait is far shorter.
    const shortOfTheAudio = { timeout: ((FAKE_DEEPGRAM_AUDIO_SECONDS - 3) * 1000) / 2 };
    await expect(widget.chat.locator('.message.user')).toHaveText(
      [`You: ${firstQuestion}`, `You: ${secondQuestion}`],
      shortOfTheAudio,
    );
    await expect(widget.chat.locator('.message.assistant')).toHaveCount(3);
    await expect.poll(async () => (await speakCalls()).length).toBe(2);
    await expect(status).toHaveAttribute('data-call-state', 'speaking');
    secondAnswer = (await widget.chat.locator('.message.assistant').nth(2).innerText()).replace(/^Agent:\s*/, '');
    const spoken = (await speakCalls())[1];
    expect(spoken?.model).toBe('aura-asteria-en');
    expect(normalise(secondAnswer)).toContain(normalise(spoken?.text ?? '').slice(0, 40));
    // The first answer stopped (listening, or already thinking of the new words), then the second one spoken.
    const states = (await callStates()).slice(before);
    expect(states[0]).toMatch(/^(listening|thinking)$/);
    expect(states.at(-1)).toBe('speaking');
    expect((await ourStream())?.heard).toEqual([firstQuestion, secondQuestion]);
  });

  await test.step('End call hangs up and closes the Deepgram stream', async () => {
    await widget.chat.getByRole('button', { name: 'End call' }).click();
    await expect(status).toHaveText('Call ended.');
    await expect.poll(async () => (await ourStream())?.closedByClient).toBe(true);
  });

  await test.step('the call’s minute is charged once in the credit log', async () => {
    await expectOneCallMinuteCharged(page, owner, agentId);
  });

  await test.step('Chats lists it as a voice conversation with the words and the answers', async () => {
    const transcript = await openVoiceConversationInChats(page, agentId);
    await expect(transcript.getByText(firstQuestion)).toBeVisible();
    await expect(transcript.getByText(secondQuestion)).toBeVisible();
    for (const answer of [firstAnswer, secondAnswer]) {
      await expect.poll(async () => normalise(await transcript.innerText())).toContain(normalise(answer).slice(0, 40));
    }
  });
});
