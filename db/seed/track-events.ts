// Approved track applications of the demo world as activity events (TRACK_APPROVED), dated at their
// approval, as the review writes them today: badge rules may count them and later areas read them.
// Loaded last; no demo badge counts this kind, so no award changes.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { trackEvent } from '../../src/lib/server/learning/tracks';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedTrackEvents(tx: Tx) {
  const { trackApplications: appls, tracks, activityEvents } = schema;
  const rows = await tx
    .select({ applId: appls.applId, studentId: appls.studentId, korNm: tracks.korNm, decidedAt: appls.decidedAt, createdAt: appls.createdAt })
    .from(appls)
    .innerJoin(tracks, eq(tracks.trackCd, appls.trackCd))
    .where(eq(appls.status, 'APPROVED'))
    .orderBy(appls.applId);
  if (!rows.length) return;
  const events = rows.map((r) => trackEvent(r.studentId, r.applId, r.korNm, r.decidedAt ?? r.createdAt));
  await tx.insert(activityEvents).values(events.map((e) => ({ userId: e.userId, kind: e.kind, title: e.title, refType: e.refType, refId: e.refId, occurredAt: e.occurredAt }))).onConflictDoNothing();
}
