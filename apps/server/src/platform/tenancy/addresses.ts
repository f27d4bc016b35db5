import { WIDGET_LOADER_PATH } from '@agent-platform/core/widget/runtime';
import { productTenant, type TenancyConfig, type Tenant } from './tenant.js';

/*
 * Every absolute address the server hands out, built from a tenant's origin. Addresses a person
 * opens from a request (email links, file links, the embed code) follow the request's tenant;
 * addresses registered with providers (Telegram, Twilio, Meta webhooks) always stay on the
 * product's canonical address: providers call them long after, from background work with no
 * request, and they must outlive any custom domain an agency later removes.
 */

/** A dashboard page, for links in emails, notifications and exports. */
export const dashboardLink = (tenant: Tenant, path: string) => tenant.origin + rooted(path);

/**
 * A page on an agency's own domain (its subdomain or custom domain), for links made outside a
 * request on that host; the scheme and port are the product's, as both are served by the same front.
 */
export function agencyLink(config: TenancyConfig, domain: string, path: string) {
  const url = new URL(productTenant(config).origin);
  url.hostname = domain;
  return url.origin + rooted(path);
}

/** A provider's callback into the server (webhooks, Twilio's TwiML actions), on the product's canonical address. */
export const webhookAddress = (config: TenancyConfig, path: string) => productTenant(config).origin + rooted(path);

/** A stored file's public address, such as a visitor's chat upload. */
export const fileAddress = (tenant: Tenant, path: string) => tenant.origin + rooted(path);

/** The widget loader's script, for the embed code a customer pastes on their site. */
export const widgetScriptAddress = (tenant: Tenant) => tenant.origin + WIDGET_LOADER_PATH;

/** Whether the product is served over HTTPS, which decides secure cookies and HSTS. */
export const productServesHttps = (config: TenancyConfig) => productTenant(config).origin.startsWith('https:');

function rooted(path: string): string {
  if (!path.startsWith('/')) throw new Error(`An address path must start with "/": ${path}`);
  return path;
}
