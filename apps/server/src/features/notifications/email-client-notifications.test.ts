import type { EmailDomain } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, type TestAgency } from '../../../test/agency-clients.js';
import { useChatTestbed } from '../../../test/chat-client.js';
import { startDnsServer } from '../../../test/dns-server.js';
import { notificationEmailsSent } from '../../../test/notification-emails.js';
import { mailOutbox } from '../../platform/db/schema/index.js';

let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns.close());
// Jobs are asked for every half second, so the emails go out within the test.
const { bed, startChat } = useChatTestbed(() => ({
  DNS_SERVERS: dns.address,
}));

const mailsTo = (email: string) => bed.app.regions.global().select().from(mailOutbox).where(eq(mailOutbox.to, email));

async function handoffAgent(agency: TestAgency) {
  const uid = agency.workspace.uid;
  const agentId = (await agency.client.post(`/api/na/workspaces/${uid}/agents`, { agentName: 'Helper' })).json()
    .agentCreated.ID as string;
  const { agent } = (await agency.client.get(`/api/na/v2/agents/${agentId}`)).json();
  await agency.client.post(`/api/na/v2/agents/${agentId}`, { ...agent, enableHumanHandoff: true, handoffTimeout: 0 });
  return agentId;
}

async function leaveLead(agentId: string, email: string) {
  const chat = await startChat(agentId);
  const res = await bed.app.inject({
    method: 'POST',
    url: `/api/na/public/conversations/${chat.conversationId}/leads`,
    headers: { authorization: `Bearer ${chat.visitorToken}` },
    payload: { email },
  });
  expect(res.statusCode).toBe(201);
  await notificationEmailsSent(bed.app);
}

describe("a client's notification emails", () => {
  it("go to the clients of the agent who take email, in the agency's name, from its email domain once verified", async () => {
    const agency = await agencyWithHost(bed.app);
    const agentId = await handoffAgent(agency);
    const orgId = (await agency.client.post(`${agency.base}/orgs`, { name: 'Bakery' })).json().id as string;
    const byEmail = await addClient(agency, { widgetIDs: [agentId] }, orgId);
    const pushOnly = await addClient(
      agency,
      { widgetIDs: [agentId], notificationsSettings: { notifyThrough: 'push', notifyIf: 'all' } },
      orgId,
    );
    const withoutAgent = await addClient(agency, { widgetIDs: [] }, orgId);

    await leaveLead(agentId, 'ada@example.com');
    const [before] = await mailsTo(byEmail.email);
    // No sender of its own yet: the product's MAIL_FROM (the outbox keeps only an own sender).
    expect(before).toMatchObject({ subject: 'New lead: ada@example.com', from: null });
    // The link opens the client's dashboard on the agency's own address.
    expect(before?.text).toMatch(
      new RegExp(`Open it: http://${agency.host.replace(/\./g, '\\.')}(:\\d+)?/app/na/agents/${agentId}/leads`),
    );
    expect(await mailsTo(pushOnly.email)).toEqual([]);
    expect(await mailsTo(withoutAgent.email)).toEqual([]);

    const domains = `${agency.base}/email-domain`;
    const added: EmailDomain = (
      await agency.client.put(domains, { domain: `mail-${orgId.toLowerCase()}.example` })
    ).json();
    for (const record of added.records) dns.publish(record.name, 'TXT', [record.value]);
    expect((await agency.client.post(`${domains}/verify`)).json().status).toBe('verified');

    await leaveLead(agentId, 'bob@example.com');
    const after = (await mailsTo(byEmail.email)).find((mail) => mail.subject === 'New lead: bob@example.com');
    expect(after?.from).toBe(`no-reply@mail-${orgId.toLowerCase()}.example`);
    expect(await mailsTo(pushOnly.email)).toEqual([]);
  });
});
