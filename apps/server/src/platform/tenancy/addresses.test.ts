import { describe, expect, it } from 'vitest';
import { dashboardLink, fileAddress, productServesHttps, webhookAddress, widgetScriptAddress } from './addresses.js';
import { productTenant } from './tenant.js';

const config = { publicUrl: 'https://app.example.com' };
const product = productTenant(config);

describe('the addresses the server hands out', () => {
  it('puts dashboard links, file links and the widget script on the tenant origin', () => {
    expect(dashboardLink(product, '/app/na/agents/a1/convos?conversation=c1')).toBe(
      'https://app.example.com/app/na/agents/a1/convos?conversation=c1',
    );
    expect(fileAddress(product, '/api/eu/public/files/f1')).toBe('https://app.example.com/api/eu/public/files/f1');
    expect(widgetScriptAddress(product)).toBe('https://app.example.com/widget/loader.js');
  });

  it('puts provider webhooks on the product address, keeping its port and dropping a trailing slash', () => {
    expect(webhookAddress({ publicUrl: 'http://localhost:80' }, '/api/na/v2/agents/a1/telegram-webhook')).toBe(
      'http://localhost:80/api/na/v2/agents/a1/telegram-webhook',
    );
    expect(webhookAddress({ publicUrl: 'https://app.example.com/' }, '/api/na/agents/a1/wa-webhook')).toBe(
      'https://app.example.com/api/na/agents/a1/wa-webhook',
    );
  });

  it('refuses a path that does not start at the root, which would glue onto the host name', () => {
    expect(() => dashboardLink(product, 'reset-password')).toThrow(
      'An address path must start with "/": reset-password',
    );
  });

  it('knows whether the product is served over HTTPS', () => {
    expect(productServesHttps(config)).toBe(true);
    expect(productServesHttps({ publicUrl: 'http://localhost:3000' })).toBe(false);
  });
});
