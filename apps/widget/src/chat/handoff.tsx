import type { PublicWidgetData } from '@agent-platform/core';
import { HANDOFF_REQUESTED_NOTE } from '@agent-platform/core/conversations/handoff';
import type { HandoffState } from './use-conversation.js';

type HandoffSettings = NonNullable<PublicWidgetData['handoff']>;

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

/** While the chat waits for a person: the agent's handoff title and subtitle. */
export function HandoffWaiting({ settings }: { settings: HandoffSettings | undefined }) {
  return (
    <div className={`handoff-panel${settings?.fixedPopup ? ' fixed' : ''}`} role="status">
      {settings && <strong>{settings.title}</strong>}
      {settings?.subtitle && <p>{settings.subtitle}</p>}
      <p>{HANDOFF_REQUESTED_NOTE}</p>
    </div>
  );
}

/**
 * The way to ask for a person, by the agent's button type: a button (`default`), a link
 * (`link`), or nothing (`intent`: asking in words; `hidden`). Shown from the start with
 * `alwaysShow`, else once the visitor has written, and never while a person is asked for or in the chat.
 */
export function HandoffButton({
  settings,
  state,
  visitorHasWritten,
  onAsk,
}: {
  settings: HandoffSettings | undefined;
  state: HandoffState;
  visitorHasWritten: boolean;
  onAsk: () => void;
}) {
  if (!settings || state !== 'none' || !(settings.alwaysShow || visitorHasWritten)) return null;
  if (settings.buttonType === 'default') {
    return (
      <button type="button" className="handoff" onClick={onAsk}>
        {settings.title}
      </button>
    );
  }
  if (settings.buttonType === 'link' && settings.link && SAFE_LINK.test(settings.link)) {
    return (
      <a className="handoff" href={settings.link} target="_blank" rel="noopener noreferrer">
        {settings.title}
      </a>
    );
  }
  return null;
}
