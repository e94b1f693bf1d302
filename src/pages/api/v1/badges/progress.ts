import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { myProgress } from '@/lib/server/badges/awards';
import { recordCertificate } from '@/lib/server/learning/hcerti';

/** Badges I can still earn by a rule, with what I have done towards each. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  // A certificate level reached through grades is recorded before its badge's progress is read.
  await recordCertificate(user.userId);
  return ok(await myProgress(user.userId));
});
