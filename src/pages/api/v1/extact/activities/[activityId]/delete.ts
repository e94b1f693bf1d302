import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ActivityIdParam } from '@/lib/schemas/extact';
import { deleteActivity } from '@/lib/server/extact/activities';

/** Deletes a draft or a returned activity. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { activityId } = parse(ActivityIdParam, params);
  await deleteActivity(user, activityId, locals.clientIp);
  return ok(null, '삭제했습니다.');
});
