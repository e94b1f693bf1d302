// Evidence and attachments the areas' records hold, each following its record's own right in the
// permission table (decision 046): the student (or company) who uploaded them, and the office people
// of that area; nobody else among the staff (the file service asks, areas.ts).
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { can } from '../auth/permissions';
import type { Area } from '../../permissions';
import { recordFileRule } from './record-rule';

type Carrier = { studentId: string | null; managerId?: string | null };

/** Files of a record of an area: her own, or those who may read the area's records. */
function areaRule(owner: string, area: Area, carriers: (fileGroupId: number) => Promise<Carrier[]>) {
  return recordFileRule(owner, carriers, async (viewer, c) => viewer.userId === c.studentId || (await can(viewer, area, 'read', c.managerId !== undefined ? { managerIds: [c.managerId] } : undefined)));
}

const db = () => getDb();

export const careerReportFileRule = areaRule('career.report', 'programs', async (g) => {
  const { careerReportSubmissions: subs, careerApplications: appls, careerPrograms: programs } = schema;
  return (await db())
    .select({ studentId: subs.studentId, managerId: programs.managerId })
    .from(subs)
    .innerJoin(appls, eq(appls.applId, subs.applId))
    .innerJoin(programs, eq(programs.programId, appls.programId))
    .where(eq(subs.fileGroupId, g));
});

export const extactFileRule = areaRule('extact.evidence', 'extact', async (g) => {
  const d = await db();
  return [
    ...(await d.select({ studentId: schema.extActivities.studentId }).from(schema.extActivities).where(eq(schema.extActivities.evidenceFileGroupId, g))),
    ...(await d.select({ studentId: schema.extServiceHours.studentId }).from(schema.extServiceHours).where(eq(schema.extServiceHours.evidenceFileGroupId, g))),
  ];
});

export const exchangeFileRule = areaRule('exchange.evidence', 'exchange', async (g) =>
  (await db()).select({ studentId: schema.exchangeApplications.studentId }).from(schema.exchangeApplications).where(eq(schema.exchangeApplications.evidenceFileGroupId, g)),
);

export const portfolioFileRule = areaRule('portfolio.evidence', 'showcases', async (g) =>
  (await db()).select({ studentId: schema.portfolioEntries.studentId }).from(schema.portfolioEntries).where(eq(schema.portfolioEntries.evidenceFileGroupId, g)),
);

export const startupFileRule = areaRule('startup.funding', 'startup', async (g) =>
  (await db()).select({ studentId: schema.startupFundingAppls.studentId }).from(schema.startupFundingAppls).where(eq(schema.startupFundingAppls.fileGroupId, g)),
);

/** A posting's files: public once approved; before, the company that uploaded them and the recruiting office. */
export const recruitingFileRule = areaRule('recruiting.posting', 'recruiting', async (g) =>
  (await db()).select({ postingId: schema.recruitPostings.postingId }).from(schema.recruitPostings).where(eq(schema.recruitPostings.fileGroupId, g)).then((rows) => rows.map(() => ({ studentId: null }))),
);
