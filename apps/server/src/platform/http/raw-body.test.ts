import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { keepRawBody } from './raw-body.js';

async function webhookApp() {
  const app = Fastify();
  await app.register(async (scope) => {
    keepRawBody(scope);
    scope.post('/hook', async (request) => ({ body: request.body, raw: request.rawBody?.toString('utf8') }));
  });
  return app;
}

describe('webhook bodies', () => {
  it('parses a JSON delivery into storable text and keeps its bytes as sent, for the signature', async () => {
    const app = await webhookApp();
    const sent = '{"text":"hi\\u0000there \\ud800","a\\u0000b":["\\udfff"]}';
    const res = await app.inject({
      method: 'POST',
      url: '/hook',
      headers: { 'content-type': 'application/json' },
      payload: sent,
    });
    expect(res.json()).toEqual({ body: { text: 'hithere \uFFFD', ab: ['\uFFFD'] }, raw: sent });
    await app.close();
  });

  it('parses a form delivery into storable text and keeps its bytes as sent', async () => {
    const app = await webhookApp();
    const sent = 'Body=hi%00there&From=%2B15550001';
    const res = await app.inject({
      method: 'POST',
      url: '/hook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: sent,
    });
    expect(res.json()).toEqual({ body: { Body: 'hithere', From: '+15550001' }, raw: sent });
    await app.close();
  });
});
