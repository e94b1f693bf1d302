// Online courses and lectures: the ones in use, by category, in their set order.
import { and, asc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { onlineCategoryName } from '../../employrefer/online';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { authorize, can } from '../auth/permissions';
import type { OnlineCourseInput, OnlineQuery } from '../../schemas/employrefer';
import type { Actor } from '../../users';

const { onlineCourses: courses } = schema;

export async function listOnlineCourses(query: OnlineQuery) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(courses)
    .where(and(eq(courses.useYn, 'Y'), query.categoryCd ? eq(courses.categoryCd, query.categoryCd) : undefined))
    .orderBy(asc(courses.categoryCd), asc(courses.sortOrder), asc(courses.courseId));
  return rows.map((c) => ({
    courseId: c.courseId,
    categoryCd: c.categoryCd,
    categoryNm: onlineCategoryName(c.categoryCd),
    title: c.title,
    provider: c.provider,
    description: c.description,
    // Only https links leave the portal.
    url: /^https:\/\//.test(c.url) ? c.url : null,
    durationMin: c.durationMin,
  }));
}

/** How far each course category leads into the portal's own help, shown under a course. */
const NEXT_STEPS: Record<string, { label: string; href: string }> = {
  RESUME: { label: '자기소개서 도우미에서 초안 쓰기', href: '/user/employrefer/jasoseol' },
  INTERVIEW: { label: '현직자 멘토에게 면접 조언 구하기', href: '/user/mentoring/senior' },
  JOB: { label: '진로흥미검사로 맞는 직무 알아보기', href: '/user/employrefer/careertest' },
  SKILL: { label: '역량을 키우는 비교과 프로그램 찾기', href: '/user/futuredesign/careerAct' },
  INDUSTRY: { label: '채용정보에서 기업 찾아보기', href: '/user/careerinfo/cmmnrecrt' },
};

/** One course in use, with up to four others of its category; a hidden or unknown one is 404. */
export async function onlineCourse(courseId: number) {
  const list = await listOnlineCourses({});
  const course = list.find((c) => c.courseId === courseId);
  if (!course) throw new HttpError(404, '강좌를 찾을 수 없습니다.');
  return {
    course,
    related: list.filter((c) => c.categoryCd === course.categoryCd && c.courseId !== courseId).slice(0, 4),
    next: NEXT_STEPS[course.categoryCd] ?? null,
  };
}

// Staff side (decision 036): programme admins create, edit and hide courses; every change audited.

/** Whoever the permission table lets manage courses (PROGRAM_ADMIN holders and admins, decision 046). */
export async function canManageCourses(actor: Actor | null | undefined) {
  return can(actor, 'onlineCourses', 'manage');
}

async function requireCourseAdmin(actor: Actor, action: 'read' | 'manage' = 'manage') {
  await authorize(actor, 'onlineCourses', action);
}

/** Every course, hidden ones too, in the students' order. */
export async function staffCourses(actor: Actor) {
  await requireCourseAdmin(actor, 'read');
  const db = await getDb();
  const rows = await db.select().from(courses).orderBy(asc(courses.categoryCd), asc(courses.sortOrder), asc(courses.courseId));
  return rows.map((c) => ({ ...c, categoryNm: onlineCategoryName(c.categoryCd) }));
}

export async function createCourse(actor: Actor, input: OnlineCourseInput, ip: string | null = null) {
  await requireCourseAdmin(actor);
  const db = await getDb();
  const [row] = await db.insert(courses).values({ ...input }).returning({ courseId: courses.courseId });
  await audit({ actorId: actor.userId, action: 'employrefer.course.create', targetType: 'online_course', targetId: String(row.courseId), detail: { title: input.title }, ip });
  return row;
}

export async function updateCourse(actor: Actor, courseId: number, input: OnlineCourseInput, ip: string | null = null) {
  await requireCourseAdmin(actor);
  const db = await getDb();
  const done = await db.update(courses).set({ ...input }).where(eq(courses.courseId, courseId)).returning({ courseId: courses.courseId });
  if (!done.length) throw new HttpError(404, '강좌를 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'employrefer.course.update', targetType: 'online_course', targetId: String(courseId), detail: { title: input.title }, ip });
  return done[0];
}

/** Hides a course from students (useYn N) or shows it again. */
export async function setCourseUse(actor: Actor, courseId: number, useYn: 'Y' | 'N', ip: string | null = null) {
  await requireCourseAdmin(actor);
  const db = await getDb();
  const done = await db.update(courses).set({ useYn }).where(eq(courses.courseId, courseId)).returning({ courseId: courses.courseId });
  if (!done.length) throw new HttpError(404, '강좌를 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'employrefer.course.use', targetType: 'online_course', targetId: String(courseId), detail: { useYn }, ip });
  return { courseId, useYn };
}
