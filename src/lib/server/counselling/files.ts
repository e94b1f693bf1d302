// Counselling attachments are private to counselling: readable by the student who attached them and
// by those who handle the application that carries them (the file service asks, areas.ts).
import { eq } from 'drizzle-orm';
import { getDb, schema } from '../db';
import type { FileReadRule } from '../files/service';
import { canHandle } from './access';

const { cnslApplications: appls } = schema;

export const counsellingFileRule: FileReadRule = {
  owner: 'counselling.application',
  async canRead(group, viewer) {
    const db = await getDb();
    // A student may attach one group to several applications.
    const carriers = await db
      .select({ studentId: appls.studentId, cnslKind: appls.cnslKind, handlerId: appls.handlerId })
      .from(appls)
      .where(eq(appls.fileGroupId, group.fileGroupId));
    if (!carriers.length) return null;
    if (!viewer) return false;
    if (viewer.userId === group.ownerId) return true;
    for (const appl of carriers) if (await canHandle(viewer, appl)) return true;
    return false;
  },
};
