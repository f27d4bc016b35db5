import { describe, expect, it } from 'vitest';
import { type ToolField, type ToolFieldInput, ZToolField } from './contracts.js';
import {
  buildToolRequest,
  maskToolRequest,
  maskToolRequestValues,
  toolArgumentsFromText,
  toolInputSchema,
} from './tool-request.js';

const field = (input: ToolFieldInput): ToolField => ZToolField.parse(input);

const fields = [
  field({ in: 'query', key: 'city', type: 'string', description: 'The city to look up', required: true }),
  field({ in: 'query', key: 'units', type: 'string', defaultValue: 'metric' }),
  field({ in: 'body', key: 'days', type: 'number', defaultValue: '3' }),
  field({ in: 'body', key: 'detailed', type: 'boolean' }),
  field({ in: 'body', key: 'filters', type: 'object', required: true }),
  field({ in: 'header', key: 'X-Api-Version', type: 'string', value: '2024-01' }),
  field({ in: 'header', key: 'X-Customer', type: 'string' }),
];
const weather = { name: 'get_weather', serverUrl: 'https://tools.example.com/weather?source=agent', fields };

describe('toolInputSchema', () => {
  it('asks the model for every field without a fixed value, with types, descriptions, defaults and required keys', () => {
    expect(toolInputSchema(fields)).toEqual({
      type: 'object',
      properties: {
        city: { type: 'string', description: 'The city to look up' },
        units: { type: 'string', default: 'metric' },
        days: { type: 'number', default: 3 },
        detailed: { type: 'boolean' },
        filters: { type: 'object' },
        'X-Customer': { type: 'string' },
      },
      required: ['city', 'filters'],
      additionalProperties: false,
    });
  });

  it('is an empty object schema for a tool without fields', () => {
    expect(toolInputSchema([])).toEqual({ type: 'object', properties: {}, required: [], additionalProperties: false });
  });
});

describe('buildToolRequest', () => {
  it('places each argument by its field, applies defaults and fixed values, and ignores unknown arguments', () => {
    const request = buildToolRequest(
      weather,
      { city: 'São Paulo & Rio', detailed: true, filters: { rain: true }, 'X-Customer': 'c-42', extra: 'ignored' },
      's3cret-value',
    );
    expect(request.method).toBe('POST');
    expect(request.url).toBe(
      'https://tools.example.com/weather?source=agent&city=S%C3%A3o%20Paulo%20%26%20Rio&units=metric',
    );
    expect(request.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Tool-Name': 'get_weather',
      'X-Api-Version': '2024-01',
      'X-Customer': 'c-42',
      'X-Tool-Secret': 's3cret-value',
    });
    expect(request.body).toEqual({ days: 3, detailed: true, filters: { rain: true } });
  });

  it('keeps a fixed value even when the model sends another, and lets an argument replace a default', () => {
    const request = buildToolRequest(weather, { 'X-Api-Version': 'hacked', units: 'imperial', days: 7 });
    expect(request.headers['X-Api-Version']).toBe('2024-01');
    expect(request.url).toBe('https://tools.example.com/weather?source=agent&units=imperial');
    expect(request.body).toEqual({ days: 7 });
    expect(request.headers).not.toHaveProperty('X-Tool-Secret');
  });

  it('cannot add a header through a line break in an argument', () => {
    const request = buildToolRequest(weather, { 'X-Customer': 'a\r\nX-Evil: 1' });
    expect(request.headers['X-Customer']).toBe('a X-Evil: 1');
    expect(request.headers).not.toHaveProperty('X-Evil');
  });

  it('writes non-text arguments of query and header fields as JSON', () => {
    const tool = {
      name: 't',
      serverUrl: 'http://example.com/#part',
      fields: [field({ in: 'query', key: 'q', type: 'object' }), field({ in: 'header', key: 'n', type: 'number' })],
    };
    const request = buildToolRequest(tool, { q: { a: 1 }, n: 5 });
    expect(request.url).toBe('http://example.com/?q=%7B%22a%22%3A1%7D');
    expect(request.headers.n).toBe('5');
  });

  it('masks the secret for display', () => {
    const masked = maskToolRequest(buildToolRequest(weather, {}, 'real-secret'));
    expect(masked.headers['X-Tool-Secret']).toBe('••••');
    expect(JSON.stringify(masked)).not.toContain('real-secret');
  });

  it('masks the secret field values for display, and shows a saved one in the sample request', () => {
    const keyed = {
      name: 'keyed',
      serverUrl: 'http://example.com/',
      fields: [
        field({ in: 'header', key: 'X-Api-Key', type: 'string', value: 'key-123', secret: true }),
        field({ in: 'body', key: 'pin', type: 'number', value: '4321', secret: true }),
        field({ in: 'body', key: 'plan', type: 'string', value: 'gold' }),
      ],
    };
    const request = buildToolRequest(keyed, {});
    expect(request.headers['X-Api-Key']).toBe('key-123');
    expect(request.body).toEqual({ pin: 4321, plan: 'gold' });
    const masked = maskToolRequest(request, keyed.fields);
    expect(masked.headers['X-Api-Key']).toBe('••••');
    expect(masked.body).toEqual({ pin: '••••', plan: 'gold' });
    const saved = keyed.fields.map((f) => (f.secret ? { ...f, value: '••••' } : f));
    expect(buildToolRequest({ ...keyed, fields: saved }, {}).body).toEqual({ pin: '••••', plan: 'gold' });
  });
});

describe('maskToolRequestValues', () => {
  it('keeps names and the path of the URL, and masks every header, body and query value', () => {
    const tool = {
      name: 'crm_lookup',
      serverUrl: 'https://ops:hunter2@crm.example.com/v1/contacts?api_key=sk-live-1&flag&#frag',
      fields: [
        field({ in: 'header', key: 'Authorization', type: 'string', value: 'Bearer tok-9' }),
        field({ in: 'body', key: 'token', type: 'string', value: 'body-secret-3' }),
        field({ in: 'query', key: 'email', type: 'string' }),
      ],
    };
    const masked = maskToolRequestValues(buildToolRequest(tool, { email: 'ada@example.com' }, 'real-secret'));
    expect(masked).toEqual({
      method: 'POST',
      url: 'https://••••@crm.example.com/v1/contacts?api_key=••••&••••&email=••••',
      headers: {
        'Content-Type': '••••',
        'X-Tool-Name': '••••',
        Authorization: '••••',
        'X-Tool-Secret': '••••',
      },
      body: { token: '••••' },
    });
    for (const secret of ['hunter2', 'sk-live-1', 'tok-9', 'body-secret-3', 'ada%40example.com', 'real-secret']) {
      expect(JSON.stringify(masked)).not.toContain(secret);
    }
  });

  it('leaves a URL without query or credentials as it is', () => {
    const request = buildToolRequest({ name: 't', serverUrl: 'https://tools.example.com/hook', fields: [] }, {});
    expect(maskToolRequestValues(request).url).toBe('https://tools.example.com/hook');
  });
});

describe('toolArgumentsFromText', () => {
  it('reads typed text by field type, skips empty and fixed fields, and reports what it cannot read', () => {
    expect(
      toolArgumentsFromText(fields, {
        city: 'Paris',
        days: 'soon',
        detailed: 'true',
        filters: '{"rain": false}',
        units: '',
        'X-Api-Version': 'ignored',
      }),
    ).toEqual({ args: { city: 'Paris', detailed: true, filters: { rain: false } }, unreadable: ['days'] });
  });
});
