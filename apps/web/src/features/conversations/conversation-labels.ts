import type { Channel, ConversationState, MessageSender } from '@agent-platform/core';

export const CHANNEL_LABELS: Record<Channel, string> = {
  web: 'Web chat',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  messenger: 'Messenger',
  telegram: 'Telegram',
  discord: 'Discord',
  voice: 'Voice',
};

export const STATE_LABELS: Record<ConversationState, string> = {
  ai: 'AI answering',
  human: 'Taken over',
  handoff: 'Waiting for a human',
};

export const channelLabel = (channel: string) => CHANNEL_LABELS[channel as Channel] ?? channel;

/** Who wrote a message, as the transcript names them. */
export function authorOf(role: 'user' | 'assistant', sender: MessageSender | null): string {
  if (role === 'user') return 'Visitor';
  return sender === 'human' ? 'Human' : 'AI';
}
