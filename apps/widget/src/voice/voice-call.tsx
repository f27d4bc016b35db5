import type { WebCallSettings } from '@agent-platform/core';
import type { KeptConversation } from '@agent-platform/core/widget/runtime';
import { useEffect, useRef, useState } from 'react';
import { type CallState, speechProblem, WebCall } from './web-call.js';
import './voice.css';

const STATE_TEXT: Record<CallState, string> = {
  idle: '',
  connecting: 'Connecting…',
  listening: 'Listening…',
  thinking: 'The agent is thinking…',
  speaking: 'The agent is speaking…',
  ended: 'Call ended.',
};

interface VoiceCallProps {
  region: string;
  conversation: KeptConversation | null;
  settings: WebCallSettings;
  disabled: boolean;
  send: (text: string) => Promise<string | null>;
}

/**
 * The chat's voice call: a call button, then while in a call its state and a hang-up button. The
 * visitor's words and the agent's answers appear in the chat as they are said. With the agent's
 * `promptOnWeb`, the chat first asks whether the visitor would like to talk.
 */
export default function VoiceCall({ region, conversation, settings, disabled, send }: VoiceCallProps) {
  const [state, setState] = useState<CallState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [promptDismissed, setPromptDismissed] = useState(false);
  const call = useRef<WebCall | null>(null);
  // The latest `send`: it changes as the conversation does, the call lives on.
  const sendNow = useRef(send);
  sendNow.current = send;

  useEffect(() => () => void call.current?.hangUp(), []);

  const inCall = state !== 'idle' && state !== 'ended';
  const begin = () => {
    setPromptDismissed(true);
    if (!conversation || inCall) return;
    const problem = speechProblem(settings.speech);
    if (problem) return setError(problem);
    setError(null);
    const next = new WebCall({
      region,
      conversation,
      settings,
      send: (text) => sendNow.current(text),
      onState: setState,
      onError: setError,
    });
    call.current = next;
    void next.start();
  };
  const hangUp = () => void call.current?.hangUp();

  return (
    <>
      {!inCall && (
        <button
          type="button"
          className="call-button"
          aria-label="Start a voice call"
          title="Start a voice call"
          disabled={disabled || !conversation}
          onClick={begin}
        >
          <PhoneIcon />
        </button>
      )}
      {settings.prompt && !promptDismissed && !inCall && (
        <div className="voice-prompt" role="dialog" aria-label={settings.prompt.question}>
          <p>{settings.prompt.question}</p>
          <button type="button" onClick={begin} disabled={disabled || !conversation}>
            {settings.prompt.continueLabel}
          </button>
          <button type="button" onClick={() => setPromptDismissed(true)}>
            {settings.prompt.dismissLabel}
          </button>
        </div>
      )}
      {(inCall || error || state === 'ended') && (
        <div className="voice-bar" role="status" aria-live="polite" data-call-state={state}>
          {inCall && <span className={`voice-dot ${state}`} aria-hidden="true" />}
          <span className="voice-state">{error ?? STATE_TEXT[state]}</span>
          {inCall && (
            <button type="button" className="hang-up" onClick={hangUp}>
              End call
            </button>
          )}
        </div>
      )}
    </>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z"
      />
    </svg>
  );
}
