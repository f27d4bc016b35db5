import { PRODUCT_BRANDING, type TenantBranding } from '@agent-platform/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/** The part of the config the tenancy helper reads: the product's canonical public address. */
export type TenancyConfig = Pick<Config, 'publicUrl'>;

/**
 * Whose dashboard a host serves. Only the product itself for now; an agency tenant (its verified
 * subdomain or custom domain, its branding) joins this union when agencies plug in.
 */
export interface Tenant {
  kind: 'product';
  /** Where this tenant's addresses start: scheme, host and port, no trailing slash. */
  origin: string;
  /** What its dashboard shows of the product's own pieces (the pricing widget...). */
  branding: TenantBranding;
}

/** The product on its canonical public address: the tenant of work that has no request (jobs, provider callbacks). */
export function productTenant(config: TenancyConfig): Tenant {
  return { kind: 'product', origin: config.publicUrl.replace(/\/+$/, ''), branding: PRODUCT_BRANDING };
}

/**
 * The tenant a request's host belongs to. The product's own host is the one of PUBLIC_URL. Agencies
 * plug in here: any other host will be looked up among agencies' verified subdomains and custom
 * domains (hence async). Until then an unknown host is still the product, on its canonical address:
 * links are never built from an unverified Host header, which anyone can send.
 */
export async function resolveTenant(request: FastifyRequest): Promise<Tenant> {
  return productTenant(request.server.config);
}
