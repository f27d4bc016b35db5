import { PRODUCT_BRANDING, type Region, type TenantBranding } from '@agent-platform/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { findAgencyBranding } from '../../features/agencies/index.js';
import { findAgencyHost } from '../../features/domains/index.js';

/** The part of the config the tenancy helper reads: the product's canonical public address. */
export type TenancyConfig = Pick<Config, 'publicUrl'>;

/** Whose dashboard a host serves: the product, or an agency on its verified subdomain or custom domain. */
export type Tenant =
  | ({ kind: 'product' } & TenantAddress)
  | ({
      kind: 'agency';
      workspaceUid: string;
      region: Region;
      /** The agency's custom CSS as the widget's check writes it again; '' for none. */
      customCSS: string;
    } & TenantAddress);

interface TenantAddress {
  /** Where this tenant's addresses start: scheme, host and port, no trailing slash. */
  origin: string;
  /** What its dashboard shows of the product's own pieces (the pricing widget...), and an agency's brand. */
  branding: TenantBranding;
}

/** The product on its canonical public address: the tenant of work that has no request (jobs, provider callbacks). */
export function productTenant(config: TenancyConfig): Tenant {
  return { kind: 'product', origin: config.publicUrl.replace(/\/+$/, ''), branding: PRODUCT_BRANDING };
}

/**
 * The tenant a request's host belongs to. The product's own host is the one of PUBLIC_URL; any other
 * is looked up among agencies' verified subdomains and custom domains. An unknown host is the
 * product on its canonical address: links are never built from a Host header no agency verified.
 */
export async function resolveTenant(request: FastifyRequest): Promise<Tenant> {
  const product = productTenant(request.server.config);
  const host = request.hostname.toLowerCase();
  if (host === new URL(product.origin).hostname) return product;
  const agency = await findAgencyHost(request.server.regions, request.server.caches, host);
  if (!agency) return product;
  const look = await findAgencyBranding(request.server.regions.db(agency.region), agency.workspaceUid);
  if (!look) return product;
  const origin = new URL(`${request.protocol}://${request.host}`).origin;
  return {
    kind: 'agency',
    workspaceUid: agency.workspaceUid,
    region: agency.region,
    origin,
    // The product's pricing is not the agency's to show its clients.
    branding: { showPricing: false, agency: look.branding },
    customCSS: look.customCSS,
  };
}
