// Scholarships against the embedded database: a payment and its SCHOLARSHIP_PAID event are written
// together (and neither when the payment is refused), two parallel applications of one student
// leave one application and no stored file without its record, and the demo payments of student1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('scholarships (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let hub: typeof import('../../src/lib/server/events/hub');
  // The office's services, by sub-feature.
  let staff: typeof import('../../src/lib/server/scholarships/catalogue') & typeof import('../../src/lib/server/scholarships/review') & typeof import('../../src/lib/server/scholarships/payments');
  let student: typeof import('../../src/lib/server/scholarships/student');
  const office = { userId: 'staff5' };
  // Payments by the payer: the one who selected an application never records its payment.
  const payer = { userId: 'staff7' };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schol-'));
    process.env.DATA_DIR = dataDir;
    process.env.PORTAL_TODAY = '2026-11-22';
    delete process.env.DATABASE_URL;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    dbm = await import('../../src/lib/server/db/index');
    hub = await import('../../src/lib/server/events/hub');
    staff = {
      ...(await import('../../src/lib/server/scholarships/catalogue')),
      ...(await import('../../src/lib/server/scholarships/review')),
      ...(await import('../../src/lib/server/scholarships/payments')),
    };
    student = await import('../../src/lib/server/scholarships/student');
    await dbm.getDb();
  });

  afterAll(async () => {
    hub?.closeAllStreams();
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const create = (over: Partial<Parameters<typeof staff.createScholarship>[1]> = {}) =>
    staff.createScholarship(office, {
      title: `시험 장학금 ${Math.random().toString(36).slice(2, 7)}`,
      kindCd: 'MERIT',
      year: 2027,
      termCd: '10',
      amountMin: 1_000_000,
      amountMax: 1_000_000,
      quota: null,
      description: '시험용',
      applyStartDt: '2026-11-16',
      applyEndDt: '2026-12-04',
      requiredDocs: [],
      ...over,
    });

  const storedFiles = () => {
    const root = path.join(dataDir, 'files');
    if (!fs.existsSync(root)) return 0;
    return fs.readdirSync(root).reduce((n, d) => n + fs.readdirSync(path.join(root, d)).length, 0);
  };

  it('writes the payment and its SCHOLARSHIP_PAID event together, and neither when refused', async () => {
    const db = await dbm.getDb();
    const { scholId } = await create();
    const { applId } = await student.applyToScholarship({ userId: 'student263' }, scholId, {}, []);
    await staff.decide(office, applId, { action: 'SELECT' });
    const events = () =>
      db.select().from(dbm.schema.activityEvents).where(and(eq(dbm.schema.activityEvents.kind, 'SCHOLARSHIP_PAID'), eq(dbm.schema.activityEvents.refId, String(applId))));

    // The manager selected it: she never records its payment.
    await expect(staff.recordPayment(office, applId, { amount: 1_000_000, paidDt: '2026-11-22' })).rejects.toMatchObject({ status: 403 });
    await expect(staff.recordPayment(payer, applId, { amount: 5_000_000, paidDt: '2026-11-22' })).rejects.toThrow('지급액이 남은 선정 금액을 넘습니다.');
    expect(await events()).toHaveLength(0);
    expect(await db.select().from(dbm.schema.scholPayments).where(eq(dbm.schema.scholPayments.applId, applId))).toHaveLength(0);

    await staff.recordPayment(payer, applId, { amount: 1_000_000, paidDt: '2026-11-22' });
    const [event] = await events();
    expect(event).toMatchObject({ userId: 'student263', kind: 'SCHOLARSHIP_PAID', refType: 'schol_application' });
    expect(event.title).toContain('1,000,000원');
    const [appl] = await db.select().from(dbm.schema.scholApplications).where(eq(dbm.schema.scholApplications.applId, applId));
    expect(appl.status).toBe('PAID');
  });

  it('withdrawing an instalment of a fully paid application withdraws SCHOLARSHIP_PAID and is audited; paid again, the event is back', async () => {
    const db = await dbm.getDb();
    const s = dbm.schema;
    const { scholId } = await create();
    const { applId } = await student.applyToScholarship({ userId: 'student264' }, scholId, {}, []);
    await staff.decide(office, applId, { action: 'SELECT' });
    const events = () => db.select().from(s.activityEvents).where(and(eq(s.activityEvents.kind, 'SCHOLARSHIP_PAID'), eq(s.activityEvents.refId, String(applId))));
    const paid = await staff.recordPayment(payer, applId, { amount: 1_000_000, paidDt: '2026-11-22' });
    expect(await events()).toHaveLength(1);

    const done = await staff.cancelPayment(payer, applId, paid.paymentId, { reason: '다른 학생 지급분을 잘못 입력' });
    expect(done).toMatchObject({ status: 'SELECTED', paidTotal: 0, reopened: true });
    expect(await events()).toHaveLength(0);
    const [row] = await db.select().from(s.scholPayments).where(eq(s.scholPayments.paymentId, paid.paymentId));
    expect(row).toMatchObject({ amount: 1_000_000, cancelledBy: 'staff7', cancelReason: '다른 학생 지급분을 잘못 입력' });
    expect(row.cancelledAt).not.toBeNull();
    const [entry] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.action, 'schol.pay.cancel'), eq(s.auditLog.targetId, String(applId))));
    expect(entry).toMatchObject({ actorId: 'staff7', targetType: 'schol_application' });
    expect(entry.detail).toMatchObject({ paymentId: paid.paymentId, seq: 1, amount: 1_000_000, reason: '다른 학생 지급분을 잘못 입력', reopened: true });

    await staff.recordPayment(payer, applId, { amount: 1_000_000, paidDt: '2026-11-23' });
    expect(await events()).toHaveLength(1);
  });

  it('keeps one application and no orphan file when the same student applies twice at once', async () => {
    const db = await dbm.getDb();
    const { scholId } = await create({ requiredDocs: ['성적증명서'] });
    const before = storedFiles();
    const doc = () => [{ field: 'doc0', docNm: 'doc0', upload: { name: '성적증명서.pdf', bytes: PDF } }];
    const results = await Promise.allSettled([
      student.applyToScholarship({ userId: 'student264' }, scholId, {}, doc()),
      student.applyToScholarship({ userId: 'student264' }, scholId, {}, doc()),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.status).toBe(409);
    const appls = await db.select().from(dbm.schema.scholApplications).where(and(eq(dbm.schema.scholApplications.scholId, scholId), eq(dbm.schema.scholApplications.studentId, 'student264')));
    expect(appls).toHaveLength(1);
    // Exactly the one stored document: the refused request's bytes were removed.
    expect(storedFiles() - before).toBe(1);
    const docs = await db.select().from(dbm.schema.scholApplicationDocs).where(eq(dbm.schema.scholApplicationDocs.applId, appls[0].applId));
    expect(docs).toHaveLength(1);
  });

  it("gives student1 her demo payments on the state page and in loginInfo's count", async () => {
    const state = await student.scholarshipState('student1');
    expect(state.count).toBe(4);
    expect(state.total).toBe(6_700_000);
    expect(state.years.map((y) => y.year)).toEqual([2026, 2025]);
    const summary = await student.scholarshipSummary('student1');
    expect(summary.scholAmtGetCnt).toBe(4);
  });
});
