import { cssHsl, readWidgetColours } from '@agent-platform/core/widget/palette';
import { CHAT_UPLOAD_EXTENSIONS, WIDGET_LANGUAGE_AUTOMATIC } from '@agent-platform/core/widget/runtime';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { DEFAULT_PRIMARY, fontStackOf } from '../shared/theme.js';
import { useCustomStyle } from './custom-style.js';
import type { FrameAddress } from './frame-address.js';
import { HandoffButton, HandoffWaiting } from './handoff.js';
import { isEmbedded, tellHostPage, usePreviewLook } from './host-page.js';
import { MessageText } from './message-text.js';
import { RichParts } from './rich-parts.js';
import { useConversation } from './use-conversation.js';

// Web calls load only for agents that offer them, outside the frame's first download.
const VoiceCall = lazy(() => import('../voice/voice-call.js'));

/** What the visitor reads while the agent may not answer (its credits or token cap are used up). */
const USAGE_GATE_CLOSED = 'This chat is not available right now. Please try again later.';
const POWERED_BY = 'Powered by Agent Platform';

const NO_AGENT_IMAGES = { agentImages: [], allowedHosts: [] };

/** The chat inside the widget's frame: header, messages, and the visitor's input. */
export function ChatApp({ address }: { address: FrameAddress }) {
  const conversation = useConversation(address);
  const preview = usePreviewLook();
  const widget = conversation.widget && { ...conversation.widget, ...preview };
  // Pictures load from this frame's own server (our files) and what the agent allows, nowhere else.
  const imageSources = { ownOrigins: [location.origin], ...(widget?.imageSources ?? NO_AGENT_IMAGES) };
  const { messages, sending, error, send, handoff, askForAPerson, sendLead, attach, shouldContinue, hasEverPaid } =
    conversation;
  useCustomStyle(widget?.ADVANCED_customCSS);
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  // Follow the conversation as answers stream in, gliding unless the agent turns scrollAnimation off.
  const scrollBehavior = widget?.scrollAnimation === false ? 'instant' : 'smooth';
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling is wanted on every new message and token.
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight, behavior: scrollBehavior });
  }, [messages]);
  // The chat's language for the browser and screen readers; 'automatic' is the visitor's own.
  const lang = widget && languageOf(widget.lang);
  useEffect(() => {
    if (lang) document.documentElement.lang = lang;
  }, [lang]);

  // A visitor who opens the chat writes at once; the dashboard's live preview must not take the
  // focus from the dashboard's own fields (the test panel beside it, the settings).
  const inDashboard = address.hostOrigin === location.origin;
  useEffect(() => {
    if (widget && !inDashboard) input.current?.focus();
  }, [widget, inDashboard]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft.trim() || sending) return;
    void send(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) submit(event);
  };
  const framed = isEmbedded(address);
  const close = () => tellHostPage(address, { type: 'agent-widget:close' });
  // Escape closes the chat from anywhere inside it, as the close button does.
  useEffect(() => {
    if (!framed) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') tellHostPage(address, { type: 'agent-widget:close' });
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [framed, address]);

  const style = widget ? themeStyle(widget.customThemeJSONString, widget.fontFamily) : undefined;

  return (
    <div className="chat" style={style}>
      <header>
        <h1>{widget?.title ?? 'Chat'}</h1>
        {framed && (
          <button type="button" className="close" aria-label="Close chat" onClick={close}>
            ×
          </button>
        )}
      </header>
      {widget?.webCall && (
        <Suspense fallback={null}>
          <VoiceCall
            region={address.region}
            conversation={conversation.conversation}
            settings={widget.webCall}
            disabled={!shouldContinue}
            send={send}
          />
        </Suspense>
      )}
      {handoff === 'waiting' && widget?.handoff?.fixedPopup && <HandoffWaiting settings={widget.handoff} />}
      <div className="messages" ref={log} role="log" aria-live="polite" aria-label="Messages" aria-busy={sending}>
        {!widget && <p className="note">Loading…</p>}
        {messages.map((message) => (
          <div key={message.id} className={`message ${message.role}`}>
            {message.role !== 'note' && (
              <span className="sr-only">{message.role === 'user' ? 'You: ' : 'Agent: '}</span>
            )}
            {message.content === '' && message.role === 'assistant' ? (
              <span className="typing" role="img" aria-label="The agent is typing">
                …
              </span>
            ) : (
              <MessageText text={message.content} imageSources={imageSources} />
            )}
            {message.parts && (
              <RichParts
                parts={message.parts}
                imageSources={imageSources}
                onQuickReply={send}
                onLead={sendLead}
                disabled={sending}
              />
            )}
          </div>
        ))}
        {!shouldContinue && (
          <p className="error" role="status">
            {USAGE_GATE_CLOSED}
          </p>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </div>
      {handoff === 'waiting' && !widget?.handoff?.fixedPopup && <HandoffWaiting settings={widget?.handoff} />}
      <HandoffButton
        settings={widget?.handoff}
        state={handoff}
        visitorHasWritten={messages.some((message) => message.role === 'user')}
        onAsk={askForAPerson}
      />
      <form className="composer" onSubmit={submit}>
        {widget?.acceptFileUpload && (
          <AttachButton disabled={!shouldContinue || sending} onFile={(file) => void attach(file)} />
        )}
        <label className="sr-only" htmlFor="chat-input">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={input}
          rows={1}
          value={draft}
          placeholder="Type your message…"
          disabled={!widget || !shouldContinue}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" disabled={!widget || !shouldContinue || sending || !draft.trim()}>
          Send
        </button>
      </form>
      {!hasEverPaid && (
        // A workspace that has never paid carries the product's name under its chat.
        <p className="powered-by">
          <a className="powered-by-link" href="/" target="_blank" rel="noopener">
            {POWERED_BY}
          </a>
        </p>
      )}
    </div>
  );
}

/** The paperclip of an agent that accepts files: a labelled button over the browser's file picker. */
function AttachButton({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="attach"
        aria-label="Attach a file"
        disabled={disabled}
        onClick={() => picker.current?.click()}
      >
        📎
      </button>
      <input
        ref={picker}
        type="file"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        accept={CHAT_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

/** The agent's `lang`, or the visitor's browser language when it is 'automatic' (spec 000 §3). */
function languageOf(lang: string): string {
  return lang === WIDGET_LANGUAGE_AUTOMATIC ? navigator.language : lang;
}

/**
 * The theme as CSS variables: the primary colour, and from its ten shades the chat's surface and
 * the agent's bubbles (the lightest shades, or the darkest for a dark theme, whose palette is reversed).
 */
function themeStyle(customThemeJSONString: string | undefined, fontFamily: string): React.CSSProperties {
  const { primary, themeType, palette } = readWidgetColours(customThemeJSONString, DEFAULT_PRIMARY);
  const dark = themeType === 'dark';
  return {
    '--primary': primary,
    '--font': fontStackOf(fontFamily),
    '--surface': dark ? cssHsl(palette[0] ?? [0, 0, 10]) : '#fff',
    '--bubble': cssHsl(palette[dark ? 1 : 0] ?? [0, 0, 95]),
    '--text': dark ? '#f1f3f5' : '#1a1b1e',
    colorScheme: themeType,
  } as React.CSSProperties;
}
