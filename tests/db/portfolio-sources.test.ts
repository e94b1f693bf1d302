// The portfolio's history sources and share expiry against a real (in-memory) database: events that
// areas publish appear in the history under their area (a programme completion as 진로활동, a
// scholarship payment as 장학, a kind not known yet as 기타 활동), counselling kinds never appear, and
// a share opens until its expiry and answers 410 after it, on the server's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const STUDENT = 'student276';

describe('portfolio history sources and share expiry (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let events: typeof import('../../src/lib/server/activity/events');
  let history: typeof import('../../src/lib/server/portfolio/history');
  let shares: typeof import('../../src/lib/server/portfolio/shares');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-sources-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    dbm = await import('../../src/lib/server/db/index');
    events = await import('../../src/lib/server/activity/events');
    history = await import('../../src/lib/server/portfolio/history');
    shares = await import('../../src/lib/server/portfolio/shares');
    await dbm.getDb();
  });

  afterAll(async () => {
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('maps the kinds areas publish to history areas, unknown ones to 기타 활동, and leaves counselling out', async () => {
    const at = new Date('2026-04-01T03:00:00Z');
    const publish = (kind: string, title: string, refId: string) =>
      events.publishActivity({ userId: STUDENT, kind: kind as never, title, refType: 'test', refId, occurredAt: at });
    await publish('CAREER_PROGRAM_COMPLETED', '진로 캠프 이수', 'c1');
    await publish('SCHOLARSHIP_PAID', '성적우수 장학금', 's1');
    await publish('CLUB_JOINED', '사진 동아리 가입', 'k1');
    await publish('CNSL_CASE_CLOSED', '심리상담 종결', 'x1');
    const items = await history.gatherHistory(STUDENT);
    const byTitle = new Map(items.map((i) => [i.title, i]));
    expect(byTitle.get('진로 캠프 이수')).toMatchObject({ area: 'CAREER', date: '2026-04-01' });
    expect(byTitle.get('성적우수 장학금')?.area).toBe('SCHOLARSHIP');
    expect(byTitle.get('사진 동아리 가입')?.area).toBe('OTHER');
    expect(byTitle.has('심리상담 종결')).toBe(false);
  });

  it('opens a share until it expires, then answers 410; the parent page never lists counselling or subjects', async () => {
    const created = await shares.createShare({ userId: STUDENT }, { kind: 'PARENT', days: 7, sections: ['PROGRAMS', 'SCHOLARSHIPS', 'SUBJECTS'] }, 'http://portal.test');
    const token = new URL(created.url).searchParams.get('token')!;
    const now = Date.now();
    const open = await shares.openShare(token, 'PARENT', new Date(now + 6 * 86_400_000));
    expect(open.status).toBe(200);
    if (open.status === 200) {
      expect(open.portfolio.sections.map((s) => s.code)).toEqual(['PROGRAMS', 'SCHOLARSHIPS']);
      const titles = open.portfolio.sections.flatMap((s) => s.items.map((i) => i.title));
      expect(titles).toContain('진로 캠프 이수');
      // A scholarship is never named on a page others read; one whose kind is not known (this one
      // has no scholarship record behind it) is not shown at all: private by default.
      expect(titles).not.toContain('성적우수 장학금');
      expect(titles).not.toContain('사진 동아리 가입');
      expect(titles).not.toContain('심리상담 종결');
    }
    const expired = await shares.openShare(token, 'PARENT', new Date(now + 8 * 86_400_000));
    expect(expired).toMatchObject({ status: 410, reason: '공유 기간이 끝난 링크입니다.' });
    const listed = await shares.listShares(STUDENT, new Date(now + 8 * 86_400_000));
    expect(listed.find((s) => s.shareId === created.shareId)?.state).toBe('EXPIRED');
  });
});
