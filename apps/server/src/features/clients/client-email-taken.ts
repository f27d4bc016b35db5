import type { Region } from '@agent-platform/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { clients } from './schema.js';

/**
 * Whether a client other than `exceptClientId` has this email, in any agency and any region
 * (spec 002 §5.8); each region's unique index also stops two saves racing within it.
 */
export async function clientEmailTaken(regions: Regions, region: Region, email: string, exceptClientId?: string) {
  const sameEmail = eq(sql`lower(${clients.email})`, email.toLowerCase());
  const holders = await regions.askEveryRegion((db, asked) =>
    db
      .select({ id: clients.id })
      .from(clients)
      .where(asked === region && exceptClientId ? and(sameEmail, ne(clients.id, exceptClientId)) : sameEmail)
      .limit(1),
  );
  return holders.some(({ value }) => value.length > 0);
}
