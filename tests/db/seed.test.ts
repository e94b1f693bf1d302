// The demo data: accounts, relations between students and professors, menus, attachments, and
// that two fresh databases get exactly the same rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';

type DbModule = typeof import('../../src/lib/server/db/index');
type Database = Awaited<ReturnType<DbModule['openDatabase']>>;

/** Pages that exist now; a student menu may only be switched on when its page is one of these. */
const EXISTING_STD_PAGES = [
  '/user/main',
  '/user/mypage',
  '/messages',
  '/user/main/setup',
  '/notice',
  '/user/search',
  '/user/futuredesign/careerAct',
  '/user/futuredesign/myecp',
  '/user/futuredesign/crrcerti',
  '/user/futuredesign/careergoalsetup',
  '/user/futuredesign/ecpguide',
  '/guide',
  '/user/colglife/generalcnsl/learncnsl',
  '/user/colglife/generalcnsl/profcnsl',
  '/user/colglife/generalcnsl/careercnsl',
  '/user/colglife/generalcnsl/humancnsl',
  '/user/colglife/generalcnsl/state',
  '/user/colglife/psychcnsl/visit/agree',
  '/user/colglife/psychcnsl/group',
  '/user/colglife/psychcnsl/person/agree',
  '/user/colglife/psychcnsl/applystate',
  '/user/colglife/psychcnsl/emhs',
  '/user/colglife/psychcnsl/notice',
  '/user/colglife/scholamt',
  '/user/diag/surveyRsch',
  '/user/diag/satisRsch',
  '/user/learnact/majorexplore',
  '/user/learnact/majormap',
  '/user/learnact/learnplan/currircmd',
  '/user/learnact/mytimetbl',
  '/user/learnact/profsearch',
  '/user/learnact/grdtsmlt',
  '/user/learnact/abilitymng/intro',
  '/user/learnact/abilitymng/educurri',
  '/user/learnact/abilitymng/eccadiag',
  '/user/learnact/track/mytrack',
  '/user/learnact/track/applymng',
  '/user/learnact/track/about',
  '/user/learnact/hcerti/myHCertiState',
  '/user/learnact/hokmaIndex',
  '/user/colglife/club',
  '/user/colglife/exchgStd',
  '/user/portfolio/myHistory',
  '/user/portfolio/myResume',
  '/user/portfolio/analyze',
  '/user/portfolio/bestPortfolio',
  '/user/careerinfo/rcmdrecrt',
  '/user/careerinfo/cmmnrecrt',
  '/user/careerinfo/recrtcalendar',
  '/user/careerinfo/contestrecrt',
  '/user/careerinfo/grdtrecrt',
  '/user/futuredesign/outecp',
  '/user/futuredesign/servecerti',
  '/user/careerinfo/recrtfair',
  '/user/careerinfo/parttimejob',
  '/user/careerinfo/startupsupp',
  '/user/employrefer',
  '/user/employrefer/careertest',
  '/user/employrefer/jasoseol',
  '/user/employrefer/online',
  '/user/mentoring/junior',
  '/user/mentoring/senior',
  '/user/mentoring/comento',
  '/user/careerdevelop',
  '/user/mypage/ebadge',
  '/user/mypage/ebadge/state',
  '/user/mypage/calendar',
  '/user/mypage/notifications',
];

