// Staff maintenance of the curriculum: subjects, their prerequisites and the competencies they build.
// A subject with a history (enrolments, offerings, references from tracks or requirements) is never
// deleted, only taken out of use, so transcripts and old rules keep their meaning.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../../db';
import { HttpError, messages } from '../../http/respond';
import { isUniqueViolation } from '../../db/errors';
import { audit } from '../../audit/log';
import { invalidate } from '../../cache';
import { findPrereqCycle } from './prereq-graph';
import { subjectFieldErrors, type SubjectInput, type SubjectQuery } from '../../../schemas/learning-admin';
import { subjectCore } from '../subject-columns';
import { josa } from '../../../text/josa';

const { subjects, subjectPrereqs: prereqs, subjectCompetencies: sc, competencies, depts, geAreas } = schema;

export type Actor = Pick<import('../../../users').Actor, 'userId'>;

/** Learning pages students see are cached under this prefix; every staff change drops them. */
export const LEARNING_CACHE_PREFIX = 'learning:';

const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listSubjects(q: SubjectQuery) {
  const db = await getDb();
  const where: SQL[] = [];
  if (q.keyword) where.push(or(ilike(subjects.korNm, likeOf(q.keyword)), ilike(subjects.sbjtCd, likeOf(q.keyword)), ilike(subjects.engNm, likeOf(q.keyword)))!);
  if (q.deptCd) where.push(eq(subjects.deptCd, q.deptCd));
  if (q.category) where.push(eq(subjects.category, q.category));
  // A top area finds the subjects of its sub-areas as well.
  if (q.geAreaCd) where.push(or(eq(subjects.geAreaCd, q.geAreaCd), sql`${subjects.geAreaCd} in (select area_cd from ge_areas where up_area_cd = ${q.geAreaCd})`)!);
  if (q.useYn) where.push(eq(subjects.useYn, q.useYn));
  const cond = where.length ? and(...where) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(subjects).where(cond);
  const list = await db
    .select({
      ...subjectCore,
      deptNm: depts.deptNm,
      geAreaCd: subjects.geAreaCd,
      geAreaNm: geAreas.korNm,
      stdYear: subjects.stdYear,
      stdTermCd: subjects.stdTermCd,
      useYn: subjects.useYn,
      prereqCnt: sql<number>`(select count(*)::int from subject_prereqs p where p.sbjt_key_id = ${subjects.sbjtKeyId})`,
      offeringCnt: sql<number>`(select count(*)::int from offerings o where o.sbjt_key_id = ${subjects.sbjtKeyId})`,
    })
    .from(subjects)
    .leftJoin(depts, eq(depts.deptCd, subjects.deptCd))
    .leftJoin(geAreas, eq(geAreas.areaCd, subjects.geAreaCd))
    .where(cond)
    .orderBy(asc(subjects.sbjtCd))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return { list, totalCnt: n, page: q.page, size: q.size };
}

/** Choices of the subject form and filters: departments, general-education areas, competencies. */
export async function subjectOptions() {
  const db = await getDb();
  const [deptRows, areas, comps] = await Promise.all([
    db
      .select({ deptCd: depts.deptCd, deptNm: depts.deptNm, deptDiv: depts.deptDiv })
      .from(depts)
      .where(or(eq(depts.deptDiv, 'HAKGUA'), sql`${depts.deptCd} in (select distinct dept_cd from subjects where dept_cd is not null)`))
      .orderBy(asc(depts.sortOrd), asc(depts.deptCd)),
    db.select({ areaCd: geAreas.areaCd, korNm: geAreas.korNm, upAreaCd: geAreas.upAreaCd }).from(geAreas).orderBy(asc(geAreas.sortOrd), asc(geAreas.areaCd)),
    db.select({ competencyCd: competencies.competencyCd, korNm: competencies.korNm }).from(competencies).orderBy(asc(competencies.sortOrd)),
  ]);
  return { depts: deptRows, geAreas: areas, competencies: comps };
}

