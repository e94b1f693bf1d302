// The competency certificate levels the demo world's students hold, recorded as activity events
// (COMPETENCY_CERTIFIED) as the portal records them when a level is reached, so badge rules can count
// them. Dated at the close of the 2026 first term, when the grades that earn them were final. Loaded
// before the badges, which are then issued from these events like every other kind.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { certificateFacts, certificateRequirements, certificationEvent } from '../../src/lib/server/learning/hcerti';
import { evaluateCertificate } from '../../src/lib/learning/hcerti';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedCertificateEvents(tx: Tx) {
  const requirements = await certificateRequirements(tx);
  const students = await tx.select({ userId: schema.users.userId }).from(schema.users).where(eq(schema.users.userDiv, 'std')).orderBy(schema.users.userId);
  const at = kst('2026-08-31', '18:00');
  const events = [];
  for (const s of students) {
    const state = evaluateCertificate(requirements, await certificateFacts(s.userId, tx));
    for (const l of state.levels.filter((x) => x.earned)) events.push(certificationEvent(s.userId, l, at));
  }
  if (!events.length) return;
  await tx.insert(schema.activityEvents).values(events.map((e) => ({ userId: e.userId, kind: e.kind, title: e.title, refType: e.refType, refId: e.refId, occurredAt: e.occurredAt }))).onConflictDoNothing();
}
