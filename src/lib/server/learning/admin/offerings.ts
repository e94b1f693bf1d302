// Staff maintenance of term offerings: sections of a subject with professor, room, capacity and
// weekly times. A professor or room that is busy at an overlapping time is a warning (team teaching,
// a split room); the same room booked at exactly the same time is refused.
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../../db';
import { HttpError, messages } from '../../http/respond';
import { isUniqueViolation } from '../../db/errors';
import { audit } from '../../audit/log';
import { invalidate } from '../../cache';
import { nextRegularTerm, runningTerm, type Term } from '../student';
import { LEARNING_CACHE_PREFIX, type Actor } from './subjects';
import { findClashes, normaliseRoom } from './clashes';
import { timeFieldErrors, TERM_NAMES, type OfferingInput, type OfferingQuery } from '../../../schemas/learning-admin';
import { josa } from '../../../text/josa';

const { offerings, subjects, users, professors, depts, enrolments, academicTerms } = schema;

const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Terms the page offers: the next regular term (planned now), the running one, and any with offerings. */
export async function offeringTerms(): Promise<Term[]> {
  const db = await getDb();
  const [next, running, stored] = await Promise.all([
    nextRegularTerm(),
    runningTerm(),
    db
      .selectDistinct({ year: offerings.year, termCd: offerings.termCd, termNm: academicTerms.termNm })
      .from(offerings)
      .leftJoin(academicTerms, and(eq(academicTerms.year, offerings.year), eq(academicTerms.termCd, offerings.termCd))),
  ]);
  const all = [next, running, ...stored.map((t) => ({ year: t.year, termCd: t.termCd, termNm: t.termNm ?? TERM_NAMES[t.termCd] ?? t.termCd }))];
  const seen = new Set<string>();
  return all
    .filter((t) => {
      const k = `${t.year}-${t.termCd}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .sort((a, b) => b.year - a.year || b.termCd.localeCompare(a.termCd));
}

export async function parseTerm(term: string | undefined): Promise<Term> {
  if (!term) return nextRegularTerm();
  const [year, termCd] = term.split('-');
  const t = (await offeringTerms()).find((x) => x.year === Number(year) && x.termCd === termCd);
  if (t) return t;
  const db = await getDb();
  const [row] = await db.select().from(academicTerms).where(and(eq(academicTerms.year, Number(year)), eq(academicTerms.termCd, termCd)));
  if (!row) throw new HttpError(400, '학기 정보가 없습니다.', { term: '학기를 다시 선택해 주세요.' });
  return { year: row.year, termCd: row.termCd, termNm: row.termNm };
}

const enrolledSql = sql<number>`(select count(*)::int from enrolments e where e.offering_id = ${offerings.offeringId} and e.use_yn = 'Y')`;
const plannedSql = sql<number>`(select count(*)::int from timetable_plans p where p.offering_ids @> jsonb_build_array(${offerings.offeringId}))`;

export async function listOfferings(term: Term, q: OfferingQuery) {
  const db = await getDb();
  const where: SQL[] = [eq(offerings.year, term.year), eq(offerings.termCd, term.termCd)];
  if (q.keyword) where.push(or(ilike(subjects.korNm, likeOf(q.keyword)), ilike(subjects.sbjtCd, likeOf(q.keyword)), ilike(offerings.room, likeOf(q.keyword)))!);
  if (q.deptCd) where.push(eq(subjects.deptCd, q.deptCd));
  if (q.profUserId) where.push(eq(offerings.profUserId, q.profUserId));
  const cond = and(...where);
  const [{ n }] = await db.select({ n: count() }).from(offerings).innerJoin(subjects, eq(subjects.sbjtKeyId, offerings.sbjtKeyId)).where(cond);
  const list = await db
    .select({
      offeringId: offerings.offeringId,
      year: offerings.year,
      termCd: offerings.termCd,
      sbjtKeyId: offerings.sbjtKeyId,
      sbjtCd: subjects.sbjtCd,
      korNm: subjects.korNm,
      credits: subjects.credits,
      deptCd: subjects.deptCd,
      deptNm: depts.deptNm,
      section: offerings.section,
      profUserId: offerings.profUserId,
      profNm: users.korNm,
      room: offerings.room,
      capacity: offerings.capacity,
      times: offerings.times,
      useYn: offerings.useYn,
      enrolled: enrolledSql,
      planned: plannedSql,
    })
    .from(offerings)
    .innerJoin(subjects, eq(subjects.sbjtKeyId, offerings.sbjtKeyId))
    .leftJoin(depts, eq(depts.deptCd, subjects.deptCd))
    .leftJoin(users, eq(users.userId, offerings.profUserId))
    .where(cond)
    .orderBy(asc(subjects.sbjtCd), asc(offerings.section))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return { term, list, totalCnt: n, page: q.page, size: q.size };
}

export async function offeringDetail(offeringId: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      offeringId: offerings.offeringId,
      year: offerings.year,
      termCd: offerings.termCd,
      sbjtKeyId: offerings.sbjtKeyId,
      sbjtCd: subjects.sbjtCd,
      korNm: subjects.korNm,
      section: offerings.section,
      profUserId: offerings.profUserId,
      room: offerings.room,
      capacity: offerings.capacity,
      times: offerings.times,
      enrolled: enrolledSql,
      planned: plannedSql,
    })
    .from(offerings)
    .innerJoin(subjects, eq(subjects.sbjtKeyId, offerings.sbjtKeyId))
    .where(eq(offerings.offeringId, offeringId));
  if (!row) throw new HttpError(404, '개설강좌를 찾을 수 없습니다.');
  return row;
}

/** Professors to choose from, with their department. */
export async function professorOptions() {
  const db = await getDb();
  return db
    .select({ userId: professors.userId, korNm: users.korNm, deptCd: professors.deptCd, deptNm: depts.deptNm })
    .from(professors)
    .innerJoin(users, eq(users.userId, professors.userId))
    .leftJoin(depts, eq(depts.deptCd, professors.deptCd))
    .where(and(eq(users.userDiv, 'prof'), eq(users.useYn, 'Y')))
    .orderBy(asc(depts.sortOrd), asc(users.korNm));
}

function badRequest(fields: Record<string, string>): never {
  throw new HttpError(400, Object.values(fields)[0] ?? messages.invalid, fields);
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0];

/** Every rule of a section; throws 400 with field errors, or returns the warnings. */
async function validate(tx: Tx, input: OfferingInput, offeringId?: number) {
  const fields: Record<string, string> = { ...timeFieldErrors(input.times) };
  const [term] = await tx.select().from(academicTerms).where(and(eq(academicTerms.year, input.year), eq(academicTerms.termCd, input.termCd)));
  if (!term) fields.termCd = '학기 정보가 없습니다.';
  const [subject] = await tx.select({ useYn: subjects.useYn }).from(subjects).where(eq(subjects.sbjtKeyId, input.sbjtKeyId));
  if (!subject) fields.sbjtKeyId = '교과목을 찾을 수 없습니다.';
  else if (subject.useYn !== 'Y') fields.sbjtKeyId = '사용 중지된 교과목은 개설할 수 없습니다.';
  const [prof] = await tx
    .select({ userId: professors.userId })
    .from(professors)
    .innerJoin(users, eq(users.userId, professors.userId))
    .where(and(eq(professors.userId, input.profUserId), eq(users.userDiv, 'prof')));
  if (!prof) fields.profUserId = '담당교수는 교수 중에서 골라 주세요.';
  const dupWhere = [eq(offerings.year, input.year), eq(offerings.termCd, input.termCd), eq(offerings.sbjtKeyId, input.sbjtKeyId), eq(offerings.section, input.section)];
  if (offeringId) dupWhere.push(ne(offerings.offeringId, offeringId));
  const [dup] = await tx.select({ id: offerings.offeringId }).from(offerings).where(and(...dupWhere));
  if (dup) fields.section = `이 학기에 같은 교과목의 ${input.section}분반이 이미 있습니다.`;
  if (offeringId) {
    const [cur] = await tx.select().from(offerings).where(eq(offerings.offeringId, offeringId)).for('update');
    if (!cur) throw new HttpError(404, '개설강좌를 찾을 수 없습니다.');
    const [{ n }] = await tx.select({ n: count() }).from(enrolments).where(and(eq(enrolments.offeringId, offeringId), eq(enrolments.useYn, 'Y')));
    if (n > 0 && (cur.sbjtKeyId !== input.sbjtKeyId || cur.year !== input.year || cur.termCd !== input.termCd))
      fields.sbjtKeyId = '수강생이 있는 강좌는 교과목이나 학기를 바꿀 수 없습니다.';
    if (n > input.capacity) fields.capacity = `이미 ${n}명이 수강하고 있어 정원을 그보다 줄일 수 없습니다.`;
  }
  if (Object.keys(fields).length) badRequest(fields);

  const otherWhere = [eq(offerings.year, input.year), eq(offerings.termCd, input.termCd), eq(offerings.useYn, 'Y')];
  if (offeringId) otherWhere.push(ne(offerings.offeringId, offeringId));
  const others = await tx
    .select({ offeringId: offerings.offeringId, sbjtCd: subjects.sbjtCd, korNm: subjects.korNm, section: offerings.section, room: offerings.room, profUserId: offerings.profUserId, times: offerings.times })
    .from(offerings)
    .innerJoin(subjects, eq(subjects.sbjtKeyId, offerings.sbjtKeyId))
    .where(and(...otherWhere));
  const { refuse, warn } = findClashes(input, others);
  if (refuse.length) {
    const r = refuse[0];
    badRequest({ [`times.${r.index}.start`]: `강의실 ${josa(normaliseRoom(input.room), '은/는')} 겹치는 시간(${r.slot})에 ${r.label} 수업이 있습니다. 다른 강의실이나 시간을 골라 주세요.` });
  }
  return warn.map((w) => `담당교수의 다른 수업과 겹칩니다: ${w.label} ${w.slot}`);
}

/** Checks a section without saving it: the warnings to confirm, or 400 for what is refused. */
export async function checkOffering(input: OfferingInput, offeringId?: number) {
  const db = await getDb();
  return { warnings: await db.transaction((tx) => validate(tx, input, offeringId)) };
}

export async function saveOffering(actor: Actor, input: OfferingInput, offeringId?: number) {
  const db = await getDb();
  const values = { ...input, room: normaliseRoom(input.room), times: [...input.times].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start)) };
  const result = await db
    .transaction(async (tx) => {
      const warnings = await validate(tx, input, offeringId);
      if (offeringId) {
        await tx.update(offerings).set(values).where(eq(offerings.offeringId, offeringId));
        return { offeringId, warnings };
      }
      const [row] = await tx.insert(offerings).values(values).returning({ offeringId: offerings.offeringId });
      return { offeringId: row.offeringId, warnings };
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw new HttpError(409, '방금 같은 분반이 등록되었습니다. 분반 번호를 바꿔 주세요.', { section: '이미 있는 분반입니다.' });
      throw err;
    });
  await audit({
    actorId: actor.userId,
    action: offeringId ? 'learning.offering.update' : 'learning.offering.create',
    targetType: 'offering',
    targetId: String(result.offeringId),
    detail: { sbjtKeyId: input.sbjtKeyId, term: `${input.year}-${input.termCd}`, section: input.section, warnings: result.warnings.length },
  });
  invalidate(LEARNING_CACHE_PREFIX);
  return result;
}

/**
 * Deletes a section nobody is enrolled in. Students' timetable plans are their own drafts and keep
 * the id; the timetable shows such a section as 폐강.
 */
export async function deleteOffering(actor: Actor, offeringId: number) {
  const db = await getDb();
  const detail = await offeringDetail(offeringId);
  if (detail.enrolled > 0) throw new HttpError(400, `수강생이 ${detail.enrolled}명 있어 삭제할 수 없습니다.`, { _: '수강생이 있는 강좌는 삭제할 수 없습니다.' });
  await db.delete(offerings).where(and(eq(offerings.offeringId, offeringId), sql`not exists (select 1 from enrolments e where e.offering_id = ${offeringId})`));
  await audit({ actorId: actor.userId, action: 'learning.offering.delete', targetType: 'offering', targetId: String(offeringId), detail: { sbjtKeyId: detail.sbjtKeyId, section: detail.section, plans: detail.planned } });
  invalidate(LEARNING_CACHE_PREFIX);
  return { offeringId, plans: detail.planned };
}
