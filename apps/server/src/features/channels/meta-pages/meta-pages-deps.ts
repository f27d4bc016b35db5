import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import type { SecretBox } from '../../../platform/crypto.js';
import type { Regions } from '../../../platform/db/regions.js';

/** What the page-connection operations use: the databases, secrets and the Graph API's address. */
export interface MetaPagesDeps {
  regions: Regions;
  secretBox: SecretBox;
  config: { providers: Pick<Config['providers'], 'meta'> };
  log?: FastifyBaseLogger;
}
