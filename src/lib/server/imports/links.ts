// Set-password links in bulk for imported people who sign in on the master login (where single
// sign-on is not used): the existing one-time links, for every imported account without a password
// yet, as a workbook the university mails from its own system. Nothing is mailed from here, and
// no imported account ever gets a password someone else knows.
import ExcelJS from 'exceljs';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { audit } from '../audit/log';
import { newLink } from '../accounts/admin';
import { USER_DIV_NAMES, type UserDiv } from '../auth/user-divs';
import { seoulStampOf } from '../../calendar';

type Actor = { userId: string; ip: string | null };

/** Bulk links stay valid for a week: long enough for a mail merge and a weekend. */
export const BULK_LINK_HOURS = 24 * 7;
const MAX_LINKS = 20_000;

/** Imported, active accounts that still have no password and sign in on the master login. */
function waiting(userDiv?: string) {
  const u = schema.users;
  const p = schema.importPeople;
  return and(eq(u.useYn, 'Y'), isNull(u.passwordHash), eq(u.isSso, 'N'), userDiv ? eq(p.userDiv, userDiv) : undefined);
}

export async function countWaiting(userDiv?: string) {
  const db = await getDb();
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.importPeople).innerJoin(schema.users, eq(schema.users.userId, schema.importPeople.userId)).where(waiting(userDiv));
  return Number(r.n);
}

/** New links for every waiting account (older unused links stop working), as an .xlsx workbook. */
export async function bulkLinks(actor: Actor, origin: string, userDiv?: string): Promise<{ count: number; workbook: Buffer }> {
  const db = await getDb();
  const u = schema.users;
  const people = await db
    .select({ userId: u.userId, korNm: u.korNm, userDiv: u.userDiv, email: u.email })
    .from(schema.importPeople)
    .innerJoin(u, eq(u.userId, schema.importPeople.userId))
    .where(waiting(userDiv))
    .orderBy(asc(u.userDiv), asc(u.userId))
    .limit(MAX_LINKS);
  const links = await db.transaction(async (tx) => {
    const out: { token: string; expiresAt: string }[] = [];
    for (const p of people) out.push(await newLink(tx as never, p.userId, actor.userId, BULK_LINK_HOURS));
    return out;
  });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('비밀번호 설정 링크');
  ws.columns = [
    { header: '아이디(학번·교번)', key: 'userId', width: 16 },
    { header: '이름', key: 'korNm', width: 12 },
    { header: '구분', key: 'div', width: 10 },
    { header: '이메일', key: 'email', width: 28 },
    { header: '비밀번호 설정 링크', key: 'link', width: 90 },
    { header: '유효 기한', key: 'expires', width: 18 },
  ];
  people.forEach((p, i) =>
    ws.addRow({ userId: p.userId, korNm: p.korNm, div: USER_DIV_NAMES[p.userDiv as UserDiv] ?? p.userDiv, email: p.email ?? '', link: `${origin}/account/set-password?token=${links[i].token}`, expires: seoulStampOf(links[i].expiresAt) }),
  );
  ws.getRow(1).font = { bold: true };
  await audit({ actorId: actor.userId, action: 'import.password-links', targetType: 'import', detail: { count: people.length, userDiv: userDiv ?? null, hours: BULK_LINK_HOURS }, ip: actor.ip });
  return { count: people.length, workbook: Buffer.from(await wb.xlsx.writeBuffer()) };
}
