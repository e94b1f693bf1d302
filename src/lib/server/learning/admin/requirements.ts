// Staff maintenance of graduation requirements: sets per department, role and admission-year range,
// and their rules (kind + params, checked with the graduation engine's own schemas).
import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../../db';
import { HttpError, messages } from '../../http/respond';
import { audit } from '../../audit/log';
import { invalidate } from '../../cache';
import { LEARNING_CACHE_PREFIX, type Actor } from './subjects';
import { rangesOverlap, requirementSetFieldErrors, ruleParamErrors, type RequirementSetInput, type RuleInput } from '../../../schemas/learning-admin';
import { ROLES, RULE_KIND_NAMES, type Role, type RuleKind } from '../../../learning/graduation-rules';

const { gradRequirementSets: sets, gradRequirementRules: rules, depts, users, subjects, geAreas } = schema;

function badRequest(fields: Record<string, string>): never {
  throw new HttpError(400, Object.values(fields)[0] ?? messages.invalid, fields);
}

export async function listSets(filter: { deptCd?: string; role?: string }) {
  const db = await getDb();
  const where: SQL[] = [];
  if (filter.deptCd === 'UNIV') where.push(isNull(sets.deptCd));
  else if (filter.deptCd) where.push(eq(sets.deptCd, filter.deptCd));
  if (filter.role) where.push(eq(sets.role, filter.role));
  const rows = await db
    .select({
      setId: sets.setId,
      deptCd: sets.deptCd,
      deptNm: depts.deptNm,
      role: sets.role,
      entryYearFrom: sets.entryYearFrom,
      entryYearTo: sets.entryYearTo,
      title: sets.title,
      ruleCnt: sql<number>`(select count(*)::int from grad_requirement_rules r where r.set_id = ${sets.setId})`,
    })
    .from(sets)
    .leftJoin(depts, eq(depts.deptCd, sets.deptCd))
    .where(where.length ? and(...where) : undefined)
    .orderBy(sql`${sets.deptCd} nulls first`, asc(depts.sortOrd), asc(sets.role), asc(sets.entryYearFrom));
  return rows.map((r) => ({ ...r, roleNm: ROLES[r.role as Role] ?? r.role }));
}

/** Students now enrolled (재학) whom a set applies to: by role, department and admission year. */
export async function studentsCovered(set: { deptCd: string | null; role: string; entryYearFrom: number; entryYearTo: number }) {
  const db = await getDb();
  const where: SQL[] = [
    eq(users.userDiv, 'std'),
    eq(users.shregSt, '10'),
    sql`extract(year from ${users.entrDt})::int between ${set.entryYearFrom} and ${set.entryYearTo}`,
  ];
  if (set.role === 'PRIMARY') where.push(eq(users.hakguaCd, set.deptCd ?? ''));
  if (set.role === 'DOUBLE') where.push(eq(users.doubleMajorCd, set.deptCd ?? ''));
  if (set.role === 'MINOR') where.push(eq(users.minorCd, set.deptCd ?? ''));
  const [{ n }] = await db.select({ n: count() }).from(users).where(and(...where));
  return n;
}

