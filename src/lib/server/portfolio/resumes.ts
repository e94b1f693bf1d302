// Saved résumé versions and the examples students publish from them (우수 포트폴리오). A version keeps
// only her choices and self-introduction; the items are built from the history on every view, so
// an example never shows what she has since taken back. Examples are listed only after staff of the
// career centre select them, without contact details, photo or grades, and under a masked name
// unless she allowed hers.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { isUniqueViolation } from '../db/errors';
import { authorize, can } from '../auth/permissions';
import { deptNames, codeNames } from '../org/names';
import { gatherHistory } from './history';
import { maskName } from '../../text/mask';
import { publicItems, RESUME_MAX_VERSIONS, SHARE_SECTIONS, SHOWCASE_SECTION_CODES, type HistoryItem, type ShareSection, type ShowcaseState } from '../../portfolio/history';
import type { Actor } from '../../users';
import type { BestPortfolioQuery, ResumeSaveInput } from '../../schemas/portfolio';

const { portfolioResumes: resumes, portfolioShowcases: showcases, users, careerGoals } = schema;

const NOT_FOUND = '이력서를 찾을 수 없습니다.';
const SHOWCASE_NOT_FOUND = '포트폴리오를 찾을 수 없습니다.';
export const BEST_PAGE_SIZE = 12;
/** Items per section of an example: enough to learn from, the rest stays hers. */
const SHOWCASE_MAX_ITEMS = 15;

export type ResumeVersion = typeof resumes.$inferSelect & { showcase: { status: ShowcaseState; showName: boolean } | null };

/** Her saved versions, newest first, with the state of any example published from them. */
export async function myResumes(studentId: string): Promise<ResumeVersion[]> {
  const db = await getDb();
  const rows = await db
    .select({ r: resumes, status: showcases.status, showName: showcases.showName })
    .from(resumes)
    .leftJoin(showcases, eq(showcases.resumeId, resumes.resumeId))
    .where(eq(resumes.studentId, studentId))
    .orderBy(desc(resumes.updatedAt), desc(resumes.resumeId));
  return rows.map(({ r, status, showName }) => ({ ...r, showcase: status ? { status: status as ShowcaseState, showName: !!showName } : null }));
}

/** One of her versions; another student's, or none, is 404. */
export async function myResume(studentId: string, resumeId: number) {
  const db = await getDb();
  const [row] = await db.select().from(resumes).where(and(eq(resumes.resumeId, resumeId), eq(resumes.studentId, studentId)));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

const titleTaken = () => new HttpError(409, '같은 이름의 이력서가 있습니다. 다른 이름을 붙여 주세요.', { title: '같은 이름의 이력서가 있습니다.' });

/** Saves a new version; at most RESUME_MAX_VERSIONS, names unique per student. */
export async function createResume(actor: Actor, input: ResumeSaveInput, ip: string | null = null) {
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      // Her own row lock keeps two saves at once from passing the limit together.
      await tx.select({ userId: users.userId }).from(users).where(eq(users.userId, actor.userId)).for('update');
      const [{ n }] = await tx.select({ n: count() }).from(resumes).where(eq(resumes.studentId, actor.userId));
      if (n >= RESUME_MAX_VERSIONS) throw new HttpError(409, `이력서는 ${RESUME_MAX_VERSIONS}개까지 저장할 수 있습니다. 쓰지 않는 이력서를 지운 뒤 저장해 주세요.`);
      const [r] = await tx
        .insert(resumes)
        .values({ studentId: actor.userId, title: input.title, sections: [...new Set(input.sections)], showContact: input.showContact, showPhoto: input.showPhoto, intro: input.intro ?? null })
        .returning();
      return r;
    });
    await audit({ actorId: actor.userId, action: 'portfolio.resume.create', targetType: 'portfolio_resume', targetId: String(row.resumeId), ip });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw titleTaken();
    throw err;
  }
}

export async function updateResume(actor: Actor, resumeId: number, input: ResumeSaveInput, ip: string | null = null) {
  await myResume(actor.userId, resumeId);
  const db = await getDb();
  try {
    const [row] = await db
      .update(resumes)
      .set({ title: input.title, sections: [...new Set(input.sections)], showContact: input.showContact, showPhoto: input.showPhoto, intro: input.intro ?? null, updatedAt: sql`now()` })
      .where(and(eq(resumes.resumeId, resumeId), eq(resumes.studentId, actor.userId)))
      .returning();
    await audit({ actorId: actor.userId, action: 'portfolio.resume.update', targetType: 'portfolio_resume', targetId: String(resumeId), ip });
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw titleTaken();
    throw err;
  }
}

/** Deletes a version and any example published from it. */
export async function deleteResume(actor: Actor, resumeId: number, ip: string | null = null) {
  await myResume(actor.userId, resumeId);
  const db = await getDb();
  await db.delete(resumes).where(and(eq(resumes.resumeId, resumeId), eq(resumes.studentId, actor.userId)));
  await audit({ actorId: actor.userId, action: 'portfolio.resume.delete', targetType: 'portfolio_resume', targetId: String(resumeId), ip });
  return { resumeId };
}

