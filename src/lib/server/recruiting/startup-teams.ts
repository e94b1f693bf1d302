// Startup support, part two: startup clubs and teams (funding and mentoring applications are in
// startup-funding.ts).
// A leader registers a team naming its members by student number and name; each member confirms
// (or declines) on her own tab, and only a team whose members all confirmed reaches staff, who
// approve it or return it with a reason. Funding and mentoring applications go 신청 → 심사중 →
// 선정/탈락; every change is kept in a history and sent to the student as a portal message. A
// returned team can be edited by its leader and sent again: if its member list changed, every
// member confirms again. Each step of a team is kept in its own history. A student's records are
// hers alone: anyone else's answer 404.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { notifyUser } from '../messages/service';
import { type Actor, isDiv } from '../../users';
import { TEAM_STATUS_LABELS,
  TEAM_STATUS_VARIANTS,
  type TeamStatus,
} from '../../recruiting/startup';
import type { TeamDecisionInput, TeamInput } from '../../schemas/recruiting-startup';
import { requireStartupStaff } from './startup';
import { josa } from '../../text/josa';

const { startupTeams: teams, startupTeamMembers: members, startupTeamHistory: teamHistory, users } = schema;
type TeamRow = typeof teams.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const NOT_FOUND_TEAM = '창업팀을 찾을 수 없습니다.';

// ---------------------------------------------------------------------------------------------
// Teams

async function membersOf(teamIds: number[]) {
  if (!teamIds.length) return [];
  const db = await getDb();
  return db
    .select({ teamId: members.teamId, studentId: members.studentId, korNm: users.korNm, roleNm: members.roleNm, consentYn: members.consentYn, consentedAt: members.consentedAt })
    .from(members)
    .innerJoin(users, eq(users.userId, members.studentId))
    .where(inArray(members.teamId, teamIds))
    .orderBy(asc(members.teamId), asc(users.korNm));
}

function describeTeam(t: TeamRow, ms: Awaited<ReturnType<typeof membersOf>>) {
  const own = ms.filter((m) => m.teamId === t.teamId);
  return {
    teamId: t.teamId,
    teamNm: t.teamNm,
    item: t.item,
    description: t.description,
    leaderId: t.leaderId,
    status: t.status as TeamStatus,
    statusNm: TEAM_STATUS_LABELS[t.status as TeamStatus] ?? t.status,
    statusVariant: TEAM_STATUS_VARIANTS[t.status as TeamStatus] ?? 'secondary',
    returnReason: t.returnReason,
    decidedAt: t.decidedAt,
    createdAt: t.createdAt,
    // The leader first, then the members by name.
    members: [...own.filter((m) => m.studentId === t.leaderId), ...own.filter((m) => m.studentId !== t.leaderId)].map((m) => ({ studentId: m.studentId, korNm: m.korNm, roleNm: m.roleNm, leader: m.studentId === t.leaderId, consented: m.consentYn === 'Y' })),
  };
}

/** Members must be enrolled students named correctly (a typo cannot enrol a stranger), the leader not among them. */
async function checkMembers(studentId: string, input: TeamInput) {
  if (input.members.some((m) => m.userId === studentId)) throw new HttpError(400, '대표(본인)는 팀원 목록에 넣지 않아도 됩니다.', { members: '본인 학번을 팀원에서 빼 주세요.' });
  const db = await getDb();
  const ids = input.members.map((m) => m.userId);
  const found = ids.length ? await db.select({ userId: users.userId, korNm: users.korNm, userDiv: users.userDiv, useYn: users.useYn }).from(users).where(inArray(users.userId, ids)) : [];
  for (const m of input.members) {
    const u = found.find((f) => f.userId === m.userId);
    if (!u || !isDiv(u, 'std') || u.useYn !== 'Y' || u.korNm !== m.korNm) {
      throw new HttpError(400, `학번 ${m.userId}, 이름 ${m.korNm}에 해당하는 학생이 없습니다.`, { members: `학번 ${m.userId}의 학번과 이름을 확인해 주세요.` });
    }
  }
  return ids;
}

/** One step of a team's history, written in the transaction that made it. */
async function logTeam(tx: Tx, teamId: number, fromStatus: string | null, toStatus: TeamStatus, actorId: string, note: string | null = null, detail: Record<string, unknown> | null = null) {
  await tx.insert(teamHistory).values({ teamId, fromStatus, toStatus, note, detail, actorId });
}

