import { expect } from '@playwright/test';
import { FAKE_META_GRAPH_PORT } from '../playwright.config.js';

export const graphApi = `http://127.0.0.1:${FAKE_META_GRAPH_PORT}`;

/** Meta delivering, signed, a WhatsApp text from `from` (E.164 digits without the plus) to the agent's number. */
export async function deliverWhatsappText(
  baseURL: string,
  agentId: string,
  ids: { wabaId: string; phoneId: string },
  from: string,
  text: string,
) {
  const delivered = await fetch(`${graphApi}/__deliver`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      url: `${baseURL}/api/na/agents/${agentId}/wa-webhook`,
      payload: {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: ids.wabaId,
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '15550100001', phone_number_id: ids.phoneId },
                  contacts: [{ profile: { name: 'Ben' }, wa_id: from }],
                  messages: [
                    {
                      from,
                      id: `wamid.e2e${Date.now()}`,
                      timestamp: String(Math.floor(Date.now() / 1000)),
                      type: 'text',
                      text: { body: text },
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
    }),
  });
  expect(await delivered.json()).toEqual({ status: 200 });
}