export async function subjectDetail(sbjtKeyId: string) {
  const db = await getDb();
  const [subject] = await db.select().from(subjects).where(eq(subjects.sbjtKeyId, sbjtKeyId));
  if (!subject) throw new HttpError(404, '교과목을 찾을 수 없습니다.');
  const [pre, comps, dependents, usage] = await Promise.all([
    db
      .select({ sbjtKeyId: subjects.sbjtKeyId, sbjtCd: subjects.sbjtCd, korNm: subjects.korNm })
      .from(prereqs)
      .innerJoin(subjects, eq(subjects.sbjtKeyId, prereqs.preSbjtKeyId))
      .where(eq(prereqs.sbjtKeyId, sbjtKeyId))
      .orderBy(asc(subjects.sbjtCd)),
    db.select({ competencyCd: sc.competencyCd, weight: sc.weight }).from(sc).where(eq(sc.sbjtKeyId, sbjtKeyId)).orderBy(asc(sc.competencyCd)),
    db
      .select({ sbjtKeyId: subjects.sbjtKeyId, sbjtCd: subjects.sbjtCd, korNm: subjects.korNm })
      .from(prereqs)
      .innerJoin(subjects, eq(subjects.sbjtKeyId, prereqs.sbjtKeyId))
      .where(eq(prereqs.preSbjtKeyId, sbjtKeyId))
      .orderBy(asc(subjects.sbjtCd)),
    usageOf(sbjtKeyId),
  ]);
  return { ...subject, prereqs: pre, competencies: comps, dependents, usage };
}

/** What refers to a subject: if anything does, it can only be taken out of use. */
async function usageOf(sbjtKeyId: string) {
  const db = await getDb();
  const res = await db.execute<{ enrolments: number; offerings: number; tracks: number; rules: number; proposals: number }>(sql`
    select
      (select count(*)::int from enrolments where sbjt_key_id = ${sbjtKeyId}) as enrolments,
      (select count(*)::int from offerings where sbjt_key_id = ${sbjtKeyId}) as offerings,
      (select count(*)::int from track_subjects where sbjt_key_id = ${sbjtKeyId}) as tracks,
      (select count(*)::int from grad_requirement_rules where params -> 'sbjtKeyIds' ? ${sbjtKeyId}) as rules,
      (select count(*)::int from major_proposals where sbjt_key_ids ? ${sbjtKeyId}) as proposals
  `);
  const row = res.rows[0];
  return row as { enrolments: number; offerings: number; tracks: number; rules: number; proposals: number };
}

function badRequest(fields: Record<string, string>): never {
  const first = Object.values(fields)[0];
  throw new HttpError(400, first ?? messages.invalid, fields);
}

