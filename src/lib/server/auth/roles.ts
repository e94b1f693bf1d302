// Roles granted on top of the user type. Checked on the server for every request that needs one.
import { and, eq } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';

export const ROLES = ['CONTENT_EDITOR', 'PROGRAM_ADMIN', 'CNSL_HEAD'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_NAMES: Record<Role, string> = {
  CONTENT_EDITOR: '콘텐츠 편집자',
  PROGRAM_ADMIN: '프로그램 관리자',
  CNSL_HEAD: '상담센터장',
};

export async function rolesOf(userId: string): Promise<Role[]> {
  const db = await getDb();
  const rows = await db.select({ roleCd: schema.userRoles.roleCd }).from(schema.userRoles).where(eq(schema.userRoles.userId, userId));
  return rows.map((r) => r.roleCd as Role);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether the user holds the role; inside a transaction pass it (the embedded database has one connection). */
export async function hasRole(userId: string, role: Role, tx?: Tx): Promise<boolean> {
  const db = tx ?? (await getDb());
  const [row] = await db
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
