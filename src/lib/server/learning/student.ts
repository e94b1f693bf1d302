// Who a student is, academically: department, second majors, year of study and admission year,
// and the terms the learning pages work with (the running term and the next regular one).
import { and, asc, eq, gt } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { oncePerRender } from '../db/reads';
import { currentYearTerm } from '../codes/repository';
import { HttpError } from '../http/respond';
import * as clock from '../clock';
import { isDiv } from '../../users';

const { users, academicTerms } = schema;

export interface AcademicProfile {
  userId: string;
  korNm: string;
  colgCd: string | null;
  /** The primary major's department (graduation requirements are kept per department). */
  deptCd: string;
  majorCd: string | null;
  doubleDeptCd: string | null;
  minorDeptCd: string | null;
  grade: number;
  entryYear: number;
  guideProfNo: string | null;
  shregSt: string | null;
}

/** The academic profile of a student; 404 when the id is not a student. */
export function academicProfile(userId: string): Promise<AcademicProfile> {
  return oncePerRender(`academic-profile:${userId}`, () => loadAcademicProfile(userId));
}

async function loadAcademicProfile(userId: string): Promise<AcademicProfile> {
  const db = await getDb();
  const [u] = await db
    .select({
      userId: users.userId,
      korNm: users.korNm,
      userDiv: users.userDiv,
      colgCd: users.colgCd,
      hakguaCd: users.hakguaCd,
      majorCd: users.majorCd,
      doubleMajorCd: users.doubleMajorCd,
      minorCd: users.minorCd,
      gradeCd: users.gradeCd,
      entrDt: users.entrDt,
      guideProfNo: users.guideProfNo,
      shregSt: users.shregSt,
    })
    .from(users)
    .where(eq(users.userId, userId));
  if (!u || !isDiv(u, 'std') || !u.hakguaCd) throw new HttpError(404, '학생 정보를 찾을 수 없습니다.');
  return {
    userId: u.userId,
    korNm: u.korNm,
    colgCd: u.colgCd,
    deptCd: u.hakguaCd,
    majorCd: u.majorCd,
    doubleDeptCd: u.doubleMajorCd,
    minorDeptCd: u.minorCd,
    grade: Number(u.gradeCd ?? 1),
    entryYear: Number((u.entrDt ?? '2026').slice(0, 4)),
    guideProfNo: u.guideProfNo,
    shregSt: u.shregSt,
  };
}

export interface Term {
  year: number;
  termCd: string;
  termNm: string;
}

/** The running term (2026학년도 2학기 in the demo world). */
export async function runningTerm(): Promise<Term> {
  const t = await currentYearTerm();
  if (!t) throw new HttpError(404, '학기 정보가 없습니다.');
  return { year: t.year, termCd: t.termCd, termNm: t.termNm };
}

/** The next regular term (1학기 or 2학기) after today: the one students plan for. */
export async function nextRegularTerm(today = clock.today()): Promise<Term> {
  const db = await getDb();
  const rows = await db.select().from(academicTerms).where(gt(academicTerms.startDt, today)).orderBy(asc(academicTerms.startDt));
  const next = rows.find((t) => t.termCd === '10' || t.termCd === '20');
  if (!next) throw new HttpError(404, '다음 학기 정보가 없습니다.');
  return { year: next.year, termCd: next.termCd, termNm: next.termNm };
}

export const termLabel = (t: { year: number; termNm: string }) => `${t.year}학년도 ${t.termNm}`;

/** Is this professor (user id) the student's advisor? */
export async function isAdvisorOf(profUserId: string, studentId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.userId })
    .from(users)
    .innerJoin(schema.professors, eq(schema.professors.profNo, users.guideProfNo))
    .where(and(eq(users.userId, studentId), eq(schema.professors.userId, profUserId)));
  return !!row;
}
