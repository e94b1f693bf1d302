// Account management by admins: search, master-login accounts with a one-time password link,
// disabling (sessions and live streams end at once) and roles. Every change is audited with who,
// when and why; no password is ever chosen, shown or mailed by an admin.
import crypto from 'node:crypto';
import { and, desc, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { boundedCount, one } from '../db/paging';
import { HttpError, messages } from '../http/respond';
import { audit } from '../audit/log';
import { announceSessionEnd } from '../events/hub';
import { forgetSession } from '../auth/sessions';
import { hashPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-policy';
import { ROLE_DEFS, ROLE_NAMES, forgetRoles, isRole, roleFits, type Role } from '../auth/roles';
import { USER_DIV_NAMES, type UserDiv } from '../auth/user-divs';
import { isDiv } from '../../users';

export const LINK_HOURS = 24;

type Actor = { userId: string; ip: string | null };

export interface AccountRow {
  userId: string;
  korNm: string;
  userDiv: string;
  userDivNm: string;
  isSso: string;
  useYn: string;
  email: string | null;
  lastLoginAt: string | null;
  roles: { roleCd: Role; roleNm: string }[];
}

function escapeLike(v: string) {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchAccounts(q: { keyword?: string; userDiv?: UserDiv | ''; status?: string; page: number; pageSize: number }) {
  const db = await getDb();
  const u = schema.users;
  const where: SQL[] = [];
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    where.push(or(ilike(u.userId, like), ilike(u.korNm, like))!);
  }
  if (q.userDiv) where.push(eq(u.userDiv, q.userDiv));
  if (q.status) where.push(eq(u.useYn, q.status));
  const cond = where.length ? and(...where) : undefined;
  // Counted up to the paging limit (decision 045); the page comes in user id order from the primary key.
  const total = await boundedCount(db, db.select({ one }).from(u).where(cond));
  const rows = await db
    .select({ userId: u.userId, korNm: u.korNm, userDiv: u.userDiv, isSso: u.isSso, useYn: u.useYn, email: u.email, lastLoginAt: u.lastLoginAt })
    .from(u)
    .where(cond)
    .orderBy(u.userId)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const list: AccountRow[] = [];
  for (const r of rows) list.push(await withRoles(r));
  return { list, ...total, page: q.page, pageSize: q.pageSize };
}

async function withRoles(r: { userId: string; korNm: string; userDiv: string; isSso: string; useYn: string; email: string | null; lastLoginAt: Date | null }): Promise<AccountRow> {
  const db = await getDb();
  const roles = await db.select({ roleCd: schema.userRoles.roleCd }).from(schema.userRoles).where(eq(schema.userRoles.userId, r.userId)).orderBy(schema.userRoles.roleCd);
  return {
    ...r,
    userDivNm: USER_DIV_NAMES[r.userDiv as UserDiv] ?? r.userDiv,
    lastLoginAt: r.lastLoginAt ? r.lastLoginAt.toISOString() : null,
    roles: roles.map((x) => ({ roleCd: x.roleCd as Role, roleNm: ROLE_NAMES[x.roleCd as Role] ?? x.roleCd })),
  };
}

export async function getAccount(userId: string): Promise<AccountRow> {
  const db = await getDb();
  const u = schema.users;
  const [row] = await db
    .select({ userId: u.userId, korNm: u.korNm, userDiv: u.userDiv, isSso: u.isSso, useYn: u.useYn, email: u.email, lastLoginAt: u.lastLoginAt })
    .from(u)
    .where(eq(u.userId, userId));
  if (!row) throw new HttpError(404, messages.notFound);
  return withRoles(row);
}

/** A fresh one-time link token; only its hash is stored. Older unused links of the user stop working. */
export async function newLink(tx: Awaited<ReturnType<typeof getDb>>, userId: string, actorId: string, hours = LINK_HOURS) {
  const token = crypto.randomBytes(32).toString('base64url');
  const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
  const now = new Date();
  await tx.update(schema.passwordLinks).set({ usedAt: now }).where(and(eq(schema.passwordLinks.userId, userId), isNull(schema.passwordLinks.usedAt)));
  const expiresAt = new Date(now.getTime() + hours * 3_600_000);
  await tx.insert(schema.passwordLinks).values({ tokenHash, userId, createdBy: actorId, expiresAt });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** Ends every session of a user and the live streams opened with them. */
async function endSessions(userId: string) {
  const db = await getDb();
  const deleted = await db.delete(schema.sessions).where(eq(schema.sessions.userId, userId)).returning({ idHash: schema.sessions.idHash });
  for (const s of deleted) {
    forgetSession(s.idHash);
    await announceSessionEnd(s.idHash);
  }
  return deleted.length;
}

export interface AccountInput {
  userId: string;
  korNm: string;
  userDiv: UserDiv;
  email?: string;
  reason: string;
  hakguaCd?: string;
  majorCd?: string;
  gradeCd?: string;
  shregSt?: string;
  cnslrDiv?: string;
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0];

/** A student test account's record, checked against the departments and codes the portal has. */
async function studentRecord(tx: Tx, input: AccountInput) {
  if (!input.hakguaCd) throw new HttpError(400, '학생 계정은 학과를 골라 주세요.', { hakguaCd: '학과를 골라 주세요.' });
  const [hakgua] = await tx
    .select({ upDeptCd: schema.depts.upDeptCd })
    .from(schema.depts)
    .where(and(eq(schema.depts.deptCd, input.hakguaCd), eq(schema.depts.deptDiv, 'HAKGUA'), eq(schema.depts.useYn, 'Y')));
  if (!hakgua) throw new HttpError(400, '없는 학과입니다.', { hakguaCd: '없는 학과입니다.' });
  if (input.majorCd) {
    const [major] = await tx
      .select({ deptCd: schema.depts.deptCd })
      .from(schema.depts)
      .where(and(eq(schema.depts.deptCd, input.majorCd), eq(schema.depts.deptDiv, 'MAJOR'), eq(schema.depts.upDeptCd, input.hakguaCd)));
    if (!major) throw new HttpError(400, '그 학과의 전공이 아닙니다.', { majorCd: '그 학과의 전공이 아닙니다.' });
  }
  const shregSt = input.shregSt || '10';
  const [status] = await tx
    .select({ comCd: schema.comCodes.comCd })
    .from(schema.comCodes)
    .where(and(eq(schema.comCodes.grpCd, 'SHREG_ST'), eq(schema.comCodes.comCd, shregSt)));
  if (!status) throw new HttpError(400, '학적 상태가 올바르지 않습니다.', { shregSt: '학적 상태가 올바르지 않습니다.' });
  return {
    colgCd: hakgua.upDeptCd,
    hakguaCd: input.hakguaCd,
    majorCd: input.majorCd || null,
    gradeCd: input.gradeCd || '1',
    shregSt,
    grdtYn: shregSt === '30' ? 'Y' : 'N',
    frgnYn: 'N',
    handicapYn: 'N',
  };
}

/** The row of the user type's own table, so that every page of that portal finds what it reads. */
async function typeRow(tx: Tx, input: AccountInput) {
  const no = `T-${input.userId}`;
  if (isDiv(input, 'otsdr')) await tx.insert(schema.outsideUsers).values({ userId: input.userId, otsdrDiv: 'EXTERNAL' }).onConflictDoNothing();
  if (isDiv(input, 'stf')) await tx.insert(schema.staff).values({ userId: input.userId, stfNo: no }).onConflictDoNothing();
  if (isDiv(input, 'prof')) await tx.insert(schema.professors).values({ userId: input.userId, profNo: no }).onConflictDoNothing();
  if (isDiv(input, 'cnslr')) await tx.insert(schema.counsellors).values({ userId: input.userId, cnslrId: no, cnslrDiv: input.cnslrDiv || 'LEARN' }).onConflictDoNothing();
}

/** A master-login account of any type (outside users, admins, test accounts), with its one-time password link. */
export async function createAccount(actor: Actor, input: AccountInput) {
  const db = await getDb();
  const link = await db.transaction(async (tx) => {
    const [exists] = await tx.select({ userId: schema.users.userId }).from(schema.users).where(ilikeId(input.userId));
    if (exists) throw new HttpError(409, '이미 사용 중인 아이디입니다.', { userId: '이미 사용 중인 아이디입니다.' });
    const record = isDiv(input, 'std') ? await studentRecord(tx, input) : {};
    await tx.insert(schema.users).values({ userId: input.userId, korNm: input.korNm, userDiv: input.userDiv, email: input.email || null, isSso: 'N', useYn: 'Y', passwordHash: null, ...record });
    await typeRow(tx, input);
    return newLink(tx as never, input.userId, actor.userId);
  });
  await audit({ actorId: actor.userId, action: 'account.create', targetType: 'user', targetId: input.userId, detail: { userDiv: input.userDiv, reason: input.reason }, ip: actor.ip });
  return { account: await getAccount(input.userId), link };
}

// Ids differ only in case would confuse people at the login form.
function ilikeId(userId: string) {
  return ilike(schema.users.userId, escapeLike(userId));
}

/** Reset: the old password stops working, sessions end, and a new one-time link is issued. */
export async function resetPassword(actor: Actor, userId: string, reason: string) {
  const account = await getAccount(userId);
  if (account.isSso === 'Y') throw new HttpError(409, '통합 로그인 계정의 비밀번호는 포털에서 바꿀 수 없습니다.');
  const db = await getDb();
  const link = await db.transaction(async (tx) => {
    await tx.update(schema.users).set({ passwordHash: null, updatedAt: new Date() }).where(eq(schema.users.userId, userId));
    return newLink(tx as never, userId, actor.userId);
  });
  const ended = await endSessions(userId);
  await audit({ actorId: actor.userId, action: 'account.password-reset', targetType: 'user', targetId: userId, detail: { reason, sessionsEnded: ended }, ip: actor.ip });
  return { account: await getAccount(userId), link };
}

export async function setAccountStatus(actor: Actor, userId: string, useYn: 'Y' | 'N', reason: string) {
  if (userId === actor.userId && useYn === 'N') throw new HttpError(409, '자기 계정은 사용 중지할 수 없습니다.');
  await getAccount(userId);
  const db = await getDb();
  await db.update(schema.users).set({ useYn, updatedAt: new Date() }).where(eq(schema.users.userId, userId));
  const ended = useYn === 'N' ? await endSessions(userId) : 0;
  await audit({ actorId: actor.userId, action: useYn === 'N' ? 'account.disable' : 'account.enable', targetType: 'user', targetId: userId, detail: { reason, sessionsEnded: ended }, ip: actor.ip });
  return getAccount(userId);
}

function checkRole(roleCd: string): Role {
  if (!isRole(roleCd)) throw new HttpError(400, messages.invalid, { roleCd: '역할이 올바르지 않습니다.' });
  return roleCd;
}

export async function grantRole(actor: Actor, userId: string, roleCd: string, reason: string) {
  const role = checkRole(roleCd);
  const account = await getAccount(userId);
  // A role goes only to the user types it fits (decision 046): no counselling head among students.
  if (!roleFits(role, account.userDiv)) {
    const fits = ROLE_DEFS[role].fits.map((d) => USER_DIV_NAMES[d]).join(', ');
    throw new HttpError(400, `${ROLE_NAMES[role]} 역할은 ${fits} 계정에만 줄 수 있습니다.`, { roleCd: `${account.userDivNm} 계정에는 줄 수 없는 역할입니다.` });
  }
  const db = await getDb();
  const added = await db.insert(schema.userRoles).values({ userId, roleCd: role, grantedBy: actor.userId }).onConflictDoNothing().returning({ userId: schema.userRoles.userId });
  if (!added.length) throw new HttpError(409, `이미 ${ROLE_NAMES[role]} 역할이 있습니다.`);
  await audit({ actorId: actor.userId, action: 'role.grant', targetType: 'user', targetId: userId, detail: { roleCd: role, reason }, ip: actor.ip });
  forgetRoles(userId);
  return getAccount(userId);
}

export async function revokeRole(actor: Actor, userId: string, roleCd: string, reason: string) {
  const role = checkRole(roleCd);
  await getAccount(userId);
  const db = await getDb();
  const removed = await db.delete(schema.userRoles).where(and(eq(schema.userRoles.userId, userId), eq(schema.userRoles.roleCd, role))).returning({ userId: schema.userRoles.userId });
  if (!removed.length) throw new HttpError(409, `${ROLE_NAMES[role]} 역할이 없습니다.`);
  await audit({ actorId: actor.userId, action: 'role.revoke', targetType: 'user', targetId: userId, detail: { roleCd: role, reason }, ip: actor.ip });
  forgetRoles(userId);
  return getAccount(userId);
}

/** Audit entries about one account, newest first (who changed what, when and why). */
export async function accountHistory(userId: string) {
  const db = await getDb();
  const a = schema.auditLog;
  return db
    .select({ at: a.at, actorId: a.actorId, action: a.action, detail: a.detail })
    .from(a)
    .where(and(eq(a.targetType, 'user'), eq(a.targetId, userId)))
    .orderBy(desc(a.at))
    .limit(50);
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The account a link belongs to while it is usable; null for an unknown, used or expired link. */
export async function linkOwner(token: string) {
  const db = await getDb();
  const [row] = await db
    .select({ userId: schema.users.userId, korNm: schema.users.korNm })
    .from(schema.passwordLinks)
    .innerJoin(schema.users, eq(schema.users.userId, schema.passwordLinks.userId))
    .where(and(eq(schema.passwordLinks.tokenHash, hashToken(token)), isNull(schema.passwordLinks.usedAt), gt(schema.passwordLinks.expiresAt, new Date()), eq(schema.users.useYn, 'Y')));
  return row ?? null;
}

export const LINK_INVALID = '링크가 올바르지 않거나 만료되었습니다. 관리자에게 새 링크를 요청해 주세요.';

/** Sets the password from a one-time link; the link is used up in the same transaction. */
export async function setPasswordWithLink(token: string, password: string, ip: string | null) {
  const owner = await linkOwner(token);
  if (!owner) throw new HttpError(410, LINK_INVALID);
  const problem = passwordProblem(password, owner.userId);
  if (problem) throw new HttpError(400, problem, { password: problem });
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Claim the link first: of two parallel submissions only one sets the password.
    const claimed = await tx
      .update(schema.passwordLinks)
      .set({ usedAt: new Date() })
      .where(and(eq(schema.passwordLinks.tokenHash, hashToken(token)), isNull(schema.passwordLinks.usedAt), gt(schema.passwordLinks.expiresAt, new Date())))
      .returning({ userId: schema.passwordLinks.userId });
    if (!claimed.length) throw new HttpError(410, LINK_INVALID);
    await tx.update(schema.users).set({ passwordHash, updatedAt: new Date() }).where(eq(schema.users.userId, owner.userId));
  });
  await endSessions(owner.userId);
  await audit({ actorId: owner.userId, action: 'account.password-set', targetType: 'user', targetId: owner.userId, ip });
  return { userId: owner.userId };
}
