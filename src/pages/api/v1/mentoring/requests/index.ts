import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mentorInbox, myRequests } from '@/lib/server/mentoring/requests';
import { isDiv } from '@/lib/users';

/** A student's own requests, and (for a mentor: a graduate or an outside user) the requests addressed to her. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std', 'otsdr']);
  const [mine, addressed] = await Promise.all([isDiv(user, 'std') ? myRequests(user.userId) : Promise.resolve([]), mentorInbox(user.userId)]);
  return ok({ mine: mine.map(({ studentId: _own, ...r }) => r), addressed });
});
