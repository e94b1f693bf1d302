// Startup support, part three: funding and mentoring applications of a student's approved team
// (신청 → 심사중 → 선정/탈락, every change kept in a history and sent to her as a portal message), the
// office's list and decisions, and the Excel export of teams and applications. Hers alone: anyone
// else's answer 404.
import ExcelJS from 'exceljs';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { can } from '../auth/permissions';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { fileGroup, listFiles } from '../files/service';
import { notifyUser } from '../messages/service';
import type { Actor } from '../../users';
import {
  FUNDING_KIND_LABELS,
  FUNDING_NEXT,
  FUNDING_STATUS_LABELS,
  FUNDING_STATUS_VARIANTS,
  PLAN_EXTENSIONS,
  groupDigits,
  type FundingKind,
  type FundingStatus,
} from '../../recruiting/startup';
import type { FundingDecisionInput, FundingInput } from '../../schemas/recruiting-startup';
import { requireStartupStaff } from './startup';
import { josa, particle } from '../../text/josa';

const { startupTeams: teams, startupTeamMembers: members, startupFundingAppls: funding, startupFundingHistory: history, startupPrograms: programs, startupProgramAppls: programAppls, users } = schema;

export const NOT_FOUND_FUNDING = '신청 내역을 찾을 수 없습니다.';

/** Approved teams she belongs to: the teams she may apply for. */
export async function approvedTeamsOf(studentId: string) {
  const db = await getDb();
  return db
    .select({ teamId: teams.teamId, teamNm: teams.teamNm })
    .from(teams)
    .innerJoin(members, and(eq(members.teamId, teams.teamId), eq(members.studentId, studentId)))
    .where(eq(teams.status, 'APPROVED'))
    .orderBy(asc(teams.teamNm));
}

async function checkPlan(studentId: string, fileGroupId: number | undefined) {
  if (!fileGroupId) return null;
  const group = await fileGroup(fileGroupId);
  if (!group || group.ownerId !== studentId) throw new HttpError(400, '사업계획서를 확인해 주세요.', { fileGroupId: '직접 올린 파일만 첨부할 수 있습니다.' });
  const files = await listFiles(fileGroupId, { userId: studentId, userDiv: 'std' });
  if (!files.length) throw new HttpError(400, '사업계획서를 올려 주세요.', { fileGroupId: '사업계획서를 올려 주세요.' });
  if (files.some((f) => !PLAN_EXTENSIONS.includes(f.fileExtNm))) {
    throw new HttpError(400, `사업계획서는 ${PLAN_EXTENSIONS.join(', ')} 파일만 올릴 수 있습니다.`, { fileGroupId: '허용되지 않는 형식입니다.' });
  }
  return fileGroupId;
}

export async function applyFunding(studentId: string, input: FundingInput, ip: string | null = null) {
  if (input.teamId && !(await approvedTeamsOf(studentId)).some((t) => t.teamId === input.teamId)) {
    throw new HttpError(400, '승인된 내 팀만 선택할 수 있습니다.', { teamId: '승인된 팀 중에서 선택해 주세요.' });
  }
  const fileGroupId = await checkPlan(studentId, input.fileGroupId);
  const db = await getDb();
  const fundingId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(funding)
      .values({
        kindCd: input.kindCd,
        studentId,
        teamId: input.teamId ?? null,
        title: input.title,
        summary: input.summary,
        amount: input.kindCd === 'FUNDING' ? input.amount! : null,
        mentoringField: input.kindCd === 'MENTORING' ? input.mentoringField! : null,
        fileGroupId,
        status: 'APPLIED',
      })
      .returning({ fundingId: funding.fundingId });
    await tx.insert(history).values({ fundingId: row.fundingId, fromStatus: null, toStatus: 'APPLIED', actorId: studentId });
    return row.fundingId;
  });
  await audit({ actorId: studentId, action: 'startup.funding.apply', targetType: 'startup_funding', targetId: String(fundingId), detail: { kindCd: input.kindCd }, ip });
  await notifyUser(studentId, `[창업지원] ${FUNDING_KIND_LABELS[input.kindCd]} 신청이 접수되었습니다`, `「${input.title}」 신청이 접수되었습니다. 심사가 시작되면 다시 알려 드립니다.`, { category: 'RECRUIT', userDef1: 'STARTUP_FUNDING', userDef2: String(fundingId) });
  return { fundingId, status: 'APPLIED' as FundingStatus, statusNm: FUNDING_STATUS_LABELS.APPLIED };
}

