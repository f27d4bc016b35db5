import { CLIENT_NOT_AN_AGENCY_HOST_MESSAGE, type Region } from '@agent-platform/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { resolveTenant } from '../../platform/tenancy/index.js';

export interface AgencyOfHost {
  workspaceUid: string;
  region: Region;
  /** Scheme, host and port of the agency's address the request came to. */
  origin: string;
}

/** The agency whose address the request came to: client sign-in exists nowhere else. */
export async function requireAgencyHost(request: FastifyRequest): Promise<AgencyOfHost> {
  const tenant = await resolveTenant(request);
  if (tenant.kind !== 'agency') throw new AppError('NOT_FOUND', CLIENT_NOT_AN_AGENCY_HOST_MESSAGE);
  return { workspaceUid: tenant.workspaceUid, region: tenant.region, origin: tenant.origin };
}
