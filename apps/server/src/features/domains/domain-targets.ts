import type { DomainTargets } from '@agent-platform/core';
import type { Config } from '../../config.js';

export const domainTargets = (config: Pick<Config, 'agencyDomains'>): DomainTargets => ({
  aAddress: config.agencyDomains.aAddress,
  cnameTarget: config.agencyDomains.cnameTarget,
});
