import type { Agent } from '@agent-platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_VF_GREETING, type FakeVoiceflow, startFakeVoiceflow } from '../../test/fakes/voiceflow-server.js';
import { createEgress } from '../platform/egress/egress.js';
import { AppError } from '../platform/errors.js';
import { flowRuntimeAnswer } from './flow-runtime-answer.js';

const KEY = 'VF.DM.0123456789abcdef.runtime-key';

let fake: FakeVoiceflow;
beforeAll(async () => {
  fake = await startFakeVoiceflow({ apiKey: KEY });
});
afterAll(() => fake.close());

const vfAgent = (vfSettings: Agent['vfSettings']): Pick<Agent, 'agentPlatform' | 'vfSettings'> => ({
  agentPlatform: 'vf',
  vfSettings,
});

describe('flowRuntimeAnswer', () => {
  it("answers a vf agent's turns from its runtime: text, choice buttons and the end", async () => {
    const deps = { egress: createEgress({ allow: [fake.hostPort] }) };
    const agent = vfAgent({ enableIgnoreUrlPaths: true, runtimeUrl: fake.url, versionID: 'v-42' });

    const launched = await flowRuntimeAnswer(deps, {
      conversationId: 'conv-A',
      agent,
      apiKey: KEY,
      input: { type: 'launch' },
    });
    expect(launched).toEqual({
      text: FAKE_VF_GREETING,
      parts: [{ type: 'buttons', buttons: [{ label: 'Pricing' }, { label: 'Support' }] }],
      ended: false,
    });
    const clicked = await flowRuntimeAnswer(deps, {
      conversationId: 'conv-A',
      agent,
      apiKey: KEY,
      input: { type: 'text', text: 'Pricing' },
    });
    expect(clicked).toEqual({ text: 'You said: Pricing', parts: [], ended: false });
    const ended = await flowRuntimeAnswer(deps, {
      conversationId: 'conv-A',
      agent,
      apiKey: KEY,
      input: { type: 'text', text: 'bye' },
    });
    expect(ended).toEqual({ text: 'Goodbye!', parts: [], ended: true });

    // Each conversation is its own user at the runtime, on the agent's version.
    expect(fake.requests.slice(-3).map((r) => [r.userID, r.versionID, r.authorization])).toEqual([
      ['conv-A', 'v-42', KEY],
      ['conv-A', 'v-42', KEY],
      ['conv-A', 'v-42', KEY],
    ]);
  });

  it('uses the production version when the agent names none', async () => {
    const deps = { egress: createEgress({ allow: [fake.hostPort] }) };
    await flowRuntimeAnswer(deps, {
      conversationId: 'conv-B',
      agent: vfAgent({ runtimeUrl: fake.url }),
      apiKey: KEY,
      input: { type: 'launch' },
    });
    expect(fake.requests.at(-1)).toMatchObject({ userID: 'conv-B', versionID: 'production' });
  });

  it('fails with a sentence the owner can act on', async () => {
    const allowed = { egress: createEgress({ allow: [fake.hostPort] }) };
    const agent = vfAgent({ runtimeUrl: fake.url });
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (e: unknown) => e as AppError,
      );

    const noKey = await failure(
      flowRuntimeAnswer(allowed, { conversationId: 'c', agent, apiKey: null, input: { type: 'launch' } }),
    );
    expect(noKey).toBeInstanceOf(AppError);
    expect(noKey).toMatchObject({
      code: 'FLOW_RUNTIME_FAILED',
      message: "This agent has no flow runtime API key. Save one in the agent's settings.",
    });

    const wrongKey = await failure(
      flowRuntimeAnswer(allowed, { conversationId: 'c', agent, apiKey: 'VF.DM.wrong', input: { type: 'launch' } }),
    );
    expect(wrongKey).toMatchObject({
      code: 'FLOW_RUNTIME_FAILED',
      message: "The flow runtime refused the API key. Check the API key in the agent's settings.",
    });

    const unlisted = await failure(
      flowRuntimeAnswer(
        { egress: createEgress({ allow: [] }) },
        { conversationId: 'c', agent, apiKey: KEY, input: { type: 'launch' } },
      ),
    );
    expect(unlisted).toMatchObject({ code: 'FLOW_RUNTIME_FAILED' });
    expect((unlisted as AppError).message).toMatch(/^Could not reach the flow runtime: /);
  });
});
