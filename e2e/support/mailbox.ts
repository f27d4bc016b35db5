import { type APIRequestContext, expect } from '@playwright/test';

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** What the server's outbox holds now, newest first (/dev/mailbox, outside production). */
export async function mailbox(request: APIRequestContext): Promise<MailboxMessage[]> {
  const response = await request.get('/dev/mailbox.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/** The ids in the mailbox now, so that a later read can tell what came after. */
export async function mailboxIds(request: APIRequestContext): Promise<Set<number>> {
  return new Set((await mailbox(request)).map((message) => message.id));
}

/** The newest message to `email` not among `seen` whose text matches `pattern`, once it has arrived. */
export async function newMailTo(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
  seen: Set<number> = new Set(),
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await mailbox(request)).find(
        (m) => m.to.toLowerCase().includes(email.toLowerCase()) && !seen.has(m.id) && pattern.test(m.text),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found as MailboxMessage;
}
