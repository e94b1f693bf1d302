// Online courses and lectures: the ones in use, by category, in their set order.
import { and, asc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { onlineCategoryName } from '../../employrefer/online';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { hasRole } from '../auth/roles';
import type { OnlineCourseInput, OnlineQuery } from '../../schemas/employrefer';

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

// Staff side (decision 036): programme admins create, edit and hide courses; every change audited.

export async function canManageCourses(actor: { userId: string; userDiv: string } | null | undefined) {
  if (!actor) return false;
  if (actor.userDiv === 'adm') return true;
  return actor.userDiv === 'stf' && (await hasRole(actor.userId, 'PROGRAM_ADMIN'));
}

async function requireCourseAdmin(actor: { userId: string; userDiv: string }) {
  if (!(await canManageCourses(actor))) throw new HttpError(403, '온라인 강좌 관리는 프로그램 관리자만 할 수 있습니다.');
}

/** Every course, hidden ones too, in the students' order. */
export async function staffCourses(actor: { userId: string; userDiv: string }) {
  await requireCourseAdmin(actor);
  const db = await getDb();
  const rows = await db.select().from(courses).orderBy(asc(courses.categoryCd), asc(courses.sortOrder), asc(courses.courseId));
  return rows.map((c) => ({ ...c, categoryNm: onlineCategoryName(c.categoryCd) }));
}

export async function createCourse(actor: { userId: string; userDiv: string }, input: OnlineCourseInput, ip: string | null = null) {
  await requireCourseAdmin(actor);
  const db = await getDb();
  const [row] = await db.insert(courses).values({ ...input }).returning({ courseId: courses.courseId });
  await audit({ actorId: actor.userId, action: 'employrefer.course.create', targetType: 'online_course', targetId: String(row.courseId), detail: { title: input.title }, ip });
  return row;
}

export async function updateCourse(actor: { userId: string; userDiv: string }, courseId: number, input: OnlineCourseInput, ip: string | null = null) {
  await requireCourseAdmin(actor);
  const db = await getDb();
  const done = await db.update(courses).set({ ...input }).where(eq(courses.courseId, courseId)).returning({ courseId: courses.courseId });
  if (!done.length) throw new HttpError(404, '강좌를 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'employrefer.course.update', targetType: 'online_course', targetId: String(courseId), detail: { title: input.title }, ip });
  return done[0];
}

/** Hides a course from students (useYn N) or shows it again. */
export async function setCourseUse(actor: { userId: string; userDiv: string }, courseId: number, useYn: 'Y' | 'N', ip: string | null = null) {
  await requireCourseAdmin(actor);
  const db = await getDb();
  const done = await db.update(courses).set({ useYn }).where(eq(courses.courseId, courseId)).returning({ courseId: courses.courseId });
  if (!done.length) throw new HttpError(404, '강좌를 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'employrefer.course.use', targetType: 'online_course', targetId: String(courseId), detail: { useYn }, ip });
  return { courseId, useYn };
}
