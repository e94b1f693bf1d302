// Messages about new postings, against the embedded database: a posting that goes live tells the
// students whose career goal is its job family, each at most once a day (two postings the same day
// send one message); a company's posting tells nobody until staff approve it. Career goals are
// written directly here: the career area owns the page that sets them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';

describe('recruiting messages for new postings (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let hub: typeof import('../../src/lib/server/events/hub');
  let manage: typeof import('../../src/lib/server/recruiting/manage');
  let alerts: typeof import('../../src/lib/server/recruiting/alerts');
  let searches: typeof import('../../src/lib/server/recruiting/searches');
  const staff = { userId: 'staff1', userDiv: 'stf' as const };
  const company = { userId: 'outsider1', userDiv: 'otsdr' as const };
  const input = (over: Record<string, unknown> = {}) => ({
    companyId: 1,
    title: '디자인 직무 채용',
    jobClsCd: 'JOB05',
    empTypeCd: 'FULL',
    regionCd: 'SEOUL',
    careerLvlCd: 'NEW',
    openDt: '2026-11-22',
    deadlineDt: '2026-12-10',
    headcount: 1,
    requirements: '관련 전공 졸업(예정)자',
    howToApply: '홈페이지에서 온라인으로 지원합니다.',
    ...over,
  });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recruit-alerts-'));
    process.env.DATA_DIR = dataDir;
    process.env.PORTAL_TODAY = '2026-11-22';
    delete process.env.DATABASE_URL;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    dbm = await import('../../src/lib/server/db/index');
    hub = await import('../../src/lib/server/events/hub');
    manage = await import('../../src/lib/server/recruiting/manage');
    alerts = await import('../../src/lib/server/recruiting/alerts');
    searches = await import('../../src/lib/server/recruiting/searches');
    const db = await dbm.getDb();
    await db.insert(dbm.schema.careerGoals).values([
      { studentId: 'student281', jobClsCd: 'JOB05' },
      { studentId: 'student282', jobClsCd: 'JOB05' },
      { studentId: 'student283', jobClsCd: 'JOB01' },
    ]);
  }, 300_000);

  afterAll(async () => {
    hub?.closeAllStreams();
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function messagesFor(studentIds: string[], postingId: number) {
    const db = await dbm.getDb();
    const { systemMessages, messageRecipients } = dbm.schema;
    return db
      .select({ recvUserId: messageRecipients.recvUserId, title: systemMessages.msgTitle, cont: systemMessages.msgCont })
      .from(messageRecipients)
      .innerJoin(systemMessages, eq(systemMessages.msgId, messageRecipients.msgId))
      .where(and(inArray(messageRecipients.recvUserId, studentIds), eq(systemMessages.userDef1, 'RECRUIT_POSTING'), eq(systemMessages.userDef2, String(postingId))));
  }

  it('tells the students whose goal fits, once a day', { timeout: 60_000 }, async () => {
    const first = await manage.createPosting(staff, input() as never);
    expect(first.status).toBe('OPEN');
    expect(first.notified).toBe(2);
    const told = await messagesFor(['student281', 'student282', 'student283'], first.postingId);
    expect(told.map((m) => m.recvUserId).sort()).toEqual(['student281', 'student282']);
    expect(told[0].cont).toContain('예술·디자인·방송·스포츠직');

    // A second posting of her job family the same day: no second message.
    const second = await manage.createPosting(staff, input({ title: '영상 디자이너 채용' }) as never);
    expect(second.notified).toBe(0);
    expect(await messagesFor(['student281', 'student282'], second.postingId)).toHaveLength(0);

    // The next day she hears again.
    expect((await alerts.announcePosting(second.postingId, '2026-11-23')).sort()).toEqual(['student281', 'student282']);
  });

  it('says nothing about a company posting until staff approve it', { timeout: 60_000 }, async () => {
    const created = await manage.createPosting(company, input({ jobClsCd: 'JOB01', title: '회계 사무 채용' }) as never);
    expect(created.status).toBe('PENDING');
    expect(created.notified).toBe(0);
    expect(await messagesFor(['student283'], created.postingId)).toHaveLength(0);
    const approved = await manage.decidePosting(staff, created.postingId, { action: 'APPROVE' });
    expect(approved.notified).toBe(1);
    expect((await messagesFor(['student283'], created.postingId)).map((m) => m.recvUserId)).toEqual(['student283']);
  });

  it('tells a student whose saved search the posting meets, and not one whose search it misses', { timeout: 60_000 }, async () => {
    await searches.saveSearch('student285', { searchNm: '마케팅 인턴', keyword: '마케팅', empTypeCd: 'INTERN' });
    await searches.saveSearch('student286', { searchNm: '해외 근무', regionCd: 'OVERSEAS' });
    const created = await manage.createPosting(staff, input({ jobClsCd: 'JOB07', empTypeCd: 'INTERN', title: '브랜드 마케팅 인턴' }) as never);
    const told = await messagesFor(['student285', 'student286'], created.postingId);
    expect(told.map((m) => m.recvUserId)).toEqual(['student285']);
    expect(told[0].cont).toContain('저장한 검색 조건 「마케팅 인턴」');
    // The keyword is matched as a substring, the codes exactly.
    const db = await dbm.getDb();
    const [p] = await db.select().from(dbm.schema.recruitPostings).where(eq(dbm.schema.recruitPostings.postingId, created.postingId));
    const [c] = await db.select().from(dbm.schema.recruitCompanies).where(eq(dbm.schema.recruitCompanies.companyId, p.companyId));
    expect(searches.matches({ keyword: '마케팅' }, p, c)).toBe(true);
    expect(searches.matches({ keyword: '마케팅', empTypeCd: 'FULL' }, p, c)).toBe(false);
    expect(searches.matches({ keyword: '회계' }, p, c)).toBe(false);
  });
});
