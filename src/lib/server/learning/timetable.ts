// 나의 시간표: the running term's sections from a student's enrolments, the next term's offerings
// to plan with, and the student's saved plans. Plans are checked with the same rules the planner
// island shows (src/lib/learning/timetable.ts) and refused when they could not be a real timetable.
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { cached } from '../cache';
import { deptNames } from '../org/names';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/respond';
import { loadTranscript, passedSubjectIds, inProgressRows } from './transcript';
import { nextRegularTerm, runningTerm, termLabel, type Term } from './student';
import { blockingMessage, checkPlan, MAX_PLANS, totalCredits, type PlanIssue, type SectionInfo } from '../../learning/timetable';
import { CATEGORIES } from '../../learning/graduation-rules';

const { offerings, subjects, subjectPrereqs, users, enrolments, geAreas, timetablePlans, academicTerms } = schema;

export interface TermInfo extends Term {
  label: string;
  startDt: string;
  endDt: string;
}

async function termInfo(t: Term): Promise<TermInfo> {
  const db = await getDb();
  const [row] = await db.select().from(academicTerms).where(and(eq(academicTerms.year, t.year), eq(academicTerms.termCd, t.termCd)));
  if (!row) throw new HttpError(404, '학기 정보가 없습니다.');
  return { ...t, label: termLabel(t), startDt: row.startDt, endDt: row.endDt };
}

/** Sections with their subject, professor and department names, ordered by subject code and section. */
async function loadSections(where: SQL | undefined): Promise<(SectionInfo & { year: number; termCd: string; useYn: string })[]> {
  const db = await getDb();
  const rows = await db
    .select({
      offeringId: offerings.offeringId,
      year: offerings.year,
      termCd: offerings.termCd,
      useYn: offerings.useYn,
      sbjtKeyId: offerings.sbjtKeyId,
      sbjtCd: subjects.sbjtCd,
      korNm: subjects.korNm,
      section: offerings.section,
      credits: subjects.credits,
      category: subjects.category,
      deptCd: subjects.deptCd,
      geAreaCd: subjects.geAreaCd,
      geAreaNm: geAreas.korNm,
      profNm: users.korNm,
      room: offerings.room,
      times: offerings.times,
    })
    .from(offerings)
    .innerJoin(subjects, eq(subjects.sbjtKeyId, offerings.sbjtKeyId))
    .leftJoin(users, eq(users.userId, offerings.profUserId))
    .leftJoin(geAreas, eq(geAreas.areaCd, subjects.geAreaCd))
    .where(where)
    .orderBy(asc(subjects.sbjtCd), asc(offerings.section));
  if (!rows.length) return [];
  const names = await deptNames();
  const prereqs = await prerequisites();
  return rows.map(({ geAreaCd, geAreaNm, ...r }) => ({
    ...r,
    // General education is filed under its area (기초교양, 핵심교양 ...) rather than the college.
    deptCd: geAreaCd ? `GE:${geAreaCd}` : r.deptCd,
    deptNm: geAreaCd ? (geAreaNm ?? '교양') : r.deptCd ? (names.get(r.deptCd) ?? r.deptCd) : null,
    times: r.times ?? [],
    prereqs: prereqs.get(r.sbjtKeyId) ?? [],
  }));
}

/** Every prerequisite link with the prerequisite's name (a few hundred rows, the same for everyone). */
function prerequisites(): Promise<Map<string, { sbjtKeyId: string; korNm: string }[]>> {
  return cached('learning:timetable:prereqs', async () => {
    const db = await getDb();
    const rows = await db
      .select({ sbjtKeyId: subjectPrereqs.sbjtKeyId, preId: subjectPrereqs.preSbjtKeyId, preNm: subjects.korNm })
      .from(subjectPrereqs)
      .innerJoin(subjects, eq(subjects.sbjtKeyId, subjectPrereqs.preSbjtKeyId));
    const out = new Map<string, { sbjtKeyId: string; korNm: string }[]>();
    for (const r of rows) out.set(r.sbjtKeyId, [...(out.get(r.sbjtKeyId) ?? []), { sbjtKeyId: r.preId, korNm: r.preNm }]);
    return out;
  });
}

/** The sections offered in a term: the same for every student, so cached briefly. */
export function termOfferings(t: Term): Promise<SectionInfo[]> {
  return cached(`learning:timetable:offerings:${t.year}-${t.termCd}`, async () =>
    (await loadSections(and(eq(offerings.year, t.year), eq(offerings.termCd, t.termCd), eq(offerings.useYn, 'Y')))).map(stripInternal),
  );
}

const stripInternal = ({ year: _y, termCd: _t, useYn: _u, ...s }: SectionInfo & { year: number; termCd: string; useYn: string }): SectionInfo => s;