function describeFunding(f: typeof funding.$inferSelect, teamNm: string | null) {
  return {
    fundingId: f.fundingId,
    kindCd: f.kindCd as FundingKind,
    kindNm: FUNDING_KIND_LABELS[f.kindCd as FundingKind] ?? f.kindCd,
    studentId: f.studentId,
    teamId: f.teamId,
    teamNm,
    title: f.title,
    summary: f.summary,
    amount: f.amount,
    amountText: f.amount === null ? '' : `${groupDigits(f.amount)}원`,
    mentoringField: f.mentoringField,
    fileGroupId: f.fileGroupId,
    status: f.status as FundingStatus,
    statusNm: FUNDING_STATUS_LABELS[f.status as FundingStatus] ?? f.status,
    statusVariant: FUNDING_STATUS_VARIANTS[f.status as FundingStatus] ?? 'secondary',
    next: FUNDING_NEXT[f.status as FundingStatus] ?? [],
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
  };
}

async function historyOf(ids: number[]) {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db
    .select({ h: history, actorNm: users.korNm })
    .from(history)
    .innerJoin(users, eq(users.userId, history.actorId))
    .where(inArray(history.fundingId, ids))
    .orderBy(asc(history.at), asc(history.historyId));
  return rows.map((r) => ({ fundingId: r.h.fundingId, fromNm: r.h.fromStatus ? FUNDING_STATUS_LABELS[r.h.fromStatus as FundingStatus] : null, toNm: FUNDING_STATUS_LABELS[r.h.toStatus as FundingStatus] ?? r.h.toStatus, note: r.h.note, actorNm: r.actorNm, at: r.h.at }));
}

/** Her applications, newest first, each with its history. */
export async function myFunding(studentId: string) {
  const db = await getDb();
  const rows = await db.select({ f: funding, teamNm: teams.teamNm }).from(funding).leftJoin(teams, eq(teams.teamId, funding.teamId)).where(eq(funding.studentId, studentId)).orderBy(desc(funding.createdAt), desc(funding.fundingId));
  const hs = await historyOf(rows.map((r) => r.f.fundingId));
  return rows.map((r) => ({ ...describeFunding(r.f, r.teamNm), history: hs.filter((h) => h.fundingId === r.f.fundingId) }));
}

/** One application: the student's own (others 404), or any for staff. */
export async function fundingDetail(actor: Actor, fundingId: number) {
  const db = await getDb();
  const [r] = await db.select({ f: funding, teamNm: teams.teamNm, korNm: users.korNm }).from(funding).innerJoin(users, eq(users.userId, funding.studentId)).leftJoin(teams, eq(teams.teamId, funding.teamId)).where(eq(funding.fundingId, fundingId));
  const office = await can(actor, 'startup', 'read');
  if (!r || (!office && r.f.studentId !== actor.userId)) throw new HttpError(404, NOT_FOUND_FUNDING);
  const files = r.f.fileGroupId ? await listFiles(r.f.fileGroupId, actor) : [];
  return { ...describeFunding(r.f, r.teamNm), korNm: r.korNm, files, history: await historyOf([fundingId]) };
}

/** Every application for staff, those waiting for a step first. */
export async function staffFunding(actor: Actor) {
  await requireStartupStaff(actor);
  const db = await getDb();
  const rows = await db
    .select({ f: funding, teamNm: teams.teamNm, korNm: users.korNm })
    .from(funding)
    .innerJoin(users, eq(users.userId, funding.studentId))
    .leftJoin(teams, eq(teams.teamId, funding.teamId))
    .orderBy(sql`case ${funding.status} when 'APPLIED' then 0 when 'REVIEW' then 1 else 2 end`, desc(funding.createdAt), desc(funding.fundingId));
  const hs = await historyOf(rows.map((r) => r.f.fundingId));
  return rows.map((r) => ({ ...describeFunding(r.f, r.teamNm), korNm: r.korNm, history: hs.filter((h) => h.fundingId === r.f.fundingId) }));
}

