import { or, type SQL, sql } from 'drizzle-orm';
import { notifications, workspaceMembers } from '../../platform/db/schema/index.js';

/**
 * Whether the member row joined in the query may see the notification: everyone when it names no
 * one, otherwise the members it names by email and those of the roles it names.
 */
export function memberSees(): SQL {
  return or(
    sql`(${notifications.notifyOnly} is null and ${notifications.notifyRoles} is null)`,
    sql`${workspaceMembers.email} = any(${notifications.notifyOnly})`,
    sql`${workspaceMembers.role} = any(${notifications.notifyRoles})`,
  ) as SQL;
}