/**
 * Publishes a version as an example, or changes whether her name shows. A selected example stays
 * selected. Her department and job family are taken now, for the list's filters.
 */
export async function publishResume(actor: Actor, resumeId: number, showName: boolean, ip: string | null = null) {
  const r = await myResume(actor.userId, resumeId);
  if (!r.sections.some((s) => (SHOWCASE_SECTION_CODES as string[]).includes(s))) {
    throw new HttpError(400, '성적 외에 공개할 항목이 있는 이력서만 게시할 수 있습니다.');
  }
  const db = await getDb();
  const [u] = await db.select({ hakguaCd: users.hakguaCd, majorCd: users.majorCd }).from(users).where(eq(users.userId, actor.userId));
  const [goal] = await db.select({ jobClsCd: careerGoals.jobClsCd }).from(careerGoals).where(eq(careerGoals.studentId, actor.userId));
  const values = { studentId: actor.userId, showName, deptCd: u?.majorCd ?? u?.hakguaCd ?? null, jobClsCd: goal?.jobClsCd ?? null };
  await db
    .insert(showcases)
    .values({ resumeId, status: 'PUBLISHED', ...values })
    .onConflictDoUpdate({ target: showcases.resumeId, set: values });
  await audit({ actorId: actor.userId, action: 'portfolio.showcase.publish', targetType: 'portfolio_resume', targetId: String(resumeId), detail: { showName }, ip });
  return { resumeId, showName };
}

/** Takes an example back at once, selected or not. */
export async function withdrawResume(actor: Actor, resumeId: number, ip: string | null = null) {
  await myResume(actor.userId, resumeId);
  const db = await getDb();
  await db.delete(showcases).where(and(eq(showcases.resumeId, resumeId), eq(showcases.studentId, actor.userId)));
  await audit({ actorId: actor.userId, action: 'portfolio.showcase.withdraw', targetType: 'portfolio_resume', targetId: String(resumeId), ip });
  return { resumeId };
}

// ---------------------------------------------------------------------------------------------
// Career-centre staff choose the examples.

/** Whoever the permission table lets read the examples (PROGRAM_ADMIN holders and admins, decision 046). */
export async function canSelectShowcases(actor: Actor) {
  return can(actor, 'showcases', 'read');
}

async function requireSelector(actor: Actor, action: 'read' | 'manage') {
  await authorize(actor, 'showcases', action);
}

/** Every published example, waiting ones first, with the student's real name (staff know who). */
export async function staffShowcases(actor: Actor) {
  await requireSelector(actor, 'read');
  const db = await getDb();
  const [rows, names, codes] = await Promise.all([
    db
      .select({ resumeId: showcases.resumeId, title: resumes.title, studentId: showcases.studentId, korNm: users.korNm, showName: showcases.showName, deptCd: showcases.deptCd, jobClsCd: showcases.jobClsCd, status: showcases.status, publishedAt: showcases.publishedAt, selectedAt: showcases.selectedAt })
      .from(showcases)
      .innerJoin(resumes, eq(resumes.resumeId, showcases.resumeId))
      .innerJoin(users, eq(users.userId, showcases.studentId))
      .orderBy(sql`${showcases.status} = 'SELECTED'`, desc(showcases.publishedAt)),
    deptNames(),
    codeNames(),
  ]);
  return rows.map((r) => ({ ...r, status: r.status as ShowcaseState, deptNm: r.deptCd ? (names.get(r.deptCd) ?? null) : null, jobNm: r.jobClsCd ? (codes.get(`JOB_CLS:${r.jobClsCd}`) ?? null) : null }));
}

export async function selectShowcase(actor: Actor, resumeId: number, selected: boolean, ip: string | null = null) {
  await requireSelector(actor, 'manage');
  const db = await getDb();
  const rows = await db
    .update(showcases)
    .set(selected ? { status: 'SELECTED', selectedAt: sql`now()`, selectedBy: actor.userId } : { status: 'PUBLISHED', selectedAt: null, selectedBy: null })
    .where(eq(showcases.resumeId, resumeId))
    .returning({ resumeId: showcases.resumeId });
  if (!rows.length) throw new HttpError(404, SHOWCASE_NOT_FOUND);
  await audit({ actorId: actor.userId, action: selected ? 'portfolio.showcase.select' : 'portfolio.showcase.unselect', targetType: 'portfolio_resume', targetId: String(resumeId), ip });
  return { resumeId, status: selected ? 'SELECTED' : 'PUBLISHED' };
}

// ---------------------------------------------------------------------------------------------
// What other students see.

const shownName = (korNm: string, showName: boolean) => (showName ? korNm : maskName(korNm));

