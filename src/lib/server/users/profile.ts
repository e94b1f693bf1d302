// The user records behind loginInfo.userDetail and headerUserInfo (spec section 3).
import { eq, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { mainPageOf } from '../auth/user-divs';
import { codeNames, deptNames } from '../org/names';
import { divIs, isDiv } from '../../users';

const { users, depts, professors, staff, counsellors, outsideUsers } = schema;

/** Field names of the blank admin record (spec section 3), in the spec's order. */
export const USER_DETAIL_FIELDS = [
  'userId', 'korNm', 'engNm', 'colgCd', 'colgCdNm', 'hakguaCd', 'majorCd', 'minorCd', 'doubleMajorCd', 'gradeCd',
  'shregSt', 'sexCd', 'birthDt', 'email', 'ph', 'bohoHpNo', 'guideProfNm', 'guideProfNo', 'entrDt', 'grdtDt', 'telNo',
  'adr', 'grdtYn', 'grdtYear', 'creditAvg', 'creditTotal', 'creditFull', 'frgnYn', 'handicapYn', 'searchKeyword',
  'addYn', 'photoUrl', 'scholAmtGetCnt', 'jobNm', 'occNm', 'careerNm', 'highSch', 'hakwiNo',
] as const;

export function photoUrlOf(photoFileId: number | null | undefined) {
  return photoFileId ? `/api/files/download/${photoFileId}` : '-';
}

/** What the areas add to a student's record (userDTO): her credits and the scholarships she received. */
export interface StudentRecordExtras {
  creditAvg: number | null;
  creditTotal: number | null;
  creditFull: number | null;
  scholAmtGetCnt: number;
  scholarshipList: object[];
}
type StudentRecordPart = (student: { userId: string; entrDt: string | null }) => Promise<Partial<StudentRecordExtras>>;

const recordParts = new Map<string, StudentRecordPart>();

/** Registers (or replaces) what an area adds to the student record (areas.ts): this module knows no area. */
export function addToStudentRecord(area: string, part: StudentRecordPart) {
  recordParts.set(area, part);
}

function blankUserDetail() {
  const record: Record<string, unknown> = Object.fromEntries(USER_DETAIL_FIELDS.map((f) => [f, '']));
  return { ...record, minorList: [], doubleMajorList: [], shregList: [], scholarshipList: [], eduCertList: [] };
}

/** The student record with code names resolved (userDTO). */
export async function studentRecord(userId: string) {
  const db = await getDb();
  // Her adviser's name comes in the same round trip (the outer row named in full: Drizzle leaves
  // the columns of a one-table select unqualified, which the subquery would read as its own).
  const [row] = await db
    .select({ u: users, advisorNm: sql<string | null>`(select pu.kor_nm from professors p join users pu on pu.user_id = p.user_id where p.prof_no = "users"."guide_prof_no")` })
    .from(users)
    .where(eq(users.userId, userId));
  if (!row) return null;
  const u = row.u;
  const [dept, code, ...parts] = await Promise.all([deptNames(), codeNames(), ...[...recordParts.values()].map((part) => part(u))]);
  const extras: StudentRecordExtras = Object.assign({ creditAvg: null, creditTotal: null, creditFull: null, scholAmtGetCnt: 0, scholarshipList: [] }, ...parts);
  const name = (cd: string | null) => (cd ? (dept.get(cd) ?? null) : null);
  const shregStNm = u.shregSt ? (code.get(`SHREG_ST:${u.shregSt}`) ?? null) : null;
  const { passwordHash: _secret, ...record } = u;
  return {
    ...record,
    // Computed from the transcript (learning), never stored on the user.
    creditAvg: extras.creditAvg,
    creditTotal: extras.creditTotal,
    creditFull: extras.creditFull,
    colgCdNm: name(u.colgCd),
    hakguaNm: name(u.hakguaCd),
    majorNm: name(u.majorCd),
    guideProfNm: row.advisorNm ?? null,
    shregStNm,
    photoUrl: photoUrlOf(u.photoFileId),
    searchKeyword: '',
    addYn: 'N',
    minorList: u.minorCd ? [{ deptCd: u.minorCd, deptNm: name(u.minorCd) }] : [],
    doubleMajorList: u.doubleMajorCd ? [{ deptCd: u.doubleMajorCd, deptNm: name(u.doubleMajorCd) }] : [],
    shregList: u.shregSt ? [{ shregSt: u.shregSt, shregStNm }] : [],
    // From the scholarship payments, the same records as the scholarship state page.
    scholAmtGetCnt: extras.scholAmtGetCnt,
    scholarshipList: extras.scholarshipList,
    eduCertList: [],
  };
}

/** Professor, staff or counsellor record (stfDTO): the person's office and position. */
export async function staffRecord(userId: string, userDiv: string) {
  const db = await getDb();
  const [u] = await db
    .select({ userId: users.userId, korNm: users.korNm, engNm: users.engNm, email: users.email, telNo: users.telNo, photoFileId: users.photoFileId })
    .from(users)
    .where(eq(users.userId, userId));
  if (!u) return null;
  const base = { ...u, photoUrl: photoUrlOf(u.photoFileId) };
  if (divIs(userDiv, 'prof')) {
    const [p] = await db
      .select({ profNo: professors.profNo, deptCd: professors.deptCd, deptNm: depts.deptNm, positionNm: professors.positionNm, office: professors.office, officeTel: professors.officeTel, researchField: professors.researchField, officeHours: professors.officeHours })
      .from(professors)
      .leftJoin(depts, eq(depts.deptCd, professors.deptCd))
      .where(eq(professors.userId, userId));
    return { ...base, ...p };
  }
  if (divIs(userDiv, 'cnslr')) {
    const [c] = await db
      .select({ cnslrId: counsellors.cnslrId, cnslrDiv: counsellors.cnslrDiv, deptCd: counsellors.deptCd, deptNm: depts.deptNm, specialty: counsellors.specialty, room: counsellors.room, officeTel: counsellors.officeTel })
      .from(counsellors)
      .leftJoin(depts, eq(depts.deptCd, counsellors.deptCd))
      .where(eq(counsellors.userId, userId));
    return { ...base, ...c };
  }
  const [s] = await db
    .select({ stfNo: staff.stfNo, stfDivCd: staff.stfDivCd, stfPstnCd: staff.stfPstnCd, deptCd: staff.deptCd, deptNm: depts.deptNm, duty: staff.duty, officeTel: staff.officeTel })
    .from(staff)
    .leftJoin(depts, eq(depts.deptCd, staff.deptCd))
    .where(eq(staff.userId, userId));
  return { ...base, ...s };
}

export async function outsiderRecord(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ userId: users.userId, korNm: users.korNm, email: users.email, ph: users.ph, photoFileId: users.photoFileId, otsdrDiv: outsideUsers.otsdrDiv, orgNm: outsideUsers.orgNm, jobNm: outsideUsers.jobNm, introduction: outsideUsers.introduction })
    .from(users)
    .leftJoin(outsideUsers, eq(outsideUsers.userId, users.userId))
    .where(eq(users.userId, userId));
  return row ? { ...row, photoUrl: photoUrlOf(row.photoFileId) } : null;
}

