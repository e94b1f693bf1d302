// Student-designed majors (학생설계전공): a student drafts a proposal, submits it when it meets the
// design rules, may withdraw it while it waits, and staff approve or return it with a note. A student
// has at most one open (DRAFT or SUBMITTED) proposal; approved and returned ones stay as history.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { authorize, can } from '../auth/permissions';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { notifyUser } from '../messages/service';
import { deptNames } from '../org/names';
import { checkDesign, designErrors, OPEN_STATUSES, PROPOSAL_STATUS_LABELS, type DesignSubject, type ProposalInput } from '../../learning/major-design';
import { subjectCore } from './subject-columns';
import { particle } from '../../text/josa';
import { isStudent, type Actor } from '../../users';

const { majorProposals: proposals, subjects, users, depts } = schema;

export type { Actor } from '../../users';

export interface ProposalSubject extends DesignSubject {
  sbjtCd: string;
  deptNm: string | null;
  stdTermCd: string;
}

type Executor = Pick<Awaited<ReturnType<typeof getDb>>, 'select'>;

/**
 * The subjects behind a set of ids, with department names, keyed by id. Inside a transaction pass
 * it as the executor: the embedded database has one connection, so a query beside it would wait forever.
 */
async function subjectsOf(ids: string[], exec?: Executor): Promise<Map<string, ProposalSubject>> {
  if (!ids.length) return new Map();
  const db = exec ?? (await getDb());
  const rows = await db
    .select({ ...subjectCore, deptNm: depts.deptNm, stdYear: subjects.stdYear, stdTermCd: subjects.stdTermCd })
    .from(subjects)
    .leftJoin(depts, eq(depts.deptCd, subjects.deptCd))
    .where(and(inArray(subjects.sbjtKeyId, [...new Set(ids)]), eq(subjects.useYn, 'Y')));
  return new Map(rows.map((r) => [r.sbjtKeyId, r]));
}

/** Refuses ids that are not (usable) subjects: a draft must not store what does not exist. */
async function resolveSubjects(ids: string[], exec?: Executor): Promise<ProposalSubject[]> {
  const found = await subjectsOf(ids, exec);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) throw new HttpError(400, '존재하지 않는 교과목이 있습니다.', { sbjtKeyIds: `존재하지 않는 교과목입니다: ${unknown.slice(0, 5).join(', ')}` });
  return ids.map((id) => found.get(id)!);
}

type Row = typeof proposals.$inferSelect;

async function present(rows: Row[]) {
  const all = await subjectsOf(rows.flatMap((r) => r.sbjtKeyIds));
  const reviewerIds = [...new Set(rows.flatMap((r) => (r.reviewerId ? [r.reviewerId] : [])))];
  const studentIds = [...new Set(rows.map((r) => r.studentId))];
  const db = await getDb();
  const people = await db
    .select({ userId: users.userId, korNm: users.korNm, hakguaCd: users.hakguaCd, gradeCd: users.gradeCd })
    .from(users)
    .where(inArray(users.userId, [...reviewerIds, ...studentIds]));
  const names = await deptNames();
  const person = new Map(people.map((p) => [p.userId, p]));
  return rows.map((r) => {
    const list = r.sbjtKeyIds.flatMap((id) => (all.has(id) ? [all.get(id)!] : []));
    const student = person.get(r.studentId);
    return {
      proposalId: r.proposalId,
      studentId: r.studentId,
      studentNm: student?.korNm ?? r.studentId,
      studentDeptNm: student?.hakguaCd ? (names.get(student.hakguaCd) ?? null) : null,
      studentGrade: student?.gradeCd ?? null,
      title: r.title,
      goal: r.goal,
      status: r.status,
      statusNm: PROPOSAL_STATUS_LABELS[r.status] ?? r.status,
      sbjtKeyIds: r.sbjtKeyIds,
      subjects: list,
      check: checkDesign(list),
      reviewerNm: r.reviewerId ? (person.get(r.reviewerId)?.korNm ?? null) : null,
      reviewNote: r.reviewNote,
      submittedAt: r.submittedAt,
      decidedAt: r.decidedAt,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    };
  });
}