/** Registers a team led by the student; members must be enrolled students named correctly. */
export async function registerTeam(studentId: string, input: TeamInput, ip: string | null = null) {
  const ids = await checkMembers(studentId, input);
  const db = await getDb();
  const status: TeamStatus = input.members.length ? 'CONSENT' : 'PENDING';
  const teamId = await db.transaction(async (tx) => {
    const [t] = await tx.insert(teams).values({ teamNm: input.teamNm, item: input.item, description: input.description, leaderId: studentId, status }).returning({ teamId: teams.teamId });
    await tx.insert(members).values([
      { teamId: t.teamId, studentId, roleNm: input.leaderRole, consentYn: 'Y', consentedAt: new Date() },
      ...input.members.map((m) => ({ teamId: t.teamId, studentId: m.userId, roleNm: m.roleNm, consentYn: 'N' })),
    ]);
    await logTeam(tx, t.teamId, null, status, studentId, null, { members: ids });
    return t.teamId;
  });
  await audit({ actorId: studentId, action: 'startup.team.register', targetType: 'startup_team', targetId: String(teamId), detail: { members: ids }, ip });
  for (const m of input.members) {
    await notifyUser(m.userId, `[창업지원] ${input.teamNm} 팀원 참여 확인 요청`, `「${input.teamNm}」 팀에 ${josa(m.roleNm, '으로/로')} 등록되었습니다. 창업지원 > 창업동아리·팀 등록에서 참여를 확인해 주세요.`, { category: 'RECRUIT', userDef1: 'STARTUP_TEAM', userDef2: String(teamId) });
  }
  return { teamId, status, statusNm: TEAM_STATUS_LABELS[status] };
}

/** The teams she leads or belongs to, with each member's consent. */
export async function myTeams(studentId: string) {
  const db = await getDb();
  const mine = await db.select({ teamId: members.teamId }).from(members).where(eq(members.studentId, studentId));
  const ids = mine.map((m) => m.teamId);
  if (!ids.length) return [];
  const [rows, ms, hs] = await Promise.all([db.select().from(teams).where(inArray(teams.teamId, ids)).orderBy(desc(teams.createdAt), desc(teams.teamId)), membersOf(ids), teamHistoryOf(ids)]);
  return rows.map((t) => {
    const d = describeTeam(t, ms);
    const me = d.members.find((m) => m.studentId === studentId)!;
    const isLeader = t.leaderId === studentId;
    return { ...d, isLeader, mustConfirm: !me.consented && t.status === 'CONSENT', canResubmit: isLeader && t.status === 'RETURNED', history: hs.filter((h) => h.teamId === t.teamId) };
  });
}

/** A member confirms or declines her place; once every member confirmed, the team waits for staff. */
export async function answerTeam(studentId: string, teamId: number, agree: boolean, ip: string | null = null) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [t] = await tx.select().from(teams).where(eq(teams.teamId, teamId)).for('update');
    const [m] = t ? await tx.select().from(members).where(and(eq(members.teamId, teamId), eq(members.studentId, studentId))) : [];
    if (!t || !m || t.leaderId === studentId) throw new HttpError(404, NOT_FOUND_TEAM);
    if (t.status !== 'CONSENT' || m.consentYn === 'Y') throw new HttpError(409, '이미 참여 여부를 답한 팀입니다.');
    if (agree) await tx.update(members).set({ consentYn: 'Y', consentedAt: sql`now()` }).where(and(eq(members.teamId, teamId), eq(members.studentId, studentId)));
    else await tx.delete(members).where(and(eq(members.teamId, teamId), eq(members.studentId, studentId)));
    const rest = await tx.select({ consentYn: members.consentYn }).from(members).where(eq(members.teamId, teamId));
    const next: TeamStatus = rest.every((r) => r.consentYn === 'Y') ? 'PENDING' : 'CONSENT';
    if (next !== t.status) await tx.update(teams).set({ status: next }).where(eq(teams.teamId, teamId));
    if (!agree || next !== t.status) await logTeam(tx, teamId, t.status, next, studentId, agree ? '팀원 모두 참여 확인' : '팀원 참여 거절', { [agree ? 'confirmed' : 'declined']: studentId });
    return { team: t, status: next };
  });
  await audit({ actorId: studentId, action: `startup.team.${agree ? 'consent' : 'decline'}`, targetType: 'startup_team', targetId: String(teamId), ip });
  if (!agree) {
    await notifyUser(result.team.leaderId, `[창업지원] ${result.team.teamNm} 팀원이 참여를 거절했습니다`, `학번 ${studentId} 학생이 「${result.team.teamNm}」 팀 참여를 거절해 팀원에서 빠졌습니다.`, { category: 'RECRUIT', userDef1: 'STARTUP_TEAM', userDef2: String(teamId) });
  }
  return { teamId, status: result.status, statusNm: TEAM_STATUS_LABELS[result.status] };
}