/** The departments and areas that offer something in the term, for the planner's filter. */
export function offeringDepartments(list: SectionInfo[]): { deptCd: string; deptNm: string }[] {
  const seen = new Map<string, string>();
  for (const s of list) if (s.deptCd && !seen.has(s.deptCd)) seen.set(s.deptCd, s.deptNm ?? s.deptCd);
  // Areas of general education after the departments, each group in Korean order.
  return [...seen]
    .map(([deptCd, deptNm]) => ({ deptCd, deptNm }))
    .sort((a, b) => Number(a.deptCd.startsWith('GE:')) - Number(b.deptCd.startsWith('GE:')) || a.deptNm.localeCompare(b.deptNm, 'ko'));
}

export const CATEGORY_OPTIONS = Object.entries(CATEGORIES).map(([code, name]) => ({ code, name }));

export interface CurrentTimetable {
  term: TermInfo;
  sections: SectionInfo[];
  credits: number;
}

/** The running term as the student takes it: enrolment rows without a grade that name a section. */
export async function currentTimetable(studentId: string): Promise<CurrentTimetable> {
  const term = await termInfo(await runningTerm());
  const db = await getDb();
  const rows = await db
    .select({ offeringId: enrolments.offeringId })
    .from(enrolments)
    .where(and(eq(enrolments.studentId, studentId), eq(enrolments.year, term.year), eq(enrolments.termCd, term.termCd), isNull(enrolments.grade), isNotNull(enrolments.offeringId), eq(enrolments.useYn, 'Y')));
  const ids = rows.map((r) => r.offeringId!);
  const sections = ids.length ? (await loadSections(inArray(offerings.offeringId, ids))).map(stripInternal) : [];
  return { term, sections, credits: totalCredits(sections) };
}

/** What the prerequisite warnings need: subjects passed and subjects taken this term. */
export async function studentRecord(studentId: string): Promise<{ passed: string[]; inProgress: string[] }> {
  const rows = await loadTranscript(studentId);
  return {
    passed: [...passedSubjectIds(rows)],
    inProgress: inProgressRows(rows)
      .map((r) => r.sbjtKeyId)
      .filter((id): id is string => !!id),
  };
}

// ---------------------------------------------------------------------------------------------
// Saved plans

export interface PlanView {
  planId: number;
  name: string;
  year: number;
  termCd: string;
  offeringIds: number[];
  sections: SectionInfo[];
  credits: number;
  issues: PlanIssue[];
  updatedAt: string;
}

type PlanRow = typeof timetablePlans.$inferSelect;

