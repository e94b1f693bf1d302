// The learning domain's demo data: rules that parse, prerequisites inside the department and
// earlier, timetables without overlaps, student1 as documented, departments able to meet their
// own requirements, track windows around the demo day, activity only for the demo and reserved
// students, and the same rows on every run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';

type Slot = { day: number; start: string; end: string };
const overlaps = (a: Slot[], b: Slot[]) => a.some((x) => b.some((y) => x.day === y.day && x.start < y.end && y.start < x.end));
const studentNo = (id: string) => Number(id.replace('student', ''));

describe('learning demo data (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let db: Awaited<ReturnType<typeof dbm.getDb>>;
  let s: typeof dbm.schema;
  let transcript: typeof import('../../src/lib/server/learning/transcript');
  let rules: typeof import('../../src/lib/learning/graduation-rules');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-learning-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    dbm = await import('../../src/lib/server/db/index');
    transcript = await import('../../src/lib/server/learning/transcript');
    rules = await import('../../src/lib/learning/graduation-rules');
    db = await dbm.getDb();
    s = dbm.schema;
  });

  afterAll(async () => {
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has the curriculum of the contract', async () => {
    const subjects = await db.select().from(s.subjects);
    const depts = (await db.select().from(s.depts)).filter((d) => d.deptDiv === 'HAKGUA');
    expect(depts).toHaveLength(26);
    for (const d of depts) {
      const mine = subjects.filter((x) => x.deptCd === d.deptCd);
      expect(mine.length, d.deptCd).toBeGreaterThanOrEqual(16);
      const req = mine.filter((x) => x.category === 'MAJOR_REQ').length;
      expect(req, d.deptCd).toBeGreaterThanOrEqual(2);
      expect(req, d.deptCd).toBeLessThanOrEqual(3);
      expect(new Set(mine.map((x) => x.stdYear))).toEqual(new Set([1, 2, 3, 4]));
    }
    const ge = subjects.filter((x) => x.category === 'GE_REQ' || x.category === 'GE_ELEC');
    expect(ge.length).toBeGreaterThanOrEqual(55);
    expect(ge.every((x) => x.deptCd === 'C80' && x.geAreaCd)).toBe(true);
    expect(subjects.some((x) => x.category === 'FREE')).toBe(true);
    for (const x of subjects) {
      expect(x.sbjtKeyId).toMatch(/^SBJ\d{5}$/);
      expect(x.sbjtCd).toMatch(/^[A-Z]{3}\d{4}$/);
      expect([1, 2, 3]).toContain(x.credits);
      expect(['10', '20']).toContain(x.stdTermCd);
    }
    const [c80] = await db.select().from(s.depts).where(eq(s.depts.deptCd, 'C80'));
    expect(c80).toMatchObject({ deptNm: '호크마교양대학', deptDiv: 'COLG' });
    const areas = await db.select().from(s.geAreas);
    const minimum = areas.filter((a) => a.upAreaCd).reduce((sum, a) => sum + a.minCredits, 0);
    expect(minimum).toBeGreaterThanOrEqual(28);
    expect(minimum).toBeLessThanOrEqual(32);
    // Every subject builds 1-3 competencies with weights 1-3.
    const links = await db.select().from(s.subjectCompetencies);
    for (const x of subjects) {
      const mine = links.filter((l) => l.sbjtKeyId === x.sbjtKeyId);
      expect(mine.length, x.sbjtKeyId).toBeGreaterThanOrEqual(1);
      expect(mine.length, x.sbjtKeyId).toBeLessThanOrEqual(3);
      for (const l of mine) expect([1, 2, 3]).toContain(l.weight);
    }
  });

  it('stores requirement rules whose params are valid', async () => {
    const ruleRows = await db.select().from(s.gradRequirementRules);
    expect(ruleRows.length).toBeGreaterThan(100);
    for (const r of ruleRows) {
      const schema = rules.ruleParamSchemas[r.kind as keyof typeof rules.ruleParamSchemas];
      expect(schema, r.kind).toBeDefined();
      expect(schema.safeParse(r.params).success, `${r.ruleId} ${r.kind}`).toBe(true);
    }
    const sets = await db.select().from(s.gradRequirementSets);
    const university = sets.filter((x) => x.role === 'UNIVERSITY').map((x) => [x.entryYearFrom, x.entryYearTo]);
    expect(university).toEqual([[2000, 2023], [2024, 2099]]);
    for (const role of ['PRIMARY', 'DOUBLE', 'MINOR']) expect(sets.filter((x) => x.role === role)).toHaveLength(26);
  });

  it('keeps prerequisites inside the department and in an earlier or the same year', async () => {
    const subjects = new Map((await db.select().from(s.subjects)).map((x) => [x.sbjtKeyId, x]));
    const prereqs = await db.select().from(s.subjectPrereqs);
    expect(prereqs.length).toBeGreaterThan(300);
    for (const p of prereqs) {
      const subject = subjects.get(p.sbjtKeyId)!;
      const pre = subjects.get(p.preSbjtKeyId)!;
      expect(pre.deptCd, p.sbjtKeyId).toBe(subject.deptCd);
      expect(pre.stdYear, p.sbjtKeyId).toBeLessThanOrEqual(subject.stdYear);
    }
  });

  it('lets every department reach its own major minimum', async () => {
    const subjects = await db.select().from(s.subjects);
    const sets = await db.select().from(s.gradRequirementSets);
    const ruleRows = await db.select().from(s.gradRequirementRules);
    for (const set of sets.filter((x) => x.deptCd)) {
      const available = subjects.filter((x) => x.deptCd === set.deptCd && x.category.startsWith('MAJOR_')).reduce((sum, x) => sum + x.credits, 0);
      for (const r of ruleRows.filter((x) => x.setId === set.setId)) {
        if (r.kind === 'CATEGORY_CREDITS') expect(available, set.title).toBeGreaterThan((r.params as { min: number }).min);
        if (r.kind === 'REQUIRED_SUBJECTS') {
          const ids = (r.params as { sbjtKeyIds: string[] }).sbjtKeyIds;
          expect(ids.every((id) => subjects.find((x) => x.sbjtKeyId === id)?.deptCd === set.deptCd)).toBe(true);
        }
      }
    }
  });

  it('gives enrolled students a running term without overlapping times', async () => {
    const offerings = new Map((await db.select().from(s.offerings)).map((o) => [o.offeringId, o]));
    const running = await db.select().from(s.enrolments).where(eq(s.enrolments.year, 2026));
    const current = running.filter((e) => e.termCd === '20');
    // Incoming exchange students register their courses after they arrive: none in the demo data.
    const incoming = new Set((await db.select({ userId: s.exchangeIncoming.userId }).from(s.exchangeIncoming)).map((r) => r.userId));
    const students = (await db.select().from(s.users).where(eq(s.users.userDiv, 'std'))).filter((u) => !incoming.has(u.userId));
    expect(incoming.size).toBeGreaterThan(0);
    const byStudent = new Map<string, typeof current>();
    for (const e of current) byStudent.set(e.studentId, [...(byStudent.get(e.studentId) ?? []), e]);
    for (const st of students) {
      const mine = byStudent.get(st.userId) ?? [];
      if (st.shregSt !== '10') {
        expect(mine, st.userId).toHaveLength(0);
        continue;
      }
      expect(mine.length, st.userId).toBeGreaterThanOrEqual(5);
      expect(mine.length, st.userId).toBeLessThanOrEqual(7);
      const times: Slot[][] = [];
      for (const e of mine) {
        expect(e.grade).toBeNull();
        const o = offerings.get(e.offeringId!)!;
        expect(o, st.userId).toBeDefined();
        expect(o).toMatchObject({ year: 2026, termCd: '20', sbjtKeyId: e.sbjtKeyId });
        for (const t of times) expect(overlaps(t, o.times), `${st.userId} ${e.sbjtKeyId}`).toBe(false);
        times.push(o.times);
      }
    }
    // Seats are never overbooked, and a professor is never in two rooms at once.
    const seats = new Map<number, number>();
    for (const e of current) seats.set(e.offeringId!, (seats.get(e.offeringId!) ?? 0) + 1);
    for (const [id, n] of seats) expect(n).toBeLessThanOrEqual(offerings.get(id)!.capacity);
    const all = [...offerings.values()];
    for (const o of all) {
      if (!o.profUserId) continue;
      const clash = all.find((x) => x !== o && x.profUserId === o.profUserId && x.year === o.year && x.termCd === o.termCd && overlaps(x.times, o.times));
      expect(clash, `${o.offeringId}`).toBeUndefined();
    }
  });

  it('describes student1 as documented', async () => {
    const rows = await transcript.loadTranscript('student1');
    const summary = transcript.summarise(rows);
    expect(summary.earnedCredits).toBe(88);
    expect(Math.abs(summary.gpa! - 3.87)).toBeLessThanOrEqual(0.05);
    expect(rows.some((r) => r.kind === 'TRANSFER')).toBe(false);
    const terms = new Set(rows.filter((r) => r.grade !== null).map((r) => `${r.year}-${r.termCd}`));
    expect([...terms]).toEqual(['2024-10', '2024-20', '2025-10', '2025-20', '2026-10']);
    const required = (await db.select().from(s.subjects)).filter((x) => x.deptCd === 'D4010' && x.category === 'MAJOR_REQ');
    const passed = transcript.passedSubjectIds(rows);
    const done = required.filter((x) => passed.has(x.sbjtKeyId)).length;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(required.length);
    expect(rows.some((r) => r.deptCd === 'D3040' && r.grade !== null)).toBe(true);
    expect(rows.filter((r) => r.grade === null).length).toBeGreaterThanOrEqual(5);

    const achievements = await db.select().from(s.studentAchievements).where(eq(s.studentAchievements.studentId, 'student1'));
    expect(achievements.map((a) => [a.kind, a.value]).sort()).toEqual([['ENGLISH', 820], ['VOLUNTEER', 12]]);
    const diagnoses = await db.select().from(s.competencyDiagnoses).where(eq(s.competencyDiagnoses.studentId, 'student1'));
    expect(diagnoses.map((d) => `${d.year}-${d.termCd}`)).toEqual(['2026-10']);
    expect(await db.select().from(s.programCompletions).where(eq(s.programCompletions.studentId, 'student1'))).toHaveLength(2);
    const apps = await db.select().from(s.trackApplications).where(eq(s.trackApplications.studentId, 'student1'));
    expect(apps.map((a) => a.status).sort()).toEqual(['APPLIED', 'APPROVED']);
    const [plan] = await db.select().from(s.timetablePlans).where(eq(s.timetablePlans.studentId, 'student1'));
    expect(plan).toMatchObject({ year: 2027, termCd: '10', name: '1안' });
    expect(plan.offeringIds.length).toBeGreaterThanOrEqual(3);
  });

  it('scores diagnoses from their answers and has none in the running term', async () => {
    const questions = await db.select().from(s.competencyQuestions);
    const diagnoses = await db.select().from(s.competencyDiagnoses);
    expect(diagnoses.length).toBeGreaterThan(80);
    for (const d of diagnoses) {
      expect(`${d.year}-${d.termCd}`).not.toBe('2026-20');
      expect(Object.keys(d.answers)).toHaveLength(questions.length);
      for (const cd of ['COMM', 'CRTV', 'CLLB', 'EXPT', 'GLBL', 'CMTY']) {
        const values = questions.filter((q) => q.competencyCd === cd).map((q) => d.answers[String(q.questionId)]);
        const expected = Math.round(((values.reduce((a, b) => a + b, 0) / values.length - 1) / 4) * 100);
        expect(d.scores[cd]).toBe(expected);
      }
    }
  });

  it('opens the track windows around the demo day', async () => {
    const today = '2026-11-22';
    const tracks = await db.select().from(s.tracks);
    expect(tracks.length).toBeGreaterThanOrEqual(8);
    const open = tracks.filter((t) => t.applyStartDt <= today && today <= t.applyEndDt);
    const closed = tracks.filter((t) => t.applyEndDt < today);
    const upcoming = tracks.filter((t) => t.applyStartDt > today);
    expect(open.length).toBe(tracks.length - 2);
    expect(open.every((t) => t.applyStartDt === '2026-11-16' && t.applyEndDt === '2026-11-30')).toBe(true);
    expect(closed.map((t) => [t.applyStartDt, t.applyEndDt])).toEqual([['2026-09-01', '2026-09-15']]);
    expect(upcoming.map((t) => [t.applyStartDt, t.applyEndDt])).toEqual([['2026-12-01', '2026-12-10']]);
    const trackSubjects = await db.select().from(s.trackSubjects);
    const subjects = new Map((await db.select().from(s.subjects)).map((x) => [x.sbjtKeyId, x]));
    for (const t of tracks) {
      const mine = trackSubjects.filter((x) => x.trackCd === t.trackCd);
      expect(mine.length, t.trackCd).toBeGreaterThanOrEqual(5);
      expect(mine.length, t.trackCd).toBeLessThanOrEqual(7);
      expect(mine.filter((x) => x.required), t.trackCd).toHaveLength(2);
      expect(new Set(mine.map((x) => subjects.get(x.sbjtKeyId)!.deptCd)).size, t.trackCd).toBeGreaterThanOrEqual(2);
      expect(mine.reduce((sum, x) => sum + subjects.get(x.sbjtKeyId)!.credits, 0)).toBeGreaterThanOrEqual(t.minCredits);
    }
    expect(new Set(tracks.map((t) => t.capacity === null))).toEqual(new Set([true, false]));
  });

  it('seeds activity only for student1 and students 256-300', async () => {
    const owners = [
      ...(await db.select({ id: s.trackApplications.studentId }).from(s.trackApplications)),
      ...(await db.select({ id: s.majorProposals.studentId }).from(s.majorProposals)),
      ...(await db.select({ id: s.timetablePlans.studentId }).from(s.timetablePlans)),
      ...(await db.select({ id: s.gradScenarios.studentId }).from(s.gradScenarios)),
    ].map((r) => r.id);
    expect(owners.length).toBeGreaterThan(5);
    for (const id of owners) expect(id === 'student1' || studentNo(id) >= 256, id).toBe(true);
    const proposals = await db.select().from(s.majorProposals);
    expect(proposals.map((p) => p.status).sort()).toEqual(['APPROVED', 'DRAFT', 'SUBMITTED']);
    expect(await db.select().from(s.gradScenarios)).toHaveLength(0);
    // Every department has a profile.
    const profiles = await db.select().from(s.majorProfiles);
    expect(profiles).toHaveLength(26);
    for (const p of profiles) {
      expect(p.careers.length).toBeGreaterThanOrEqual(4);
      expect(p.certificates.length).toBeGreaterThanOrEqual(2);
      expect(p.homepage).toMatch(/^https:\/\/www\.example\.ac\.kr\//);
    }
  });

  it('continues the id sequences after the seeded rows', async () => {
    const [o] = await db.insert(s.offerings).values({ year: 2027, termCd: '10', sbjtKeyId: 'SBJ00001', section: '99', capacity: 10, times: [] }).returning();
    const max = (await db.select({ id: s.offerings.offeringId }).from(s.offerings)).reduce((m, r) => Math.max(m, r.id), 0);
    expect(o.offeringId).toBe(max);
    await db.delete(s.offerings).where(inArray(s.offerings.offeringId, [o.offeringId]));
  });

  it('builds the same rows on every run', async () => {
    const { buildPeople } = await import('../../db/seed/people');
    const { buildLearning } = await import('../../db/seed/learning/index');
    const a = buildLearning(buildPeople('x'));
    const b = buildLearning(buildPeople('x'));
    for (const key of ['subjects', 'offerings', 'enrolments', 'achievements', 'diagnoses', 'trackApplications', 'timetablePlans'] as const) {
      expect(JSON.stringify(a[key]), key).toBe(JSON.stringify(b[key]));
    }
    // And what is stored is what is built.
    const stored = await db.select().from(s.enrolments).where(eq(s.enrolments.studentId, 'student1'));
    const built = a.enrolments.filter((e) => e.studentId === 'student1');
    expect(stored.map((e) => [e.sbjtKeyId, e.grade, e.offeringId])).toEqual(built.map((e) => [e.sbjtKeyId ?? null, e.grade, e.offeringId ?? null]));
  });
});
