import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { MentorQuery } from '@/lib/schemas/mentoring';
import { listMentors } from '@/lib/server/mentoring/mentors';

/** Approved mentors who take requests, by job family and topic. */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['std']);
  return ok(await listMentors(parseQuery(MentorQuery, url)));
});
