// Online courses and lectures: the ones in use, by category, in their set order.
import { and, asc, eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { onlineCategoryName } from '../../employrefer/online';
import type { OnlineQuery } from '../../schemas/employrefer';

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
