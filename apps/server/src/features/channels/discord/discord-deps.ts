import type { Config } from '../../../config.js';
import type { ReadCaches } from '../../../platform/cache/read-caches.js';
import type { SecretBox } from '../../../platform/crypto.js';
import type { Regions } from '../../../platform/db/regions.js';
import type { Egress } from '../../../platform/egress/egress.js';

/** What the Discord channel's operations use. */
export interface DiscordDeps {
  regions: Regions;
  caches: ReadCaches;
  secretBox: SecretBox;
  egress: Egress;
  config: { providers: Pick<Config['providers'], 'discord'> };
}