async function view(row: PlanRow, record: { passed: string[]; inProgress: string[] }): Promise<PlanView> {
  const found = row.offeringIds.length ? await loadSections(inArray(offerings.offeringId, row.offeringIds)) : [];
  const byId = new Map(found.map((s) => [s.offeringId, stripInternal(s)]));
  // Keep the student's order (the order sections were added in).
  const sections = row.offeringIds.map((id) => byId.get(id)).filter((s): s is SectionInfo => !!s);
  return {
    planId: row.planId,
    name: row.name,
    year: row.year,
    termCd: row.termCd,
    offeringIds: sections.map((s) => s.offeringId),
    sections,
    credits: totalCredits(sections),
    issues: checkPlan(sections, record),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The student's plans for the term being planned (the next regular term), oldest first. */
export async function listPlans(studentId: string, record?: { passed: string[]; inProgress: string[] }): Promise<{ term: TermInfo; plans: PlanView[] }> {
  const term = await termInfo(await nextRegularTerm());
  const db = await getDb();
  const rows = await db
    .select()
    .from(timetablePlans)
    .where(and(eq(timetablePlans.studentId, studentId), eq(timetablePlans.year, term.year), eq(timetablePlans.termCd, term.termCd)))
    .orderBy(asc(timetablePlans.createdAt), asc(timetablePlans.planId));
  const known = record ?? (await studentRecord(studentId));
  return { term, plans: await Promise.all(rows.map((r) => view(r, known))) };
}

/** A plan the student owns: 404 when there is no such plan, 403 when it is someone else's. */
async function ownPlan(studentId: string, planId: number, tx?: Pick<Awaited<ReturnType<typeof getDb>>, 'select'>): Promise<PlanRow> {
  const db = tx ?? (await getDb());
  const [row] = await db.select().from(timetablePlans).where(eq(timetablePlans.planId, planId));
  // Someone else's plan is not found, exactly like one that does not exist.
  if (!row || row.studentId !== studentId) throw new HttpError(404, '시간표 계획을 찾을 수 없습니다.');
  return row;
}

export async function getPlan(studentId: string, planId: number): Promise<PlanView> {
  return view(await ownPlan(studentId, planId), await studentRecord(studentId));
}

/**
 * The sections of a plan after the server's checks: every id an offering of the term being planned,
 * no time conflict, no subject twice, not over the credit limit. Anything else is a 400 in Korean.
 */
async function checkedSections(term: Term & { label: string }, offeringIds: number[], studentId: string): Promise<SectionInfo[]> {
  if (!offeringIds.length) return [];
  const found = await loadSections(inArray(offerings.offeringId, offeringIds));
  const byId = new Map(found.map((s) => [s.offeringId, s]));
  const unknown = offeringIds.filter((id) => !byId.has(id));
  if (unknown.length) {
    throw new HttpError(400, `존재하지 않는 분반입니다: ${unknown.join(', ')}`, { offeringIds: '존재하지 않는 분반이 있습니다.' });
  }
  const elsewhere = found.filter((s) => s.year !== term.year || s.termCd !== term.termCd || s.useYn !== 'Y');
  if (elsewhere.length) {
    const names = elsewhere.map((s) => `${s.korNm}(${s.section}분반)`).join(', ');
    throw new HttpError(400, `${term.label}에 개설되지 않은 분반입니다: ${names}`, { offeringIds: `${term.label}에 개설되지 않은 분반이 있습니다.` });
  }
  const sections = offeringIds.map((id) => stripInternal(byId.get(id)!));
  const blocking = blockingMessage(checkPlan(sections, await studentRecord(studentId)));
  if (blocking) throw new HttpError(400, `저장하지 못했습니다. ${blocking}`, { offeringIds: blocking });
  return sections;
}

const duplicateName = () => new HttpError(400, '같은 이름의 계획이 이미 있습니다. 다른 이름을 입력해 주세요.', { name: '같은 이름의 계획이 이미 있습니다.' });

async function assertNameFree(db: Pick<Awaited<ReturnType<typeof getDb>>, 'select'>, studentId: string, term: Term, name: string, exceptPlanId?: number) {
  const [clash] = await db
    .select({ planId: timetablePlans.planId })
    .from(timetablePlans)
    .where(
      and(
        eq(timetablePlans.studentId, studentId),
        eq(timetablePlans.year, term.year),
        eq(timetablePlans.termCd, term.termCd),
        eq(timetablePlans.name, name),
        exceptPlanId ? ne(timetablePlans.planId, exceptPlanId) : undefined,
      ),
    );
  if (clash) throw duplicateName();
}

/** A new plan for the next term (at most MAX_PLANS per student and term). */
async function insertPlan(studentId: string, name: string, offeringIds: number[]): Promise<number> {
  const term = await termInfo(await nextRegularTerm());
  await checkedSections(term, offeringIds, studentId);
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      // The student's row serialises concurrent creations, so the count below stays true.
      await tx.select({ id: users.userId }).from(users).where(eq(users.userId, studentId)).for('update');
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(timetablePlans)
        .where(and(eq(timetablePlans.studentId, studentId), eq(timetablePlans.year, term.year), eq(timetablePlans.termCd, term.termCd)));
      if (n >= MAX_PLANS) throw new HttpError(400, `시간표 계획은 학기마다 ${MAX_PLANS}개까지 만들 수 있습니다. 쓰지 않는 계획을 지운 뒤 다시 시도해 주세요.`, { name: `계획은 ${MAX_PLANS}개까지입니다.` });
      await assertNameFree(tx, studentId, term, name);
      const [row] = await tx.insert(timetablePlans).values({ studentId, year: term.year, termCd: term.termCd, name, offeringIds }).returning({ planId: timetablePlans.planId });
      return row.planId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateName();
    throw err;
  }
}

export async function createPlan(studentId: string, input: { name: string; offeringIds: number[] }): Promise<PlanView> {
  return getPlan(studentId, await insertPlan(studentId, input.name, input.offeringIds));
}

/** A copy of a plan under a new name. */
export async function copyPlan(studentId: string, planId: number, input: { name: string }): Promise<PlanView> {
  const source = await ownPlan(studentId, planId);
  return getPlan(studentId, await insertPlan(studentId, input.name, source.offeringIds));
}

/** Replaces a plan's name and sections; a plan of a past term can no longer change. */
export async function savePlan(studentId: string, planId: number, input: { name: string; offeringIds: number[] }): Promise<PlanView> {
  const row = await ownPlan(studentId, planId);
  const term = await termInfo(await nextRegularTerm());
  if (row.year !== term.year || row.termCd !== term.termCd) throw new HttpError(400, '지난 학기의 계획은 고칠 수 없습니다.');
  await checkedSections(term, input.offeringIds, studentId);
  const db = await getDb();
  await assertNameFree(db, studentId, term, input.name, planId);
  try {
    await db.update(timetablePlans).set({ name: input.name, offeringIds: input.offeringIds, updatedAt: new Date() }).where(eq(timetablePlans.planId, planId));
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateName();
    throw err;
  }
  return getPlan(studentId, planId);
}

export async function deletePlan(studentId: string, planId: number): Promise<void> {
  await ownPlan(studentId, planId);
  const db = await getDb();
  await db.delete(timetablePlans).where(and(eq(timetablePlans.planId, planId), eq(timetablePlans.studentId, studentId)));
}

/**
 * Everything the planner island starts with. The term's full list of sections (a few hundred) is not
 * in the page: the island loads it from the offerings call, so the page stays small; the sections of
 * the saved plans come along so the plan's grid is drawn at once.
 */
export async function plannerData(studentId: string) {
  const record = await studentRecord(studentId);
  const { term, plans } = await listPlans(studentId, record);
  return { term, departments: offeringDepartments(await termOfferings(term)), categories: CATEGORY_OPTIONS, record, plans };
}