/** headerUserInfo: the user box data plus the record of the user's kind. */
export async function headerUserInfo(userId: string) {
  const db = await getDb();
  const [u] = await db.select({ userId: users.userId, korNm: users.korNm, userDiv: users.userDiv, photoFileId: users.photoFileId }).from(users).where(eq(users.userId, userId));
  if (!u) return null;
  const userDTO = isDiv(u, 'std') ? await studentRecord(userId) : isDiv(u, 'adm') ? blankUserDetail() : null;
  const stfDTO = ['prof', 'stf', 'cnslr'].includes(u.userDiv) ? await staffRecord(userId, u.userDiv) : null;
  const otsdrDTO = isDiv(u, 'otsdr') ? await outsiderRecord(userId) : null;
  return { id: u.userId, name: u.korNm, userDiv: u.userDiv, photo: photoUrlOf(u.photoFileId), userDTO: browserSafe(userDTO), stfDTO: browserSafe(stfDTO), otsdrDTO: browserSafe(otsdrDTO) };
}

/** Fields the browser never keeps (loginInfo lives in localStorage): pages that show them read them from the server. */
const PRIVATE_FIELDS = ['adr', 'ph', 'telNo', 'bohoHpNo', 'birthDt'] as const;

function browserSafe<T extends object | null>(dto: T): T {
  if (!dto) return dto;
  const copy = { ...dto } as Record<string, unknown>;
  for (const f of PRIVATE_FIELDS) if (copy[f]) copy[f] = null;
  return copy as T;
}

/** loginInfo as the browser keeps it (spec section 3). */
export async function loginInfo(userId: string) {
  const info = await headerUserInfo(userId);
  if (!info) return null;
  return {
    id: info.id,
    name: info.name,
    userDiv: info.userDiv,
    photo: info.photo,
    mainPage: mainPageOf(info.userDiv),
    userDetail: info.userDTO ?? info.stfDTO ?? info.otsdrDTO ?? blankUserDetail(),
  };
}
