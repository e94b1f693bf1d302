import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ActivityIdParam, ActivityInput } from '@/lib/schemas/extact';
import { activityDetail, updateActivity } from '@/lib/server/extact/activities';

/** One of her activities with evidence and history; anyone else's is not found. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { activityId } = parse(ActivityIdParam, params);
  return ok(await activityDetail(user, activityId));
});

/** Changes a draft or a returned activity. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { activityId } = parse(ActivityIdParam, params);
  const input = await parseJson(ActivityInput, request);
  return ok(await updateActivity(user, activityId, input, locals.clientIp), '저장했습니다.');
});