/** One step of review (신청 → 심사중 → 선정/탈락), kept in the history and sent to the student. */
export async function decideFunding(actor: Actor, fundingId: number, input: FundingDecisionInput, ip: string | null = null) {
  await requireStartupStaff(actor, 'decide');
  const db = await getDb();
  const [f] = await db.select().from(funding).where(eq(funding.fundingId, fundingId));
  if (!f) throw new HttpError(404, NOT_FOUND_FUNDING);
  const from = Object.entries(FUNDING_NEXT).filter(([, next]) => next.includes(input.status)).map(([s]) => s);
  await db.transaction(async (tx) => {
    const done = await tx
      .update(funding)
      .set({ status: input.status, updatedAt: sql`now()` })
      .where(and(eq(funding.fundingId, fundingId), inArray(funding.status, from)))
      .returning({ id: funding.fundingId });
    if (!done.length) throw new HttpError(409, `${FUNDING_STATUS_LABELS[f.status as FundingStatus] ?? f.status} 상태에서는 ${josa(FUNDING_STATUS_LABELS[input.status], '으로/로')} 바꿀 수 없습니다.`);
    await tx.insert(history).values({ fundingId, fromStatus: f.status, toStatus: input.status, note: input.note ?? null, actorId: actor.userId });
  });
  await audit({ actorId: actor.userId, action: 'startup.funding.decide', targetType: 'startup_funding', targetId: String(fundingId), detail: { from: f.status, to: input.status }, ip });
  const label = FUNDING_STATUS_LABELS[input.status];
  await notifyUser(f.studentId, `[창업지원] 「${f.title}」 ${label}`, `${FUNDING_KIND_LABELS[f.kindCd as FundingKind]} 신청 「${f.title}」${particle(f.title, '이/가')} ${label} 상태가 되었습니다.${input.note ? ` 의견: ${input.note}` : ''}`, { category: 'RECRUIT', userDef1: 'STARTUP_FUNDING', userDef2: String(fundingId) });
  return { fundingId, status: input.status, statusNm: label };
}

/** Programme applications and funding/mentoring applications as one workbook, for staff. */
export async function exportStartup(actor: Actor) {
  await requireStartupStaff(actor, 'export');
  const db = await getDb();
  const [appls, funds] = await Promise.all([
    db
      .select({ a: programAppls, title: programs.title, korNm: users.korNm, email: users.email })
      .from(programAppls)
      .innerJoin(programs, eq(programs.programId, programAppls.programId))
      .innerJoin(users, eq(users.userId, programAppls.studentId))
      .orderBy(asc(programs.programId), asc(programAppls.createdAt)),
    staffFunding(actor),
  ]);
  const book = new ExcelJS.Workbook();
  const s1 = book.addWorksheet('프로그램 신청');
  s1.columns = [
    { header: '신청번호', key: 'id', width: 10 },
    { header: '프로그램', key: 'title', width: 34 },
    { header: '학번', key: 'studentId', width: 14 },
    { header: '이름', key: 'korNm', width: 10 },
    { header: '이메일', key: 'email', width: 26 },
    { header: '상태', key: 'status', width: 8 },
    { header: '신청일시', key: 'at', width: 20 },
  ];
  for (const r of appls) s1.addRow({ id: r.a.applId, title: r.title, studentId: r.a.studentId, korNm: r.korNm, email: r.email ?? '', status: r.a.status === 'APPLIED' ? '신청' : '취소', at: r.a.createdAt });
  const s2 = book.addWorksheet('지원금·멘토링');
  s2.columns = [
    { header: '신청번호', key: 'id', width: 10 },
    { header: '구분', key: 'kind', width: 12 },
    { header: '상태', key: 'status', width: 8 },
    { header: '학번', key: 'studentId', width: 14 },
    { header: '이름', key: 'korNm', width: 10 },
    { header: '팀', key: 'team', width: 18 },
    { header: '사업명', key: 'title', width: 30 },
    { header: '신청 금액(원)', key: 'amount', width: 16 },
    { header: '멘토링 분야', key: 'field', width: 18 },
    { header: '신청일시', key: 'at', width: 20 },
  ];
  for (const f of funds) s2.addRow({ id: f.fundingId, kind: f.kindNm, status: f.statusNm, studentId: f.studentId, korNm: f.korNm, team: f.teamNm ?? '', title: f.title, amount: f.amount ?? '', field: f.mentoringField ?? '', at: f.createdAt });
  s2.getColumn('amount').numFmt = '#,##0';
  for (const s of [s1, s2]) s.getRow(1).font = { bold: true };
  await audit({ actorId: actor.userId, action: 'startup.export', targetType: 'startup', targetId: 'all', detail: { appls: appls.length, funding: funds.length } });
  return { buffer: await book.xlsx.writeBuffer() };
}