/** Creates (no id) or updates a subject with its prerequisites and competencies, in one transaction. */
export async function saveSubject(actor: Actor, input: SubjectInput, sbjtKeyId?: string) {
  const cross = subjectFieldErrors(input, sbjtKeyId);
  if (Object.keys(cross).length) badRequest(cross);
  const db = await getDb();

  const result = await db
    .transaction(async (tx) => {
      if (sbjtKeyId) {
        const [cur] = await tx.select({ id: subjects.sbjtKeyId }).from(subjects).where(eq(subjects.sbjtKeyId, sbjtKeyId)).for('update');
        if (!cur) throw new HttpError(404, '교과목을 찾을 수 없습니다.');
      }
      const fields: Record<string, string> = {};
      const [dup] = await tx.select({ id: subjects.sbjtKeyId }).from(subjects).where(eq(subjects.sbjtCd, input.sbjtCd));
      if (dup && dup.id !== sbjtKeyId) fields.sbjtCd = `과목코드 ${josa(input.sbjtCd, '은/는')} 이미 다른 교과목이 쓰고 있습니다.`;
      if (input.deptCd) {
        const [d] = await tx.select({ id: depts.deptCd }).from(depts).where(eq(depts.deptCd, input.deptCd));
        if (!d) fields.deptCd = '개설학과를 찾을 수 없습니다.';
      }
      if (input.geAreaCd) {
        const [a] = await tx.select({ id: geAreas.areaCd }).from(geAreas).where(eq(geAreas.areaCd, input.geAreaCd));
        if (!a) fields.geAreaCd = '교양영역을 찾을 수 없습니다.';
      }
      if (input.competencies.length) {
        const found = await tx.select({ id: competencies.competencyCd }).from(competencies).where(inArray(competencies.competencyCd, input.competencies.map((c) => c.competencyCd)));
        if (found.length !== input.competencies.length) fields.competencies = '없는 역량이 있습니다.';
      }
      if (input.prereqs.length) {
        const found = await tx.select({ id: subjects.sbjtKeyId }).from(subjects).where(inArray(subjects.sbjtKeyId, input.prereqs));
        const missing = input.prereqs.filter((p) => !found.some((f) => f.id === p));
        if (missing.length) fields.prereqs = `없는 선수과목이 있습니다: ${missing.join(', ')}`;
      }
      if (Object.keys(fields).length) badRequest(fields);

      const id = sbjtKeyId ?? (await nextKeyId(tx));
      if (input.prereqs.length && sbjtKeyId) {
        // The whole graph is small (a few hundred edges): check the loop on all of it.
        const edges = await tx.select({ sbjtKeyId: prereqs.sbjtKeyId, preSbjtKeyId: prereqs.preSbjtKeyId }).from(prereqs);
        const cycle = findPrereqCycle(edges, id, input.prereqs);
        if (cycle) {
          const codes = await tx.select({ id: subjects.sbjtKeyId, cd: subjects.sbjtCd, nm: subjects.korNm }).from(subjects).where(inArray(subjects.sbjtKeyId, cycle));
          const name = (k: string) => {
            const s = codes.find((c) => c.id === k);
            return s ? `${s.nm}(${s.cd})` : k;
          };
          badRequest({ prereqs: `선수과목이 순환합니다: ${cycle.map(name).join(' → ')}. 순환이 생기지 않도록 선수과목을 고쳐 주세요.` });
        }
      }

      const values = {
        sbjtCd: input.sbjtCd,
        korNm: input.korNm,
        engNm: input.engNm,
        credits: input.credits,
        category: input.category,
        deptCd: input.deptCd,
        geAreaCd: input.category.startsWith('GE_') ? input.geAreaCd : null,
        stdYear: input.stdYear,
        stdTermCd: input.stdTermCd,
        description: input.description,
        updatedAt: new Date(),
      };
      if (sbjtKeyId) await tx.update(subjects).set(values).where(eq(subjects.sbjtKeyId, id));
      else await tx.insert(subjects).values({ sbjtKeyId: id, ...values });
      await tx.delete(prereqs).where(eq(prereqs.sbjtKeyId, id));
      if (input.prereqs.length) await tx.insert(prereqs).values(input.prereqs.map((p) => ({ sbjtKeyId: id, preSbjtKeyId: p })));
      await tx.delete(sc).where(eq(sc.sbjtKeyId, id));
      if (input.competencies.length) await tx.insert(sc).values(input.competencies.map((c) => ({ sbjtKeyId: id, competencyCd: c.competencyCd, weight: c.weight })));
      return { sbjtKeyId: id, sbjtCd: input.sbjtCd };
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw new HttpError(409, '방금 같은 과목코드로 저장된 교과목이 있습니다. 다시 확인해 주세요.', { sbjtCd: '이미 쓰이는 과목코드입니다.' });
      throw err;
    });

  // Audit after the commit: the embedded database runs one transaction at a time.
  await audit({
    actorId: actor.userId,
    action: sbjtKeyId ? 'learning.subject.update' : 'learning.subject.create',
    targetType: 'subject',
    targetId: result.sbjtKeyId,
    detail: { sbjtCd: input.sbjtCd, prereqs: input.prereqs, competencies: input.competencies },
  });
  invalidate(LEARNING_CACHE_PREFIX);
  return result;
}

