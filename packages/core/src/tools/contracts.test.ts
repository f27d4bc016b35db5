import { describe, expect, it } from 'vitest';
import { ZCreateToolBody, ZUpdateToolBody } from './contracts.js';

const valid = { name: 'get_weather', serverUrl: 'https://tools.example.com/weather' };
const firstMessage = (input: unknown, schema = ZCreateToolBody) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('tool contracts', () => {
  it('accepts a minimal tool and fills in the optional parts', () => {
    expect(ZCreateToolBody.parse(valid)).toEqual({ ...valid, description: '', fields: [] });
    expect(ZCreateToolBody.parse({ ...valid, fields: [{ in: 'body', key: 'city', type: 'string' }] }).fields).toEqual([
      {
        in: 'body',
        key: 'city',
        type: 'string',
        value: '',
        defaultValue: '',
        description: '',
        required: false,
        secret: false,
      },
    ]);
  });

  it('takes a secret fixed value in a header or the body, masked or typed, never empty nor in the query', () => {
    const secretField = (field: object) =>
      firstMessage({ ...valid, fields: [{ type: 'number', secret: true, ...field }] });
    expect(secretField({ in: 'header', key: 'X-Pin', value: '1234' })).toBeUndefined();
    // The dashboard sends a saved secret back as the mask, whatever the field's type.
    expect(secretField({ in: 'body', key: 'pin', value: '••••' })).toBeUndefined();
    expect(secretField({ in: 'body', key: 'pin', value: '' })).toBe('Please enter the secret value of "pin".');
    expect(secretField({ in: 'query', key: 'pin', value: '1234' })).toBe(
      'The secret value of "pin" must go in a header or the body.',
    );
    expect(firstMessage({ ...valid, fields: [{ in: 'body', key: 'pin', type: 'number', value: '••••' }] })).toBe(
      'The value of "pin" must be a number.',
    );
  });

  it('asks for a name a model can call', () => {
    expect(firstMessage({ ...valid, name: '' })).toBe('Please provide a name for the tool.');
    expect(firstMessage({ ...valid, name: 'get weather' })).toBe(
      'The name may use only letters, digits, _ and -, up to 64 characters.',
    );
    expect(firstMessage({ ...valid, name: 'a'.repeat(65) })).toBe(
      'The name may use only letters, digits, _ and -, up to 64 characters.',
    );
    expect(firstMessage({ ...valid, name: 'get-weather_2' })).toBeUndefined();
  });

  it('wants an http(s) server url', () => {
    for (const serverUrl of ['', 'not a url', 'ftp://example.com/x', 'javascript:alert(1)']) {
      expect(firstMessage({ ...valid, serverUrl })).toBe('The tool server url must be a valid url.');
    }
    expect(firstMessage({ ...valid, serverUrl: undefined })).toBe('The tool server url must be a valid url.');
  });

  it('checks field keys, their places and their typed values', () => {
    const withFields = (fields: unknown[]) => firstMessage({ ...valid, fields });
    expect(
      withFields([
        { in: 'query', key: 'city', type: 'string' },
        { in: 'query', key: 'city', type: 'string', value: 'x' },
      ]),
    ).toBe('Each query field needs its own key: "city" is used twice.');
    expect(
      withFields([
        { in: 'query', key: 'city', type: 'string' },
        { in: 'body', key: 'city', type: 'string' },
      ]),
    ).toBe('Two fields the agent fills in are both named "city"; please give them different keys.');
    // The same key in two places is fine when one of them is fixed.
    expect(
      withFields([
        { in: 'query', key: 'city', type: 'string' },
        { in: 'body', key: 'city', type: 'string', value: 'Paris' },
      ]),
    ).toBeUndefined();
    expect(withFields([{ in: 'header', key: 'Bad Header', type: 'string' }])).toBe(
      '"Bad Header" is not a valid header name: use letters, digits and - only.',
    );
    expect(withFields([{ in: 'header', key: 'x-tool-secret', type: 'string' }])).toBe(
      'The x-tool-secret header is set by the platform; please choose another key.',
    );
    expect(withFields([{ in: 'body', key: 'days', type: 'number', defaultValue: 'three' }])).toBe(
      'The default value of "days" must be a number.',
    );
    expect(withFields([{ in: 'body', key: 'on', type: 'boolean', value: 'yes' }])).toBe(
      'The value of "on" must be true or false.',
    );
    expect(withFields([{ in: 'body', key: 'f', type: 'object', defaultValue: '[1]' }])).toBe(
      'The default value of "f" must be a JSON object, such as {"city": "Paris"}.',
    );
    expect(withFields([{ in: 'cookie', key: 'a', type: 'string' }])).toBe(
      'Please choose where the field goes: query, body or header.',
    );
    expect(withFields(Array.from({ length: 31 }, (_, i) => ({ in: 'body', key: `k${i}`, type: 'string' })))).toBe(
      'A tool can have at most 30 fields.',
    );
  });

  it('lets an update keep, replace or clear the secret', () => {
    expect(ZUpdateToolBody.parse({})).toEqual({});
    expect(ZUpdateToolBody.parse({ serverUrlSecret: null })).toEqual({ serverUrlSecret: null });
    expect(firstMessage({ serverUrlSecret: '' }, ZUpdateToolBody as never)).toBe(
      'Please enter the secret, or leave it out.',
    );
    expect(firstMessage({ unknownField: 1 }, ZUpdateToolBody as never)).toBeDefined();
  });
});