export type ProposalView = Awaited<ReturnType<typeof present>>[number];

/** The student's proposals, newest first. */
export async function myProposals(studentId: string): Promise<ProposalView[]> {
  const db = await getDb();
  const rows = await db.select().from(proposals).where(eq(proposals.studentId, studentId)).orderBy(desc(proposals.createdAt), desc(proposals.proposalId));
  return present(rows);
}

/** One proposal: its student or staff may read it; for anyone else it does not exist (404). */
export async function proposalDetail(actor: Actor, proposalId: number): Promise<ProposalView> {
  const db = await getDb();
  const [row] = await db.select().from(proposals).where(eq(proposals.proposalId, proposalId));
  if (!row || !((isStudent(actor) && row.studentId === actor.userId) || (await can(actor, 'learning', 'read')))) throw new HttpError(404, '설계전공 신청을 찾을 수 없습니다.');
  return (await present([row]))[0];
}

/** Loads and locks the student's own proposal for a change (404 unknown or someone else's). */
type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0];

async function lockOwn(tx: Tx, student: Actor, proposalId: number) {
  const [row] = await tx.select().from(proposals).where(eq(proposals.proposalId, proposalId)).for('update');
  if (!row || row.studentId !== student.userId) throw new HttpError(404, '설계전공 신청을 찾을 수 없습니다.');
  return row;
}

/** A new draft. Only one open proposal per student: the student's row is locked while checking. */
export async function createDraft(student: Actor, input: ProposalInput, ip: string | null = null) {
  await resolveSubjects(input.sbjtKeyIds);
  const db = await getDb();
  const proposalId = await db.transaction(async (tx) => {
    await tx.select({ userId: users.userId }).from(users).where(eq(users.userId, student.userId)).for('update');
    const [open] = await tx
      .select({ proposalId: proposals.proposalId, status: proposals.status })
      .from(proposals)
      .where(and(eq(proposals.studentId, student.userId), inArray(proposals.status, [...OPEN_STATUSES])));
    if (open) {
      throw new HttpError(409, `이미 ${PROPOSAL_STATUS_LABELS[open.status]} 상태의 설계전공이 있습니다. 그 신청을 고치거나 철회해 주세요.`, { proposalId: String(open.proposalId) });
    }
    const [row] = await tx
      .insert(proposals)
      .values({ studentId: student.userId, title: input.title, goal: input.goal, sbjtKeyIds: input.sbjtKeyIds, status: 'DRAFT' })
      .returning({ proposalId: proposals.proposalId });
    return row.proposalId;
  });
  await audit({ actorId: student.userId, action: 'proposal.create', targetType: 'major_proposal', targetId: String(proposalId), ip });
  return proposalDetail(student, proposalId);
}

/** Edits a draft (a submitted proposal must be withdrawn first). */
export async function updateDraft(student: Actor, proposalId: number, input: ProposalInput, ip: string | null = null) {
  await resolveSubjects(input.sbjtKeyIds);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, student, proposalId);
    if (row.status !== 'DRAFT') throw new HttpError(409, `${PROPOSAL_STATUS_LABELS[row.status]} 상태의 설계전공은 고칠 수 없습니다.`);
    await tx
      .update(proposals)
      .set({ title: input.title, goal: input.goal, sbjtKeyIds: input.sbjtKeyIds, updatedAt: sql`now()` })
      .where(eq(proposals.proposalId, proposalId));
  });
  await audit({ actorId: student.userId, action: 'proposal.update', targetType: 'major_proposal', targetId: String(proposalId), ip });
  return proposalDetail(student, proposalId);
}

/** Submits a draft for review, only when it meets every design rule. */
export async function submitProposal(student: Actor, proposalId: number, ip: string | null = null) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, student, proposalId);
    if (row.status !== 'DRAFT') throw new HttpError(409, `${PROPOSAL_STATUS_LABELS[row.status]} 상태의 설계전공은 제출할 수 없습니다.`);
    const result = checkDesign(await resolveSubjects(row.sbjtKeyIds, tx));
    if (!result.ok) throw new HttpError(400, '설계 기준을 충족하지 않아 제출할 수 없습니다.', designErrors(result));
    await tx.update(proposals).set({ status: 'SUBMITTED', submittedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(proposals.proposalId, proposalId));
  });
  await audit({ actorId: student.userId, action: 'proposal.submit', targetType: 'major_proposal', targetId: String(proposalId), ip });
  return proposalDetail(student, proposalId);
}