// The seed writes attachment files into storage, which is rooted in DATA_DIR when the modules load.
describe('demo seed', () => {
  let dataDir: string;
  let mod: DbModule;
  let storage: typeof import('../../src/lib/server/files/storage');
  let password: typeof import('../../src/lib/server/auth/password');
  let database: Database;
  let db: Database['db'];
  let s: DbModule['schema'];
  const previousDataDir = process.env.DATA_DIR;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
    process.env.DATA_DIR = dataDir;
    // The areas plug into the shared modules (demo data, badge listeners, file rules) as at the server's start.
    await import('../../src/lib/server/areas');
    mod = await import('../../src/lib/server/db/index');
    storage = await import('../../src/lib/server/files/storage');
    password = await import('../../src/lib/server/auth/password');
    database = await mod.openDatabase({ dataDir: 'memory', seed: true });
    db = database.db;
    s = mod.schema;
  });

  afterAll(async () => {
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
  });

  it('creates the demo accounts with the demo password', async () => {
    const expected: Record<string, string> = {
      student1: 'std',
      prof1: 'prof',
      staff1: 'stf',
      cnslr1: 'cnslr',
      outsider1: 'otsdr',
      admin1: 'adm',
    };
    const rows = await db.select().from(s.users).where(inArray(s.users.userId, Object.keys(expected)));
    expect(Object.fromEntries(rows.map((r) => [r.userId, r.userDiv]))).toEqual(expected);
    for (const row of rows) {
      expect(row.isSso).toBe('N');
      expect(await password.verifyPassword('portal1234!', row.passwordHash)).toBe(true);
    }
    // One hash for everybody.
    const hashes = await db.selectDistinct({ h: s.users.passwordHash }).from(s.users);
    expect(hashes).toHaveLength(1);
    expect(await password.verifyPassword('wrong-password', hashes[0].h)).toBe(false);
  });

  it('has the expected number of accounts per type', async () => {
    const rows = await db.select({ userDiv: s.users.userDiv }).from(s.users);
    const counts: Record<string, number> = {};
    for (const r of rows) counts[r.userDiv] = (counts[r.userDiv] ?? 0) + 1;
    // 300 numbered students, graduate1 and three incoming exchange students (decision 040).
    expect(counts).toEqual({ std: 304, prof: 30, stf: 10, cnslr: 6, otsdr: 5, adm: 1 });
    const incoming = await db.select().from(s.exchangeIncoming);
    const kinds = new Map((await db.select().from(s.users)).map((u) => [u.userId, u.userDiv]));
    for (const r of incoming) expect(kinds.get(r.userId), r.userId).toBe('std');
    expect(incoming).toHaveLength(3);
    expect(await db.select().from(s.professors)).toHaveLength(30);
    expect(await db.select().from(s.staff)).toHaveLength(10);
    expect(await db.select().from(s.counsellors)).toHaveLength(6);
    expect(await db.select().from(s.outsideUsers)).toHaveLength(5);
  });

  it('describes student1 as the demo student advised by prof1', async () => {
    const [student] = await db.select().from(s.users).where(eq(s.users.userId, 'student1'));
    const [prof] = await db.select().from(s.professors).where(eq(s.professors.userId, 'prof1'));
    expect(student).toMatchObject({ korNm: '김하늘', gradeCd: '3', shregSt: '10', sexCd: 'F', entrDt: '2024-03-02' });
    expect(prof.profNo).toBe('P0001');
    expect(student.guideProfNo).toBe(prof.profNo);
    expect(student.hakguaCd).toBe(prof.deptCd);
    const [major] = await db.select().from(s.depts).where(eq(s.depts.deptCd, student.majorCd!));
    expect(major).toMatchObject({ deptDiv: 'MAJOR', upDeptCd: student.hakguaCd });
  });

  it('keeps students consistent with the department tree and their advisors', async () => {
    const depts = new Map((await db.select().from(s.depts)).map((d) => [d.deptCd, d]));
    const profDept = new Map((await db.select().from(s.professors)).map((p) => [p.profNo, p.deptCd]));
    // The home students; incoming exchange students (decision 040) have no advisor here.
    const visiting = new Set((await db.select().from(s.exchangeIncoming)).map((r) => r.userId));
    const students = (await db.select().from(s.users)).filter((u) => u.userDiv === 'std' && !visiting.has(u.userId));
    expect(students).toHaveLength(301);
    const statuses = new Set<string>();
    const grades = new Set<string>();
    for (const st of students) {
      const hakgua = depts.get(st.hakguaCd!);
      expect(hakgua?.deptDiv, st.userId).toBe('HAKGUA');
      expect(hakgua?.upDeptCd, st.userId).toBe(st.colgCd);
      expect(depts.get(st.colgCd!)?.deptDiv).toBe('COLG');
      if (st.majorCd) expect(depts.get(st.majorCd)?.upDeptCd, st.userId).toBe(st.hakguaCd);
      for (const other of [st.minorCd, st.doubleMajorCd]) {
        if (other) {
          expect(depts.has(other)).toBe(true);
          expect(other).not.toBe(st.hakguaCd);
        }
      }
      expect(profDept.get(st.guideProfNo!), `${st.userId} advisor`).toBe(st.hakguaCd);
      expect(st.email).toMatch(/^(student|graduate)\d+@/);
      expect(st.ph).toMatch(/^010-\d{4}-\d{4}$/);
      if (st.shregSt === '30') expect(st).toMatchObject({ grdtYn: 'Y', gradeCd: '4' });
      else expect(st.grdtYn).toBe('N');
      statuses.add(st.shregSt!);
      grades.add(st.gradeCd!);
    }
    expect([...statuses].sort()).toEqual(['10', '20', '30', '40']);
    expect([...grades].sort()).toEqual(['1', '2', '3', '4']);
    // Every department has a professor.
    const hakguas = [...depts.values()].filter((d) => d.deptDiv === 'HAKGUA').map((d) => d.deptCd);
    for (const cd of hakguas) expect([...profDept.values()], cd).toContain(cd);
  });

  it('switches on only menus whose pages exist', async () => {
    const menus = await db.select().from(s.menus);
    const byId = new Map(menus.map((m) => [m.menuId, m]));
    for (const m of menus) {
      expect(m.clientType).toBe('user');
      if (m.useYn === 'Y' && m.menuUrl) expect(m.menuUrl.startsWith('/'), m.menuId).toBe(true);
      if (m.userDiv === 'std' && m.useYn === 'Y' && m.menuUrl) expect(EXISTING_STD_PAGES, m.menuId).toContain(m.menuUrl);
      if (m.upMenuId) {
        const parent = byId.get(m.upMenuId);
        expect(parent?.userDiv, m.menuId).toBe(m.userDiv);
        expect(m.depth).toBe(2);
      } else {
        expect(m.depth).toBe(1);
      }
      const children = menus.filter((c) => c.upMenuId === m.menuId);
      if (children.length) expect(m.useYn, m.menuId).toBe(children.some((c) => c.useYn === 'Y') ? 'Y' : 'N');
    }
    const onStd = menus.filter((m) => m.userDiv === 'std' && m.useYn === 'Y' && m.menuUrl).map((m) => m.menuUrl);
    expect(onStd.sort()).toEqual([...EXISTING_STD_PAGES].sort());
    for (const div of ['std', 'prof', 'stf', 'cnslr', 'otsdr', 'adm']) {
      expect(menus.some((m) => m.userDiv === div && m.useYn === 'Y' && m.menuUrl === '/notice'), div).toBe(true);
    }
  });

  it('stores the notice attachments', async () => {
    const notices = await db.select().from(s.posts).where(eq(s.posts.boardCd, 'NOTICE'));
    expect(notices.length).toBeGreaterThanOrEqual(18);
    expect(notices.filter((n) => n.pinYn === 'Y')).toHaveLength(2);
    for (const n of notices) {
      expect(n.contentText).not.toMatch(/[<>]/);
      expect(n.content).not.toMatch(/<(?!\/?(p|ul|li|strong|a)[\s>])/);
    }
    const withFiles = notices.filter((n) => n.fileGroupId !== null);
    expect(withFiles).toHaveLength(3);
    // Evidence of external activities and service hours is checked below; here the notices' files.
    const files = await db.select().from(s.files).where(inArray(s.files.fileGroupId, withFiles.map((n) => n.fileGroupId!)));
    expect(files.map((f) => f.fileExtNm).sort()).toEqual(['csv', 'png', 'txt']);
    for (const f of files) {
      expect(withFiles.map((n) => n.fileGroupId)).toContain(f.fileGroupId);
      expect(f.linkUrlPath).toBe(`/api/files/download/${f.fileId}`);
      expect(f.oriFileNm).not.toContain('.');
      expect(await storage.fileExists(f.saveFileNm)).toBe(true);
      const stored = fs.readFileSync(path.join(dataDir, 'files', f.saveFileNm.slice(0, 2), f.saveFileNm));
      expect(stored.length).toBe(f.fileSize);
      if (f.fileExtNm === 'png') expect(stored.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    }
    const groups = await db.select().from(s.fileGroups).where(inArray(s.fileGroups.fileGroupId, withFiles.map((n) => n.fileGroupId!)));
    expect(groups.every((g) => g.visibility === 'public')).toBe(true);
  });

  it('gives every sent external activity and service entry a private evidence file of its student', async () => {
    const acts = await db.select().from(s.extActivities);
    const hours = await db.select().from(s.extServiceHours);
    const sent = [...acts, ...hours].filter((r) => r.status !== 'DRAFT');
    expect(sent.length).toBeGreaterThan(5);
    for (const r of sent) {
      expect(r.evidenceFileGroupId).not.toBeNull();
      const [group] = await db.select().from(s.fileGroups).where(eq(s.fileGroups.fileGroupId, r.evidenceFileGroupId!));
      expect(group).toMatchObject({ ownerId: r.studentId, visibility: 'private' });
      const files = await db.select().from(s.files).where(eq(s.files.fileGroupId, group.fileGroupId));
      expect(files).toHaveLength(1);
      expect(await storage.fileExists(files[0].saveFileNm)).toBe(true);
    }
    const mine = acts.filter((a) => a.studentId === 'student1').map((a) => a.status);
    expect(mine).toEqual(expect.arrayContaining(['APPROVED', 'SUBMITTED', 'RETURNED']));
    const years = new Set(hours.filter((h) => h.studentId === 'student1' && h.status === 'APPROVED').map((h) => h.startDt.slice(0, 4)));
    expect([...years].sort()).toEqual(['2025', '2026']);
  });

  it('has popups, messages and a favourite for the demo day 2026-11-22', async () => {
    const today = '2026-11-22';
    const popups = await db.select().from(s.sysPopups);
    const active = popups.filter((p) => p.useYn === 'Y' && p.startDt <= today && today <= p.endDt);
    expect(active).toHaveLength(2);
    const postIds = new Set((await db.select({ id: s.posts.postId }).from(s.posts)).map((p) => `/notice/${p.id}`));
    for (const p of active) expect(postIds.has(p.linkUrl!)).toBe(true);

    const recipients = await db.select().from(s.messageRecipients);
    const mine = recipients.filter((r) => r.recvUserId === 'student1');
    expect(mine).toHaveLength(4);
    expect(mine.filter((r) => r.readAt === null)).toHaveLength(2);
    expect(recipients.filter((r) => r.recvUserId === 'prof1')).toHaveLength(2);
    expect(recipients.filter((r) => r.recvUserId === 'cnslr1')).toHaveLength(1);

    const favorites = await db.select().from(s.favorites);
    expect(favorites).toEqual([expect.objectContaining({ userId: 'student1', flMenuId: 'STD_BOARD_NOTICE', flType: 'MENU' })]);
  });

  it('produces identical rows on a second fresh database', async () => {
    const other = await mod.openDatabase({ dataDir: 'memory', seed: true });
    try {
      const digest = async (d: Database['db']) => {
        const users = await d.select().from(s.users).orderBy(s.users.userId);
        const json = JSON.stringify(users.map(({ passwordHash: _omit, ...rest }) => rest));
        const posts = JSON.stringify(await d.select().from(s.posts).orderBy(s.posts.postId));
        const menus = JSON.stringify(await d.select().from(s.menus).orderBy(s.menus.menuId));
        return [json, posts, menus].map((t) => crypto.createHash('sha256').update(t).digest('hex'));
      };
      expect(await digest(other.db)).toEqual(await digest(db));
    } finally {
      await other.close();
    }
  });

  it('writes nothing when it fails part-way', async () => {
    const other = await mod.openDatabase({ dataDir: 'memory', seed: false });
    try {
      // A menu id the seed also uses: the menu insert fails after depts, codes and users went in.
      await other.db.insert(s.menus).values({ menuId: 'STD_MAIN', menuNm: 'x', userDiv: 'std' as const });
      const { seedDemoData } = await import('../../db/seed/index');
      await expect(seedDemoData(other.db)).rejects.toThrow();
      for (const table of [s.depts, s.comCodes, s.users, s.professors, s.posts]) {
        const [{ n }] = await other.db.select({ n: count() }).from(table);
        expect(n).toBe(0);
      }
    } finally {
      await other.close();
    }
  });
});
