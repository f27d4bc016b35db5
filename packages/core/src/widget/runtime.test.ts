import { describe, expect, it } from 'vitest';
import {
  asKeptConversation,
  chatFramePath,
  embedCode,
  readWidgetFrameMessage,
  readWidgetHostMessage,
  videoEmbedUrl,
} from './runtime.js';

describe('widget frame messages', () => {
  it('takes a close request and a kept conversation, and nothing else', () => {
    expect(readWidgetFrameMessage({ type: 'agent-widget:close' })).toEqual({ type: 'agent-widget:close' });
    const conversation = { conversationId: 'c0nversation1234567', visitorToken: 'tok_en-123' };
    expect(readWidgetFrameMessage({ type: 'agent-widget:conversation', conversation })).toEqual({
      type: 'agent-widget:conversation',
      conversation,
    });
    expect(readWidgetFrameMessage({ type: 'agent-widget:conversation', conversation: null })).toEqual({
      type: 'agent-widget:conversation',
      conversation: null,
    });
    for (const forged of [null, 'agent-widget:close', { type: 'agent-widget:open' }, { type: 'other' }]) {
      expect(readWidgetFrameMessage(forged)).toBeNull();
    }
  });

  it('refuses a kept conversation whose ids could carry anything but id characters', () => {
    expect(asKeptConversation({ conversationId: 'abc', visitorToken: '"><script>' })).toBeUndefined();
    expect(asKeptConversation({ conversationId: 'a&b=c', visitorToken: 'tok' })).toBeUndefined();
    expect(asKeptConversation({ conversationId: 'abc' })).toBeUndefined();
    expect(asKeptConversation(undefined)).toBeUndefined();
  });

  it('builds the chat frame address of an agent', () => {
    expect(chatFramePath('eu', 'Abc123')).toBe('/app/eu/render/Abc123/iframe');
  });
});

describe('loader messages to the chat frame', () => {
  it('takes a web page address and nothing else', () => {
    const url = 'https://shop.example/pricing?plan=team';
    expect(readWidgetHostMessage({ type: 'agent-widget:page', url })).toEqual({ type: 'agent-widget:page', url });
    expect(readWidgetHostMessage({ type: 'agent-widget:page', url: 'javascript:alert(1)' })).toBeNull();
    expect(
      readWidgetHostMessage({ type: 'agent-widget:page', url: `https://x.example/${'a'.repeat(2000)}` }),
    ).toBeNull();
    expect(readWidgetHostMessage({ type: 'agent-widget:close' })).toBeNull();
    expect(readWidgetHostMessage(null)).toBeNull();
  });
});

describe('the dashboard preview', () => {
  it('passes only the look it may change, as strings', () => {
    const message = readWidgetHostMessage({
      type: 'agent-widget:preview',
      look: { title: 'Support', fontFamily: 7, ADVANCED_customCSS: 'body{}', customThemeJSONString: '{}' },
    });
    expect(message).toEqual({ type: 'agent-widget:preview', look: { title: 'Support', customThemeJSONString: '{}' } });
    expect(readWidgetHostMessage({ type: 'agent-widget:preview' })).toBeNull();
  });
});

describe('embed code', () => {
  const base = { scriptUrl: 'https://app.example/widget/loader.js', agentId: 'a1', region: 'eu' as const };

  it('names no mode for the default, and the mode otherwise', () => {
    expect(embedCode({ ...base, mode: 'bottom-right' })).toBe(
      '<script src="https://app.example/widget/loader.js" data-agent-id="a1" data-region="eu"></script>',
    );
    expect(embedCode({ ...base, mode: 'popup' })).toContain(' data-render-mode="popup"');
  });

  it('gives the embedded mode its 500x500 container', () => {
    const code = embedCode({ ...base, mode: 'embedded' });
    expect(code).toMatch(
      /^<div id="agent-chat" style="width: 500px; max-width: 100%; height: 500px"><\/div>\n<script /,
    );
    expect(code).toContain('data-render-mode="embedded" data-container="agent-chat"');
  });
});

describe('video embeds', () => {
  it('plays YouTube, Vimeo and Loom links in their players, and nothing else', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://www.loom.com/share/0123456789abcdef0123456789abcdef')).toBe(
      'https://www.loom.com/embed/0123456789abcdef0123456789abcdef',
    );
    expect(videoEmbedUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v="><script>')).toBeUndefined();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeUndefined();
  });
});