/** Takes a submitted proposal back to a draft before staff decide on it. */
export async function withdrawProposal(student: Actor, proposalId: number, ip: string | null = null) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, student, proposalId);
    if (row.status !== 'SUBMITTED') throw new HttpError(409, '제출한 설계전공만 철회할 수 있습니다.');
    await tx.update(proposals).set({ status: 'DRAFT', submittedAt: null, updatedAt: sql`now()` }).where(eq(proposals.proposalId, proposalId));
  });
  await audit({ actorId: student.userId, action: 'proposal.withdraw', targetType: 'major_proposal', targetId: String(proposalId), ip });
  return proposalDetail(student, proposalId);
}

/** Deletes a draft the student no longer wants. */
export async function deleteDraft(student: Actor, proposalId: number, ip: string | null = null) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, student, proposalId);
    if (row.status !== 'DRAFT') throw new HttpError(409, '작성중인 설계전공만 삭제할 수 있습니다.');
    await tx.delete(proposals).where(eq(proposals.proposalId, proposalId));
  });
  await audit({ actorId: student.userId, action: 'proposal.delete', targetType: 'major_proposal', targetId: String(proposalId), ip });
  return { proposalId };
}

/** Proposals for the staff review page: submitted ones by default, oldest first (first come, first served). */
export async function proposalsForReview(status: string = 'SUBMITTED') {
  const db = await getDb();
  const rows = await db
    .select()
    .from(proposals)
    .where(status === 'ALL' ? inArray(proposals.status, ['SUBMITTED', 'APPROVED', 'RETURNED']) : eq(proposals.status, status))
    .orderBy(status === 'SUBMITTED' ? proposals.submittedAt : desc(proposals.decidedAt), proposals.proposalId);
  return present(rows);
}

/** Staff approve or return a submitted proposal; the student gets a portal message either way. */
export async function decideProposal(staffUser: Actor, proposalId: number, decision: 'APPROVED' | 'RETURNED', note: string | undefined, ip: string | null = null) {
  await authorize(staffUser, 'learning', 'decide', { managerIds: [] });
  if (decision === 'RETURNED' && !note) throw new HttpError(400, '반려 사유를 입력해 주세요.', { note: '학생이 고칠 수 있도록 반려 사유를 적어 주세요.' });
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [r] = await tx.select().from(proposals).where(eq(proposals.proposalId, proposalId)).for('update');
    if (!r) throw new HttpError(404, '설계전공 신청을 찾을 수 없습니다.');
    if (r.status !== 'SUBMITTED') throw new HttpError(409, `이미 ${PROPOSAL_STATUS_LABELS[r.status]} 상태인 신청입니다.`);
    await tx
      .update(proposals)
      .set({ status: decision, reviewerId: staffUser.userId, reviewNote: note ?? null, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(proposals.proposalId, proposalId));
    return r;
  });
  const verb = decision === 'APPROVED' ? '승인' : '반려';
  await notifyUser(
    row.studentId,
    `[학생설계전공] "${row.title}" 설계가 ${verb}되었습니다.`,
    `제출하신 학생설계전공 "${row.title}"${particle(row.title, '이/가')} ${verb}되었습니다.${note ? `\n\n검토 의견: ${note}` : ''}\n\n전공탐색 > 나만의 전공 설계에서 확인해 주세요.`,
    { senderId: staffUser.userId, userDef1: '/user/learnact/majorexplore/design' },
  );
  await audit({ actorId: staffUser.userId, action: `proposal.${decision === 'APPROVED' ? 'approve' : 'return'}`, targetType: 'major_proposal', targetId: String(proposalId), ip });
  return proposalDetail(staffUser, proposalId);
}
