// Who runs a club: its approved members with an officer role, or the club office through the
// permission table; the clubs a student runs, and the students who run a club.
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { can } from '../auth/permissions';
import { isDiv, type Actor } from '../../users';
import { OFFICER_ROLES } from '../../clubs/rules';

const { clubMembers: members } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Viewer = Actor;

/**
 * Whether the person runs this club: an approved member with an officer role, or one the permission
 * table lets decide on clubs (CLUB_MANAGER, admins; decision 046).
 */
export async function isOfficerOf(viewer: Viewer, clubId: number, tx?: Tx): Promise<boolean> {
  if (!isDiv(viewer, 'std')) return can(viewer, 'clubs', 'decide');
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ memberId: members.memberId })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.studentId, viewer.userId), eq(members.status, 'APPROVED'), inArray(members.roleCd, OFFICER_ROLES)));
  return !!row;
}

/** The clubs a student runs (for the "my clubs" list and the officer's tools). */
export async function officerClubIds(studentId: string) {
  const db = await getDb();
  const rows = await db
    .select({ clubId: members.clubId })
    .from(members)
    .where(and(eq(members.studentId, studentId), eq(members.status, 'APPROVED'), inArray(members.roleCd, OFFICER_ROLES)));
  return rows.map((r) => r.clubId);
}

/** The students who run a club. */
export async function officersOf(clubId: number) {
  const db = await getDb();
  const rows = await db
    .select({ studentId: members.studentId })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.status, 'APPROVED'), inArray(members.roleCd, OFFICER_ROLES)));
  return rows.map((r) => r.studentId);
}