/** Selected examples, filtered by department and job family, newest selection first. */
export async function bestPortfolios(query: Pick<BestPortfolioQuery, 'dept' | 'job' | 'page'>) {
  const db = await getDb();
  const cond = and(eq(showcases.status, 'SELECTED'), query.dept ? eq(showcases.deptCd, query.dept) : undefined, query.job ? eq(showcases.jobClsCd, query.job) : undefined);
  const [[{ n }], rows, names, codes] = await Promise.all([
    db.select({ n: count() }).from(showcases).where(cond),
    db
      .select({ resumeId: showcases.resumeId, title: resumes.title, intro: resumes.intro, sections: resumes.sections, korNm: users.korNm, showName: showcases.showName, deptCd: showcases.deptCd, jobClsCd: showcases.jobClsCd, selectedAt: showcases.selectedAt })
      .from(showcases)
      .innerJoin(resumes, eq(resumes.resumeId, showcases.resumeId))
      .innerJoin(users, eq(users.userId, showcases.studentId))
      .where(cond)
      .orderBy(desc(showcases.selectedAt), desc(showcases.resumeId))
      .limit(BEST_PAGE_SIZE)
      .offset((query.page - 1) * BEST_PAGE_SIZE),
    deptNames(),
    codeNames(),
  ]);
  return {
    total: n,
    page: query.page,
    size: BEST_PAGE_SIZE,
    list: rows.map((r) => ({
      resumeId: r.resumeId,
      title: r.title,
      writer: shownName(r.korNm, r.showName),
      deptNm: r.deptCd ? (names.get(r.deptCd) ?? null) : null,
      jobNm: r.jobClsCd ? (codes.get(`JOB_CLS:${r.jobClsCd}`) ?? null) : null,
      introExcerpt: r.intro ? r.intro.replace(/\s+/g, ' ').slice(0, 120) : null,
      sectionLabels: r.sections.filter((s) => (SHOWCASE_SECTION_CODES as string[]).includes(s)).map((s) => SHARE_SECTIONS[s as ShareSection].label),
    })),
  };
}

/** The filters' choices: departments and job families that have selected examples. */
export async function bestPortfolioFilters() {
  const db = await getDb();
  const [rows, names, codes] = await Promise.all([
    db.selectDistinct({ deptCd: showcases.deptCd, jobClsCd: showcases.jobClsCd }).from(showcases).where(eq(showcases.status, 'SELECTED')),
    deptNames(),
    codeNames(),
  ]);
  const deptsOf = [...new Set(rows.map((r) => r.deptCd).filter((d): d is string => !!d))].map((d) => ({ value: d, label: names.get(d) ?? d })).sort((a, b) => a.label.localeCompare(b.label, 'ko'));
  const jobs = [...new Set(rows.map((r) => r.jobClsCd).filter((j): j is string => !!j))].map((j) => ({ value: j, label: codes.get(`JOB_CLS:${j}`) ?? j })).sort((a, b) => a.label.localeCompare(b.label, 'ko'));
  return { depts: deptsOf, jobs };
}

export interface ShowcaseView {
  resumeId: number;
  title: string;
  writer: string;
  deptNm: string | null;
  grade: number | null;
  jobNm: string | null;
  intro: string | null;
  sections: { code: ShareSection; label: string; items: Pick<HistoryItem, 'key' | 'title' | 'date' | 'detail'>[] }[];
}

/**
 * One selected example as other students see it: only the sections an example may show, without
 * what she hid, from her history as it is today. Anything not selected (or withdrawn) is 404.
 */
export async function bestPortfolio(resumeId: number): Promise<ShowcaseView> {
  const db = await getDb();
  const [row] = await db
    .select({ title: resumes.title, intro: resumes.intro, sections: resumes.sections, studentId: showcases.studentId, korNm: users.korNm, gradeCd: users.gradeCd, showName: showcases.showName, deptCd: showcases.deptCd, jobClsCd: showcases.jobClsCd })
    .from(showcases)
    .innerJoin(resumes, eq(resumes.resumeId, showcases.resumeId))
    .innerJoin(users, eq(users.userId, showcases.studentId))
    .where(and(eq(showcases.resumeId, resumeId), eq(showcases.status, 'SELECTED')));
  if (!row) throw new HttpError(404, SHOWCASE_NOT_FOUND);
  const [items, names, codes] = await Promise.all([gatherHistory(row.studentId), deptNames(), codeNames()]);
  const codesShown = row.sections.filter((s): s is ShareSection => (SHOWCASE_SECTION_CODES as string[]).includes(s));
  return {
    resumeId,
    title: row.title,
    writer: shownName(row.korNm, row.showName),
    deptNm: row.deptCd ? (names.get(row.deptCd) ?? null) : null,
    grade: row.gradeCd && /^\d$/.test(row.gradeCd) ? Number(row.gradeCd) : null,
    jobNm: row.jobClsCd ? (codes.get(`JOB_CLS:${row.jobClsCd}`) ?? null) : null,
    intro: row.intro,
    sections: codesShown.map((code) => {
      const areas: readonly string[] = SHARE_SECTIONS[code].areas;
      return {
        code,
        label: SHARE_SECTIONS[code].label,
        items: publicItems(items.filter((i) => areas.includes(i.area)))
          .slice(0, SHOWCASE_MAX_ITEMS)
          .map(({ key, title, date, detail }) => ({ key, title, date, detail })),
      };
    }),
  };
}
