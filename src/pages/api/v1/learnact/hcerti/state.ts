import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { shownCertificate } from '@/lib/server/learning/hcerti';

/** The student's own progress toward each level of the competency certificate. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await shownCertificate(user.userId));
});
