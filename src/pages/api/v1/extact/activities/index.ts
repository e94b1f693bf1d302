import { endpoint, ok, parseJson, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ActivityInput, OwnQuery } from '@/lib/schemas/extact';
import { createActivity, listActivities } from '@/lib/server/extact/activities';

/** Her external activities, by state and year. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await listActivities(user.userId, parseQuery(OwnQuery, url)));
});

/** A new activity, saved as a draft (작성중). */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(ActivityInput, request);
  return ok(await createActivity(user, input, locals.clientIp), '교외활동을 임시저장했습니다.');
});
