import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newAgent, ZAgentSaveBody, ZWidgetLoadBody } from './index.js';

/** The first message a value gets from a schema. */
const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('the value passed');
  return result.error.issues[0]?.message;
};

// Zod's developer wording: "Too small: expected …", "Invalid input: …", "Invalid option: …".
const ZOD_WORDING = /Too small|Too big|Invalid (input|option|string|number|key|value|URL|email)|expected|received/;

describe('plain messages for checks a contract leaves without one', () => {
  it.each([
    [z.number().int().nonnegative(), -1, 'Enter a number of at least 0.'],
    [z.number().max(60_000), 60_001, 'Enter a number of at most 60,000.'],
    [z.number().positive(), 0, 'Enter a number greater than 0.'],
    [z.number().int(), 1.5, 'Enter a whole number.'],
    [z.number(), 'ten', 'Enter a number.'],
    [z.number(), undefined, 'Fill in this field.'],
    [z.string().min(1), '', 'Fill in this field.'],
    [z.string().min(3), 'ab', 'Use at least 3 characters.'],
    [z.string().max(5), 'abcdef', 'Use at most 5 characters.'],
    [z.array(z.string()).min(1), [], 'Add at least one item.'],
    [z.enum(['default', 'intent', 'link', 'hidden']), 'other', 'Choose one of the options.'],
    [z.url(), 'not a url', 'Enter a full web address, such as https://example.com.'],
    [z.email(), 'someone@', 'Enter a valid email address.'],
    [z.string().regex(/^[a-z]+$/), 'A1', 'Check the format of this value.'],
    [z.number().multipleOf(5), 7, 'Enter a multiple of 5.'],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Remove the unknown field: b.'],
  ])('%# gives a sentence saying what to enter', (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('leaves a message the contract gives, such as the spec’s, as it is', () => {
    expect(messageOf(z.number().min(1000, 'Max chunk size must be greater than 1000'), 10)).toBe(
      'Max chunk size must be greater than 1000',
    );
  });

  it('never lets zod’s own wording reach a person from the agent and widget contracts', () => {
    const agent = newAgent({
      id: 'a1',
      title: 'Support',
      agentPlatform: 'vg',
      colorScheme: 'light',
      ownerID: 'u1',
      secretKey: 'k',
      now: 0,
    });
    const broken = {
      ...agent,
      messageDelayMS: -5,
      delayBeforeSubmit: 1.5,
      handoffButtonType: 'sometimes',
      vectorDb: 'mongo',
      title: 42,
    };
    const issues = ZAgentSaveBody.safeParse(broken).error?.issues ?? [];
    expect(issues.length).toBeGreaterThanOrEqual(5);
    for (const issue of issues) expect(issue.message).not.toMatch(ZOD_WORDING);

    const load = ZWidgetLoadBody.safeParse({ pageUrl: 7 }).error?.issues ?? [];
    expect(load.length).toBeGreaterThan(0);
    for (const issue of load) expect(issue.message).not.toMatch(ZOD_WORDING);
  });
});
