import { describe, expect, it } from 'vitest';
import { shouldAgentContinue } from './usage-gate.js';

describe('shouldAgentContinue', () => {
  it('stops when the workspace has no credits left', () => {
    expect(shouldAgentContinue({ balance: 0, tokensUsage: 0, maxTokensUsage: 0 })).toBe(false);
    expect(shouldAgentContinue({ balance: -1, tokensUsage: 0, maxTokensUsage: 0 })).toBe(false);
    expect(shouldAgentContinue({ balance: 0.5, tokensUsage: 0, maxTokensUsage: 0 })).toBe(true);
  });

  it('stops when the agent reached its own token cap, and 0 means no cap', () => {
    expect(shouldAgentContinue({ balance: 10, tokensUsage: 999_999, maxTokensUsage: 0 })).toBe(true);
    expect(shouldAgentContinue({ balance: 10, tokensUsage: 99, maxTokensUsage: 100 })).toBe(true);
    expect(shouldAgentContinue({ balance: 10, tokensUsage: 100, maxTokensUsage: 100 })).toBe(false);
  });
});
