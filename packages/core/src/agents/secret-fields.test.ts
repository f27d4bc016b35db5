import { describe, expect, it } from 'vitest';
import { ZAgent } from './agent.js';
import {
  AGENT_SECRET_FIELDS,
  agentSecretAt,
  maskAgentSecrets,
  withAgentSecret,
  withoutAgentSecrets,
} from './secret-fields.js';

const agent = {
  title: 'Keeper',
  whatsappToken: 'EAAG-token',
  instagramAccessToken: '',
  flowise: { webhookUrl: 'https://flowise.example.com/hook', webhookSecret: 'hook-secret' },
};

describe('agent secret fields', () => {
  it('name only fields of the agent document that hold text', () => {
    for (const field of AGENT_SECRET_FIELDS) {
      const [head, ...rest] = field.split('.') as [keyof typeof ZAgent.shape, ...string[]];
      expect(ZAgent.shape).toHaveProperty(head);
      expect(rest.length).toBeLessThanOrEqual(1);
    }
  });

  it('masks the saved ones and leaves absent and empty ones as they are', () => {
    expect(maskAgentSecrets(agent)).toEqual({
      title: 'Keeper',
      whatsappToken: '••••',
      instagramAccessToken: '',
      flowise: { webhookUrl: 'https://flowise.example.com/hook', webhookSecret: '••••' },
    });
    expect(agent.whatsappToken).toBe('EAAG-token');
  });

  it('removes every one, keeping the rest of their parent objects', () => {
    expect(withoutAgentSecrets(agent)).toEqual({
      title: 'Keeper',
      flowise: { webhookUrl: 'https://flowise.example.com/hook' },
    });
    expect(withoutAgentSecrets({ title: 'Bare' })).toEqual({ title: 'Bare' });
  });

  it('sets one by its path, creating the parent object only to hold a value', () => {
    const set = withAgentSecret({ title: 'Keeper' }, 'flowise.webhookSecret', 'new');
    expect(agentSecretAt(set, 'flowise.webhookSecret')).toBe('new');
    expect(withAgentSecret({ title: 'Keeper' }, 'flowise.webhookSecret', undefined)).toEqual({ title: 'Keeper' });
  });
});
