/** An owner signed up on the server at `base`, their workspace and one agent, made through the API as the dashboard would. */
export async function benchOwnerWithAgent(base: string) {
  const json = { 'content-type': 'application/json', origin: base };
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'bench password 1',
    }),
  });
  const cookie = signup.headers.get('set-cookie')?.split(';')[0] ?? '';
  const headers = { ...json, cookie };
  const { uid } = (await (
    await fetch(`${base}/api/onboarding`, { method: 'POST', headers, body: JSON.stringify({ region: 'na' }) })
  ).json()) as { uid: string };
  const { agentCreated } = (await (
    await fetch(`${base}/api/na/workspaces/${uid}/agents`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ agentName: 'Bench agent' }),
    })
  ).json()) as { agentCreated: { ID: string } };
  return { headers, uid, agentId: agentCreated.ID };
}
