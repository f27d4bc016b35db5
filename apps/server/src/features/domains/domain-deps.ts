import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import type { Egress } from '../../platform/egress/egress.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail/mailer.js';

/** What the domain operations use of the app. */
export interface DomainDeps {
  regions: Regions;
  config: Pick<Config, 'agencyDomains' | 'dnsServers' | 'customTabOrigin'>;
  caches: ReadCaches;
  egress: Egress;
  mailer: Mailer;
  secretBox: SecretBox;
  jobs: Jobs;
  log: FastifyBaseLogger;
}

export type AgencyDomainRow = typeof import('./schema.js').agencyDomains.$inferSelect;
