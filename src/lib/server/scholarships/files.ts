// Documents of a scholarship application follow the application: the student who submitted them and
// those who may review it (the scholarship's manager, admins). The payer, who reads amounts and state
// only, does not read them (the file service asks, areas.ts).
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { can } from '../auth/permissions';
import { recordFileRule } from '../files/record-rule';

const { scholApplicationDocs: docs, scholApplications: appls, scholarships } = schema;

export const scholarshipFileRule = recordFileRule(
  'scholarships.document',
  async (fileGroupId) => {
    const db = await getDb();
    return db
      .select({ studentId: appls.studentId, managerId: scholarships.managerId })
      .from(docs)
      .innerJoin(appls, eq(appls.applId, docs.applId))
      .innerJoin(scholarships, eq(scholarships.scholId, appls.scholId))
      .where(eq(docs.fileGroupId, fileGroupId));
  },
  async (viewer, c) => viewer.userId === c.studentId || (await can(viewer, 'scholarships', 'decide', { managerIds: [c.managerId] })),
);