export async function setDetail(setId: number) {
  const db = await getDb();
  const [set] = await db
    .select({ setId: sets.setId, deptCd: sets.deptCd, deptNm: depts.deptNm, role: sets.role, entryYearFrom: sets.entryYearFrom, entryYearTo: sets.entryYearTo, title: sets.title })
    .from(sets)
    .leftJoin(depts, eq(depts.deptCd, sets.deptCd))
    .where(eq(sets.setId, setId));
  if (!set) throw new HttpError(404, '졸업요건을 찾을 수 없습니다.');
  const ruleRows = await db.select().from(rules).where(eq(rules.setId, setId)).orderBy(asc(rules.sortOrd), asc(rules.ruleId));
  // Names of every subject and area the rules mention, for showing them without another call.
  const sbjtIds = [...new Set(ruleRows.flatMap((r) => (Array.isArray(r.params.sbjtKeyIds) ? (r.params.sbjtKeyIds as string[]) : [])))];
  const subjectNames = sbjtIds.length
    ? await db.select({ sbjtKeyId: subjects.sbjtKeyId, sbjtCd: subjects.sbjtCd, korNm: subjects.korNm, credits: subjects.credits }).from(subjects).where(inArray(subjects.sbjtKeyId, sbjtIds))
    : [];
  return {
    ...set,
    roleNm: ROLES[set.role as Role] ?? set.role,
    studentCnt: await studentsCovered(set),
    rules: ruleRows.map((r) => ({ ...r, kindNm: RULE_KIND_NAMES[r.kind as RuleKind] ?? r.kind })),
    subjects: subjectNames,
  };
}

export async function geAreaOptions() {
  const db = await getDb();
  return db.select({ areaCd: geAreas.areaCd, korNm: geAreas.korNm, upAreaCd: geAreas.upAreaCd, minCredits: geAreas.minCredits }).from(geAreas).orderBy(asc(geAreas.sortOrd), asc(geAreas.areaCd));
}

export async function deptOptions() {
  const db = await getDb();
  return db.select({ deptCd: depts.deptCd, deptNm: depts.deptNm }).from(depts).where(eq(depts.deptDiv, 'HAKGUA')).orderBy(asc(depts.sortOrd), asc(depts.deptCd));
}

export async function saveSet(actor: Actor, input: RequirementSetInput, setId?: number) {
  const cross = requirementSetFieldErrors(input);
  if (Object.keys(cross).length) badRequest(cross);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    if (input.deptCd) {
      const [d] = await tx.select({ id: depts.deptCd }).from(depts).where(and(eq(depts.deptCd, input.deptCd), eq(depts.deptDiv, 'HAKGUA')));
      if (!d) badRequest({ deptCd: '학과를 찾을 수 없습니다.' });
    }
    if (setId) {
      const [cur] = await tx.select({ id: sets.setId }).from(sets).where(eq(sets.setId, setId)).for('update');
      if (!cur) throw new HttpError(404, '졸업요건을 찾을 수 없습니다.');
    }
    // Ranges of one department and role must not share a year: a student gets exactly one set.
    const where: SQL[] = [eq(sets.role, input.role), input.deptCd ? eq(sets.deptCd, input.deptCd) : isNull(sets.deptCd)];
    if (setId) where.push(ne(sets.setId, setId));
    const siblings = await tx.select().from(sets).where(and(...where));
    const clash = siblings.find((s) => rangesOverlap(s, input));
    if (clash) badRequest({ entryYearFrom: `입학연도 범위가 기존 요건 "${clash.title}"(${clash.entryYearFrom}~${clash.entryYearTo})과 겹칩니다.` });
    const values = { deptCd: input.deptCd, role: input.role, entryYearFrom: input.entryYearFrom, entryYearTo: input.entryYearTo, title: input.title };
    if (setId) {
      await tx.update(sets).set(values).where(eq(sets.setId, setId));
      return { setId };
    }
    const [row] = await tx.insert(sets).values(values).returning({ setId: sets.setId });
    return row;
  });
  await audit({ actorId: actor.userId, action: setId ? 'learning.requirement.set.update' : 'learning.requirement.set.create', targetType: 'grad_requirement_set', targetId: String(result.setId), detail: { ...input } });
  invalidate(LEARNING_CACHE_PREFIX);
  return result;
}

