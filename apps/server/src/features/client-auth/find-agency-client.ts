import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { clients } from '../../platform/db/schema/index.js';

/** The client of this agency with this email; a client of another agency is as unknown as none. */
export async function findAgencyClient(db: Db, workspaceUid: string, email: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.workspaceUid, workspaceUid), eq(sql`lower(${clients.email})`, email.toLowerCase())))
    .limit(1);
  return row;
}
