import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { GradAdmissionQuery } from '@/lib/schemas/recruiting';
import { listGradAdmissions } from '@/lib/server/recruiting/grad';

/** Graduate-school admission rounds: search, degree, deadline and paging. */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['std']);
  return ok(await listGradAdmissions(parseQuery(GradAdmissionQuery, url)));
});
