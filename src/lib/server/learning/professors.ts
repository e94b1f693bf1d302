// Finding a professor by name, department or research field, and a professor's profile with this
// term's subjects. Korean substring search with LIKE: the name is served by the pg_trgm index on
// users.kor_nm; department names and research fields are short columns of small tables.
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { likeTerm } from '../org/repository';
import { runningTerm, termLabel } from './student';
import { ISO_WEEKDAYS } from '../../calendar';
import { isDiv, type Actor } from '../../users';

const { professors, users, depts, offerings, subjects } = schema;

export interface ProfessorSearch {
  q?: string;
  deptCd?: string;
  /** Where to look: everywhere by default, or only names, departments or research fields. */
  field?: 'all' | 'name' | 'dept' | 'research';
}

export const SEARCH_LIMIT = 100;

export async function searchProfessors(filter: ProfessorSearch) {
  const db = await getDb();
  const where: SQL[] = [eq(users.useYn, 'Y')];
  if (filter.deptCd) where.push(eq(professors.deptCd, filter.deptCd));
  if (filter.q) {
    const t = likeTerm(filter.q);
    const field = filter.field ?? 'all';
    const conds: SQL[] = [];
    if (field === 'all' || field === 'name') conds.push(ilike(users.korNm, t), ilike(users.engNm, t));
    if (field === 'all' || field === 'dept') conds.push(ilike(depts.deptNm, t));
    if (field === 'all' || field === 'research') conds.push(ilike(professors.researchField, t));
    where.push(or(...conds)!);
  }
  const rows = await db
    .select({
      profNo: professors.profNo,
      korNm: users.korNm,
      engNm: users.engNm,
      deptCd: professors.deptCd,
      deptNm: depts.deptNm,
      positionNm: professors.positionNm,
      researchField: professors.researchField,
      office: professors.office,
    })
    .from(professors)
    .innerJoin(users, eq(users.userId, professors.userId))
    .leftJoin(depts, eq(depts.deptCd, professors.deptCd))
    .where(and(...where))
    .orderBy(asc(depts.sortOrd), asc(depts.deptCd), asc(users.korNm))
    .limit(SEARCH_LIMIT + 1);
  return { list: rows.slice(0, SEARCH_LIMIT), truncated: rows.length > SEARCH_LIMIT };
}

export type ProfessorHit = Awaited<ReturnType<typeof searchProfessors>>['list'][number];

const DAY_NAMES = ISO_WEEKDAYS;

/** "월 09:00-10:15, 수 09:00-10:15" */
export function formatTimes(times: { day: number; start: string; end: string }[]) {
  return times.map((t) => `${DAY_NAMES[t.day] ?? t.day} ${t.start}-${t.end}`).join(', ');
}

/**
 * A professor's profile and this term's subjects. For a student it also says whether professor
 * counselling can be requested: the professor advises the student or teaches in the student's department.
 */
export async function professorProfile(profNo: string, viewer?: Actor) {
  const db = await getDb();
  const [p] = await db
    .select({
      userId: professors.userId,
      profNo: professors.profNo,
      korNm: users.korNm,
      engNm: users.engNm,
      email: users.email,
      deptCd: professors.deptCd,
      deptNm: depts.deptNm,
      deptTelNo: depts.telNo,
      deptLocation: depts.location,
      positionNm: professors.positionNm,
      office: professors.office,
      officeTel: professors.officeTel,
      researchField: professors.researchField,
      officeHours: professors.officeHours,
      useYn: users.useYn,
    })
    .from(professors)
    .innerJoin(users, eq(users.userId, professors.userId))
    .leftJoin(depts, eq(depts.deptCd, professors.deptCd))
    .where(eq(professors.profNo, profNo));
  if (!p || p.useYn !== 'Y') throw new HttpError(404, '교수 정보를 찾을 수 없습니다.');
  const term = await runningTerm();
  const teaching = await db
    .select({
      offeringId: offerings.offeringId,
      sbjtKeyId: subjects.sbjtKeyId,
      sbjtCd: subjects.sbjtCd,
      korNm: subjects.korNm,
      credits: subjects.credits,
      category: subjects.category,
      section: offerings.section,
      room: offerings.room,
      times: offerings.times,
    })
    .from(offerings)
    .innerJoin(subjects, eq(subjects.sbjtKeyId, offerings.sbjtKeyId))
    .where(and(eq(offerings.profUserId, p.userId), eq(offerings.year, term.year), eq(offerings.termCd, term.termCd), eq(offerings.useYn, 'Y')))
    .orderBy(asc(subjects.sbjtCd), asc(offerings.section));

  let counselling: { allowed: boolean; isAdvisor: boolean } | null = null;
  if (viewer && isDiv(viewer, 'std')) {
    const [me] = await db.select({ hakguaCd: users.hakguaCd, guideProfNo: users.guideProfNo }).from(users).where(eq(users.userId, viewer.userId));
    const isAdvisor = !!me?.guideProfNo && me.guideProfNo === p.profNo;
    counselling = { allowed: isAdvisor || (!!me?.hakguaCd && me.hakguaCd === p.deptCd), isAdvisor };
  }
  const { useYn: _useYn, ...profile } = p;
  return {
    ...profile,
    term: { ...term, label: termLabel(term) },
    offerings: teaching.map((o) => ({ ...o, timeText: formatTimes(o.times) })),
    counselling,
  };
}

export type ProfessorProfile = Awaited<ReturnType<typeof professorProfile>>;
