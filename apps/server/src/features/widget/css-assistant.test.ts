import { CSS_ASSISTANT_TEXTS, cssFromReply, DEFAULT_CUSTOM_CSS_SAMPLE, replyCost } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useChatTestbed } from '../../../test/chat-client.js';
import { creditLedger } from '../../platform/db/schema/index.js';
import { checkCustomCss } from './check-custom-css.js';

const { bed, ownerWithAgent, balanceOf } = useChatTestbed();

const ask = (text: string) => [{ role: 'user' as const, content: text }];

describe('AI CSS Assistant', () => {
  it("writes CSS with the workspace's model from the editor's CSS, and charges its credits once", async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const before = await balanceOf(owner.uid);
    bed.llm.queue({ text: 'Here you go:\n```css\n.chat header { background: #111; color: #fff; }\n```\nEnjoy!' });
    const res = await owner.client.post('/api/ai-css-generator', {
      messages: ask('Make the header dark with white text'),
      currentCSS: '.message.user { background: teal; }',
      userData: { uid: owner.uid },
      agentID: owner.agentId,
      bucket: 'na',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(cssFromReply(res.json().response)).toBe('.chat header { background: #111; color: #fff; }');

    const sent = JSON.stringify(bed.llm.requests.at(-1)?.body?.messages);
    expect(sent).toContain('.message.user { background: teal; }');
    expect(sent).toContain('Make the header dark with white text');

    const charges = await bed.app.regions
      .db('na')
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.workspaceUid, owner.uid), eq(creditLedger.featureKey, 'ai-css-generator')));
    expect(charges).toHaveLength(1);
    const [charge] = charges;
    expect(charge).toMatchObject({ causedBy: 'feature', agentId: owner.agentId });
    const credits = replyCost('gpt-4o', charge?.inputTokens ?? 0, charge?.outputTokens ?? 0);
    expect(credits).toBeGreaterThan(0);
    expect(await balanceOf(owner.uid)).toBeCloseTo(before - credits, 3);
  });

  it('says so when the workspace has no language model, and when the model fails', async () => {
    const bare = await ownerWithAgent({ withModel: false });
    const body = (agentID: string) => ({ messages: ask('Rounder bubbles'), currentCSS: '', agentID, bucket: 'na' });
    const none = await bare.client.post('/api/ai-css-generator', body(bare.agentId));
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toEqual({ code: 'NO_LANGUAGE_MODEL', message: CSS_ASSISTANT_TEXTS.noLanguageModel });

    const owner = await ownerWithAgent({ withModel: true });
    const before = await balanceOf(owner.uid);
    bed.llm.queue({ status: 500, message: 'boom' }, { status: 500, message: 'boom' });
    const failed = await owner.client.post('/api/ai-css-generator', body(owner.agentId));
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe(CSS_ASSISTANT_TEXTS.failed);
    expect(await balanceOf(owner.uid)).toBe(before);
  });

  it("refuses an empty message and another workspace's agent", async () => {
    const owner = await ownerWithAgent({ withModel: true });
    const stranger = await ownerWithAgent({ withModel: true });
    const blank = await owner.client.post('/api/ai-css-generator', {
      messages: ask('   '),
      agentID: owner.agentId,
      bucket: 'na',
    });
    expect(blank.statusCode).toBe(400);
    const foreign = await stranger.client.post('/api/ai-css-generator', {
      messages: ask('Rounder bubbles'),
      agentID: owner.agentId,
      bucket: 'na',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('finds the CSS of a reply only in its css or unlabelled code blocks', () => {
    expect(cssFromReply('No code here, sorry.')).toBeUndefined();
    expect(cssFromReply('```js\nalert(1)\n```')).toBeUndefined();
    expect(cssFromReply('```\n.a { color: red }\n```\nand\n```CSS\n.b { color: blue }\n```')).toBe(
      '.a { color: red }\n\n.b { color: blue }',
    );
  });

  it('starts the editor with a sample that is accepted and changes nothing until uncommented', () => {
    expect(checkCustomCss(DEFAULT_CUSTOM_CSS_SAMPLE)).toEqual({ css: '' });
  });
});
