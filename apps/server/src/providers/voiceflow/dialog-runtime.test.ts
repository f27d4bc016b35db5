import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_VF_BUTTONS,
  FAKE_VF_GREETING,
  type FakeVoiceflow,
  startFakeVoiceflow,
} from '../../../test/fakes/voiceflow-server.js';
import { createEgress, EgressError } from '../../platform/egress/egress.js';
import { DialogRuntimeError, interact, replyFromTraces } from './dialog-runtime.js';

const KEY = 'VF.DM.6543210fedcba.abcdefgh1234';

let fake: FakeVoiceflow;
beforeAll(async () => {
  fake = await startFakeVoiceflow({ apiKey: KEY });
});
afterAll(() => fake.close());

const turn = (action: Parameters<typeof interact>[1]['action'], apiKey = KEY) => ({
  runtimeUrl: `${fake.url}/`,
  versionID: 'development',
  apiKey,
  userID: 'conv 1/a',
  action,
});

describe('dialog runtime adapter', () => {
  it('launches a conversation and sends text, with the key, the version and the userID the runtime expects', async () => {
    const egress = createEgress({ allow: [fake.hostPort] });
    const launched = replyFromTraces(await interact(egress, turn({ type: 'launch' })));
    expect(launched).toEqual({ text: FAKE_VF_GREETING, buttons: FAKE_VF_BUTTONS, ended: false });

    const answered = replyFromTraces(await interact(egress, turn({ type: 'text', payload: 'Pricing' })));
    expect(answered).toEqual({ text: 'You said: Pricing', buttons: [], ended: false });

    const [launch, text] = fake.requests.slice(-2);
    expect(launch).toMatchObject({
      method: 'POST',
      path: '/state/user/conv%201%2Fa/interact',
      userID: 'conv 1/a',
      authorization: KEY,
      versionID: 'development',
      body: { action: { type: 'launch' } },
    });
    expect(text?.body).toMatchObject({ action: { type: 'text', payload: 'Pricing' } });
  });

  it('reads the end of the flow, and says when the runtime refuses the key or fails', async () => {
    const egress = createEgress({ allow: [fake.hostPort] });
    expect(replyFromTraces(await interact(egress, turn({ type: 'text', payload: 'bye' })))).toEqual({
      text: 'Goodbye!',
      buttons: [],
      ended: true,
    });

    const refused = await interact(egress, turn({ type: 'launch' }, 'VF.DM.wrong')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DialogRuntimeError);
    expect(refused).toMatchObject({ reason: 'unauthorized', status: 401 });

    fake.queue({ status: 500 });
    const failed = await interact(egress, turn({ type: 'launch' })).catch((e: unknown) => e);
    expect(failed).toMatchObject({ reason: 'http', message: 'The flow runtime answered 500.' });
  });

  it('reaches a local runtime only through the egress allowlist', async () => {
    const before = fake.requests.length;
    const closed = createEgress({ allow: [] });
    const refused = await interact(closed, turn({ type: 'launch' })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EgressError);
    expect(refused).toMatchObject({ reason: 'blocked' });
    expect(fake.requests.length).toBe(before);
  });
});

describe('replyFromTraces', () => {
  it('joins messages, collects buttons from choices and cards, and skips traces it does not show', () => {
    expect(
      replyFromTraces([
        { type: 'speak', payload: { type: 'message', message: 'Hi!' } },
        { type: 'debug', payload: { message: 'internal' } },
        { type: 'text', payload: { message: '  How can I help?  ' } },
        { type: 'text', payload: { message: '   ' } },
        'not a trace',
        {
          type: 'cardV2',
          payload: { title: 'Plan A', description: { text: '$10 a month' }, buttons: [{ name: 'Buy A' }] },
        },
        { type: 'choice', payload: { buttons: [{ name: 'Yes', request: { type: 'path-1' } }, { name: 'No' }] } },
        { type: 'choice', payload: { wrong: true } },
      ]),
    ).toEqual({ text: 'Hi!\n\nHow can I help?\n\nPlan A\n$10 a month', buttons: ['Buy A', 'Yes', 'No'], ended: false });
    expect(replyFromTraces([])).toEqual({ text: '', buttons: [], ended: false });
  });
});
