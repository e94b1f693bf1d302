// Roles granted on top of the user type (the table of decision 046 is src/lib/permissions.ts). A
// user's roles are read once and remembered until an admin grants or revokes one (then dropped on
// every instance), so checking a permission costs no query of its own.
import { and, eq } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { cached, invalidate } from '../cache';
import { isRole, type Role } from '../../permissions';

export { ROLES, ROLE_NAMES, ROLE_DEFS, roleFits, isRole, type Role } from '../../permissions';

const ROLES_KEY = 'roles:';
const ROLES_TTL_MS = 5 * 60_000;

async function readRoles(userId: string, db?: Db | Tx): Promise<Role[]> {
  const d = db ?? (await getDb());
  const rows = await d.select({ roleCd: schema.userRoles.roleCd }).from(schema.userRoles).where(eq(schema.userRoles.userId, userId));
  return rows.map((r) => r.roleCd).filter(isRole);
}

/** The roles the user holds (remembered; dropped at once when an admin changes them). */
export function rolesOf(userId: string): Promise<Role[]> {
  return cached(`${ROLES_KEY}${userId}`, () => readRoles(userId), ROLES_TTL_MS);
}

/** Called after a grant or a revocation: every instance forgets the user's roles. */
export function forgetRoles(userId: string) {
  invalidate(`${ROLES_KEY}${userId}`);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether the user holds the role; inside a transaction pass it (the embedded database has one connection). */
export async function hasRole(userId: string, role: Role, tx?: Tx): Promise<boolean> {
  if (!tx) return (await rolesOf(userId)).includes(role);
  const [row] = await tx
    .select({ roleCd: schema.userRoles.roleCd })
    .from(schema.userRoles)
    .where(and(eq(schema.userRoles.userId, userId), eq(schema.userRoles.roleCd, role)));
  return !!row;
}

/** Everyone holding a role (e.g. the counselling heads who receive escalations). */
export async function usersWithRole(role: Role): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ userId: schema.userRoles.userId }).from(schema.userRoles).where(eq(schema.userRoles.roleCd, role));
  return rows.map((r) => r.userId);
}