/** SBJ00001, SBJ00002...: one more than the highest key in use. */
async function nextKeyId(tx: Pick<Awaited<ReturnType<typeof getDb>>, 'select'>) {
  const [row] = await tx.select({ max: sql<string | null>`max(${subjects.sbjtKeyId})` }).from(subjects).where(sql`${subjects.sbjtKeyId} ~ '^SBJ[0-9]{5}$'`);
  const n = row?.max ? Number(row.max.slice(3)) + 1 : 1;
  if (n > 99999) throw new HttpError(409, '더 이상 교과목 번호를 만들 수 없습니다. 관리자에게 문의해 주세요.');
  return `SBJ${String(n).padStart(5, '0')}`;
}

export async function setSubjectUse(actor: Actor, sbjtKeyId: string, useYn: 'Y' | 'N') {
  const db = await getDb();
  const rows = await db.update(subjects).set({ useYn, updatedAt: new Date() }).where(eq(subjects.sbjtKeyId, sbjtKeyId)).returning({ id: subjects.sbjtKeyId });
  if (!rows.length) throw new HttpError(404, '교과목을 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: useYn === 'Y' ? 'learning.subject.enable' : 'learning.subject.disable', targetType: 'subject', targetId: sbjtKeyId });
  invalidate(LEARNING_CACHE_PREFIX);
  return { sbjtKeyId, useYn };
}

/**
 * Deletes a subject nobody refers to; one with enrolments, offerings or other references is taken
 * out of use instead (its history stays readable).
 */
export async function removeSubject(actor: Actor, sbjtKeyId: string) {
  const db = await getDb();
  const [subject] = await db.select({ id: subjects.sbjtKeyId }).from(subjects).where(eq(subjects.sbjtKeyId, sbjtKeyId));
  if (!subject) throw new HttpError(404, '교과목을 찾을 수 없습니다.');
  const usage = await usageOf(sbjtKeyId);
  const [{ dependents }] = await db.select({ dependents: count() }).from(prereqs).where(eq(prereqs.preSbjtKeyId, sbjtKeyId));
  const used = usage.enrolments + usage.offerings + usage.tracks + usage.rules + usage.proposals + dependents > 0;
  if (used) {
    await setSubjectUse(actor, sbjtKeyId, 'N');
    return { sbjtKeyId, deleted: false, useYn: 'N' as const, usage: { ...usage, dependents } };
  }
  await db.transaction(async (tx) => {
    await tx.delete(prereqs).where(eq(prereqs.sbjtKeyId, sbjtKeyId));
    await tx.delete(sc).where(eq(sc.sbjtKeyId, sbjtKeyId));
    await tx.delete(subjects).where(eq(subjects.sbjtKeyId, sbjtKeyId));
  });
  await audit({ actorId: actor.userId, action: 'learning.subject.delete', targetType: 'subject', targetId: sbjtKeyId });
  invalidate(LEARNING_CACHE_PREFIX);
  return { sbjtKeyId, deleted: true, useYn: null, usage: { ...usage, dependents } };
}

/** A short lookup for pickers (prerequisites, offerings, required subjects). */
export async function searchSubjects(keyword: string, limit = 20) {
  const db = await getDb();
  return db
    .select({ ...subjectCore, useYn: subjects.useYn })
    .from(subjects)
    .where(or(ilike(subjects.korNm, likeOf(keyword)), ilike(subjects.sbjtCd, likeOf(keyword)), eq(subjects.sbjtKeyId, keyword)))
    .orderBy(asc(subjects.sbjtCd))
    .limit(limit);
}

/** Names of given subjects (for showing what a stored list refers to). */
export async function subjectsByIds(ids: string[]) {
  if (!ids.length) return [];
  const db = await getDb();
  return db.select({ sbjtKeyId: subjects.sbjtKeyId, sbjtCd: subjects.sbjtCd, korNm: subjects.korNm, credits: subjects.credits, useYn: subjects.useYn }).from(subjects).where(inArray(subjects.sbjtKeyId, ids));
}

