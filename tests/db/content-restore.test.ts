// Restoring popups from rows written before content editing, against a fresh embedded database. A
// popup's first revision is taken from its live row as it was stored, so an old row can hold markup
// that today's allow-list refuses. Restoring that revision must sanitise it again (no script or event
// handler reaches a reader), an unsafe old link is refused rather than restored, and a refused
// restore writes nothing (no revision, no audit row, the live row unchanged).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';

describe('popup restore of legacy rows (PGlite)', () => {
  let dataDir: string;
  let dbm: typeof import('../../src/lib/server/db/index');
  let popups: typeof import('../../src/lib/server/content/popups');
  const admin = { userId: 'admin1', userDiv: 'adm' as const };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-restore-'));
    process.env.DATA_DIR = dataDir;
    process.env.PORTAL_TODAY = '2026-11-22';
    delete process.env.DATABASE_URL;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    dbm = await import('../../src/lib/server/db/index');
    popups = await import('../../src/lib/server/content/popups');
    await dbm.getDb();
  });

  afterAll(async () => {
    await dbm?.closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function legacyPopup(values: { content: string; linkUrl?: string | null }) {
    const db = await dbm.getDb();
    const [row] = await db
      .insert(dbm.schema.sysPopups)
      .values({ title: '옛 팝업', content: values.content, linkUrl: values.linkUrl ?? null, startDt: '2026-11-01', endDt: '2026-12-31', targetDivs: null, useYn: 'Y' })
      .returning({ popupId: dbm.schema.sysPopups.popupId });
    return row.popupId;
  }

  async function restoreRows(popupId: number) {
    const db = await dbm.getDb();
    const { auditLog } = dbm.schema;
    return db.select().from(auditLog).where(and(eq(auditLog.action, 'content.restore'), eq(auditLog.targetId, String(popupId))));
  }

  it('a legacy body with scripts and handlers is sanitised when its revision is restored', async () => {
    const popupId = await legacyPopup({ content: '<p onclick="alert(1)">옛 안내 문장</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">링크</a><iframe src="https://evil.example"></iframe>' });
    const opened = await popups.popupEditorView(admin, popupId);
    // The first revision is the live row as it was stored.
    expect(opened.latest.bodyHtml).toContain('<script>');
    const edited = await popups.savePopup(admin, popupId, { title: '새 팝업', bodyHtml: '<p>새 안내</p>', startDt: '2026-11-01', endDt: '2026-12-31', audienceScope: 'ALL', audienceDivs: [], sortOrd: 0, width: 420, action: 'publish', version: opened.version });
    const restored = await popups.restorePopup(admin, popupId, 1, { version: edited.version, action: 'publish' });
    expect(restored.latest.restoredFrom).toBe(1);
    expect(restored.latest.bodyHtml).toContain('옛 안내 문장');
    expect(restored.latest.bodyHtml).not.toMatch(/script|onclick|onerror|javascript:|iframe|evil\.example/);
    const db = await dbm.getDb();
    const [live] = await db.select().from(dbm.schema.sysPopups).where(eq(dbm.schema.sysPopups.popupId, popupId));
    expect(live.title).toBe('옛 팝업');
    expect(live.content).toBe(restored.latest.bodyHtml);
    // The old revision itself is kept as it was: history is never rewritten.
    const history = await popups.popupRevisions(admin, popupId);
    expect(history.list.map((r) => [r.revNo, r.restoredFrom])).toEqual([[3, 1], [2, null], [1, null]]);
    expect(await restoreRows(popupId)).toHaveLength(1);
  });

  it('an unsafe legacy link is refused and nothing is written', async () => {
    const popupId = await legacyPopup({ content: '<p>링크가 있는 옛 팝업</p>', linkUrl: 'javascript:alert(1)' });
    const opened = await popups.popupEditorView(admin, popupId);
    const edited = await popups.savePopup(admin, popupId, { title: '고친 팝업', bodyHtml: '<p>고친 안내</p>', linkUrl: '/notice/1', startDt: '2026-11-01', endDt: '2026-12-31', audienceScope: 'ALL', audienceDivs: [], sortOrd: 0, width: 420, action: 'publish', version: opened.version });
    await expect(popups.restorePopup(admin, popupId, 1, { version: edited.version, action: 'draft' })).rejects.toMatchObject({ status: 400 });
    const history = await popups.popupRevisions(admin, popupId);
    expect(history.version).toBe(edited.version);
    expect(history.list).toHaveLength(2);
    expect(await restoreRows(popupId)).toHaveLength(0);
    const db = await dbm.getDb();
    const [live] = await db.select().from(dbm.schema.sysPopups).where(eq(dbm.schema.sysPopups.popupId, popupId));
    expect(live.linkUrl).toBe('/notice/1');
  });
});