/** Teams for staff: those waiting first. */
export async function staffTeams(actor: Actor) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const rows = await db.select().from(teams).orderBy(sql`case ${teams.status} when 'PENDING' then 0 when 'CONSENT' then 1 else 2 end`, desc(teams.createdAt), desc(teams.teamId));
  const [ms, hs] = await Promise.all([membersOf(rows.map((r) => r.teamId)), teamHistoryOf(rows.map((r) => r.teamId))]);
  return rows.map((t) => ({ ...describeTeam(t, ms), history: hs.filter((h) => h.teamId === t.teamId) }));
}

/** Staff approve a team whose members all confirmed, or return it with a reason. */
export async function decideTeam(actor: Actor, teamId: number, input: TeamDecisionInput, ip: string | null = null) {
  await requireStartupStaff(actor, 'decide');
  const db = await getDb();
  const [t] = await db.select().from(teams).where(eq(teams.teamId, teamId));
  if (!t) throw new HttpError(404, NOT_FOUND_TEAM);
  const to: TeamStatus = input.action === 'APPROVE' ? 'APPROVED' : 'RETURNED';
  // The state is checked in the UPDATE itself, so two staff deciding at once cannot both win.
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .update(teams)
      .set({ status: to, returnReason: input.action === 'RETURN' ? input.reason! : null, decidedBy: actor.userId, decidedAt: sql`now()` })
      .where(and(eq(teams.teamId, teamId), eq(teams.status, 'PENDING')))
      .returning({ teamId: teams.teamId });
    if (rows.length) await logTeam(tx, teamId, 'PENDING', to, actor.userId, input.reason ?? null);
    return rows;
  });
  if (!done.length) {
    throw new HttpError(409, t.status === 'CONSENT' ? '팀원이 모두 참여를 확인한 뒤에 처리할 수 있습니다.' : '승인 대기 중인 팀만 처리할 수 있습니다.');
  }
  await audit({ actorId: actor.userId, action: `startup.team.${input.action.toLowerCase()}`, targetType: 'startup_team', targetId: String(teamId), detail: { reason: input.reason ?? null }, ip });
  const body = to === 'APPROVED' ? `「${t.teamNm}」 팀 등록이 승인되었습니다. 이제 창업 지원금과 멘토링을 팀으로 신청할 수 있습니다.` : `「${t.teamNm}」 팀 등록이 반려되었습니다. 사유: ${input.reason}`;
  await notifyUser(t.leaderId, `[창업지원] ${t.teamNm} 팀 ${TEAM_STATUS_LABELS[to]}`, body, { category: 'RECRUIT', userDef1: 'STARTUP_TEAM', userDef2: String(teamId) });
  return { teamId, status: to, statusNm: TEAM_STATUS_LABELS[to] };
}

/**
 * The leader edits a returned team and sends it again. Kept members stay confirmed only when the
 * member list is the same; otherwise every member (old and new) confirms again, as at registration.
 * Removed members and members asked to confirm get a portal message. Another student's team, or a
 * team she does not lead, is not found; a team that is not returned is 409.
 */
