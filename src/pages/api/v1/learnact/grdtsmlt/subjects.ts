import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { searchSubjects } from '@/lib/server/learning/graduation/service';
import { SubjectSearchInput } from '@/lib/schemas/learning-grad';

/** Subjects by name or code, to add as planned subjects in the what-if. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await searchSubjects(user.userId, parseQuery(SubjectSearchInput, url).keyword));
});