export async function deleteSet(actor: Actor, setId: number) {
  const db = await getDb();
  const rows = await db.delete(sets).where(eq(sets.setId, setId)).returning({ setId: sets.setId, title: sets.title });
  if (!rows.length) throw new HttpError(404, '졸업요건을 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'learning.requirement.set.delete', targetType: 'grad_requirement_set', targetId: String(setId), detail: { title: rows[0].title } });
  invalidate(LEARNING_CACHE_PREFIX);
  return { setId };
}

/** Params checked with the engine's schema, then against the data: subjects and areas must exist. */
async function checkRule(input: RuleInput) {
  const fields = ruleParamErrors(input.kind, input.params);
  if (Object.keys(fields).length) badRequest(fields);
  const db = await getDb();
  const p = input.params as Record<string, unknown>;
  if (input.kind === 'REQUIRED_SUBJECTS') {
    const ids = [...new Set(p.sbjtKeyIds as string[])];
    const found = await db.select({ id: subjects.sbjtKeyId }).from(subjects).where(inArray(subjects.sbjtKeyId, ids));
    const missing = ids.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) badRequest({ 'params.sbjtKeyIds': `없는 교과목이 있습니다: ${missing.join(', ')}` });
    p.sbjtKeyIds = ids;
  }
  if (input.kind === 'GE_AREA_CREDITS') {
    const [area] = await db.select({ id: geAreas.areaCd }).from(geAreas).where(eq(geAreas.areaCd, p.areaCd as string));
    if (!area) badRequest({ 'params.areaCd': '교양영역을 찾을 수 없습니다.' });
  }
  if (input.kind === 'CATEGORY_CREDITS') p.categories = [...new Set(p.categories as string[])];
  // Only the keys of the kind's schema are kept: stray fields would confuse the engine later.
  const keys: Record<RuleKind, string[]> = {
    TOTAL_CREDITS: ['min'],
    CATEGORY_CREDITS: ['min', 'categories', 'ownDept'],
    REQUIRED_SUBJECTS: ['sbjtKeyIds'],
    GE_AREA_CREDITS: ['areaCd', 'min'],
    GPA: ['min'],
    ACHIEVEMENT: ['achievement', 'min'],
  };
  return Object.fromEntries(keys[input.kind].map((k) => [k, p[k]]));
}

export async function saveRule(actor: Actor, setId: number, input: RuleInput, ruleId?: number) {
  const params = await checkRule(input);
  const db = await getDb();
  const [set] = await db.select({ id: sets.setId }).from(sets).where(eq(sets.setId, setId));
  if (!set) throw new HttpError(404, '졸업요건을 찾을 수 없습니다.');
  const values = { kind: input.kind, label: input.label, sortOrd: input.sortOrd, params };
  let id = ruleId;
  if (ruleId) {
    const rows = await db.update(rules).set(values).where(and(eq(rules.ruleId, ruleId), eq(rules.setId, setId))).returning({ ruleId: rules.ruleId });
    if (!rows.length) throw new HttpError(404, '요건 항목을 찾을 수 없습니다.');
  } else {
    const [row] = await db.insert(rules).values({ setId, ...values }).returning({ ruleId: rules.ruleId });
    id = row.ruleId;
  }
  await audit({ actorId: actor.userId, action: ruleId ? 'learning.requirement.rule.update' : 'learning.requirement.rule.create', targetType: 'grad_requirement_rule', targetId: String(id), detail: { setId, kind: input.kind, params } });
  invalidate(LEARNING_CACHE_PREFIX);
  return { ruleId: id!, setId, params };
}

export async function deleteRule(actor: Actor, setId: number, ruleId: number) {
  const db = await getDb();
  const rows = await db.delete(rules).where(and(eq(rules.ruleId, ruleId), eq(rules.setId, setId))).returning({ ruleId: rules.ruleId, kind: rules.kind, params: rules.params });
  if (!rows.length) throw new HttpError(404, '요건 항목을 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'learning.requirement.rule.delete', targetType: 'grad_requirement_rule', targetId: String(ruleId), detail: { setId, kind: rows[0].kind, params: rows[0].params } });
  invalidate(LEARNING_CACHE_PREFIX);
  return { ruleId };
}