export async function resubmitTeam(studentId: string, teamId: number, input: TeamInput, ip: string | null = null) {
  const db = await getDb();
  // Whose team it is comes first: a member's or a stranger's request is not found, whatever it holds.
  const [own] = await db.select({ leaderId: teams.leaderId }).from(teams).where(eq(teams.teamId, teamId));
  if (!own || own.leaderId !== studentId) throw new HttpError(404, NOT_FOUND_TEAM);
  const ids = await checkMembers(studentId, input);
  const result = await db.transaction(async (tx) => {
    const [t] = await tx.select().from(teams).where(eq(teams.teamId, teamId)).for('update');
    if (!t || t.leaderId !== studentId) throw new HttpError(404, NOT_FOUND_TEAM);
    if (t.status !== 'RETURNED') throw new HttpError(409, '반려된 팀만 수정해 다시 제출할 수 있습니다.');
    const before = await tx.select().from(members).where(eq(members.teamId, teamId));
    const oldIds = before.filter((m) => m.studentId !== studentId).map((m) => m.studentId);
    const added = ids.filter((id) => !oldIds.includes(id));
    const removed = oldIds.filter((id) => !ids.includes(id));
    const changed = added.length > 0 || removed.length > 0;
    // A member who declined earlier left the list, so naming her again counts as a change too.
    const status: TeamStatus = ids.length && changed ? 'CONSENT' : 'PENDING';
    await tx
      .update(teams)
      .set({ teamNm: input.teamNm, item: input.item, description: input.description, status, returnReason: null, decidedBy: null, decidedAt: null })
      .where(eq(teams.teamId, teamId));
    if (removed.length) await tx.delete(members).where(and(eq(members.teamId, teamId), inArray(members.studentId, removed)));
    await tx.update(members).set({ roleNm: input.leaderRole }).where(and(eq(members.teamId, teamId), eq(members.studentId, studentId)));
    for (const m of input.members) {
      if (added.includes(m.userId)) await tx.insert(members).values({ teamId, studentId: m.userId, roleNm: m.roleNm, consentYn: 'N' });
      else await tx.update(members).set(changed ? { roleNm: m.roleNm, consentYn: 'N', consentedAt: null } : { roleNm: m.roleNm }).where(and(eq(members.teamId, teamId), eq(members.studentId, m.userId)));
    }
    await logTeam(tx, teamId, 'RETURNED', status, studentId, '수정 후 다시 제출', { added, removed, previousReason: t.returnReason, teamNm: t.teamNm !== input.teamNm ? { from: t.teamNm, to: input.teamNm } : undefined });
    return { status, added, removed, changed, oldNm: t.teamNm };
  });
  await audit({ actorId: studentId, action: 'startup.team.resubmit', targetType: 'startup_team', targetId: String(teamId), detail: { added: result.added, removed: result.removed }, ip });
  const ask = result.changed ? input.members : [];
  for (const m of ask) {
    await notifyUser(m.userId, `[창업지원] ${input.teamNm} 팀원 참여 확인 요청`, `「${input.teamNm}」 팀이 수정되어 다시 제출되었습니다. ${josa(m.roleNm, '으로/로')} 참여하는지 창업지원 > 창업동아리·팀 등록에서 다시 확인해 주세요.`, { category: 'RECRUIT', userDef1: 'STARTUP_TEAM', userDef2: String(teamId) });
  }
  for (const id of result.removed) {
    await notifyUser(id, `[창업지원] ${result.oldNm} 팀원에서 빠졌습니다`, `대표가 「${result.oldNm}」 팀을 수정하면서 팀원 목록에서 빠졌습니다.`, { category: 'RECRUIT', userDef1: 'STARTUP_TEAM', userDef2: String(teamId) });
  }
  return { teamId, status: result.status, statusNm: TEAM_STATUS_LABELS[result.status], reconfirm: result.changed && ids.length > 0 };
}

/** The steps of the given teams, oldest first, with who took them. */
async function teamHistoryOf(ids: number[]) {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db
    .select({ h: teamHistory, actorNm: users.korNm })
    .from(teamHistory)
    .innerJoin(users, eq(users.userId, teamHistory.actorId))
    .where(inArray(teamHistory.teamId, ids))
    .orderBy(asc(teamHistory.at), asc(teamHistory.historyId));
  return rows.map((r) => ({
    teamId: r.h.teamId,
    fromNm: r.h.fromStatus ? (TEAM_STATUS_LABELS[r.h.fromStatus as TeamStatus] ?? r.h.fromStatus) : null,
    toStatus: r.h.toStatus as TeamStatus,
    toNm: TEAM_STATUS_LABELS[r.h.toStatus as TeamStatus] ?? r.h.toStatus,
    note: r.h.note,
    actorNm: r.actorNm,
    at: r.h.at,
  }));
}

// ---------------------------------------------------------------------------------------------
// Funding and mentoring
