import { REGIONS, type Region } from '@agent-platform/core';
import { type InstanceBackup, packBackup } from '../../platform/backup/instance-backup.js';
import type { Regions } from '../../platform/db/regions.js';

/**
 * A backup of the running instance: each embedded region's database copied between its
 * transactions (requests wait for the moment it takes), and the server key. Undefined when the
 * databases are PostgreSQL servers, which pg_dump backs up.
 */
export async function takeBackup(regions: Regions, serverKey: Buffer): Promise<Buffer | undefined> {
  const dumps: InstanceBackup['regions'] = {};
  for (const region of REGIONS) {
    const dump = regions.dumpEmbedded(region);
    if (!dump) return undefined;
    dumps[region as Region] = new Uint8Array(await (await dump).arrayBuffer());
  }
  return packBackup({ createdAt: new Date().toISOString(), regions: dumps, serverKey });
}
