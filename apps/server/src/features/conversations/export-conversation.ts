import type { Transcript } from '@agent-platform/core';

const AUTHORS = { user: 'Visitor', ai: 'AI', human: 'Human' } as const;

/** A transcript as a file to download: plain text to read, or JSON to process. */
export function exportConversation(transcript: Transcript, format: 'text' | 'json') {
  const id = transcript.conversation.id;
  if (format === 'json') {
    return {
      filename: `conversation-${id}.json`,
      contentType: 'application/json; charset=utf-8',
      body: `${JSON.stringify(transcript, null, 2)}\n`,
    };
  }
  const lines = transcript.messages.map((message) => {
    const author = message.role === 'user' ? AUTHORS.user : AUTHORS[message.sender ?? 'ai'];
    return `[${message.createdAt}] ${author}: ${message.content}`;
  });
  const header = `Conversation ${id} (${transcript.conversation.channel}), started ${transcript.conversation.createdAt}`;
  return {
    filename: `conversation-${id}.txt`,
    contentType: 'text/plain; charset=utf-8',
    body: `${header}\n\n${lines.join('\n')}\n`,
  };
}
