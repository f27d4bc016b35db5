/** A visitor of the widget: sends its messages in turn, and sends again (same id) what it saw no answer to. */
export class Visitor {
  conversationId: string | undefined;
  visitorToken = '';
  next = 0;
  /** The last answer that was not the end of an answer, to tell why a visitor never got through. */
  lastRefusal = '';
  constructor(
    readonly agentId: string,
    readonly name: string,
    readonly messages: number,
  ) {}

  get done() {
    return this.next >= this.messages;
  }

  async talk(url: string, stopped: () => boolean): Promise<void> {
    while (!this.done && !stopped()) {
      try {
        if (!this.conversationId) await this.start(url);
        const sent = await fetch(`${url}/api/na/public/conversations/${this.conversationId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${this.visitorToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messageId: `${this.name}-${this.next}`,
            text: `Question ${this.next} from ${this.name}`,
          }),
        });
        const body = await sent.text();
        // Acknowledged: the answer came to its end. Anything else is sent again.
        if (sent.ok && body.includes('event: done')) this.next++;
        else {
          this.lastRefusal = `${sent.status} ${body.slice(0, 300)}`;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  private async start(url: string) {
    const started = await fetch(`${url}/api/na/public/agents/${this.agentId}/conversations`, { method: 'POST' });
    if (started.status !== 201) throw new Error(`could not start: ${started.status}`);
    const chat = (await started.json()) as { conversationId: string; visitorToken: string };
    this.conversationId = chat.conversationId;
    this.visitorToken = chat.visitorToken;
  }
}
