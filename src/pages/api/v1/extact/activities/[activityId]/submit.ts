import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ActivityIdParam } from '@/lib/schemas/extact';
import { submitActivity } from '@/lib/server/extact/activities';

/** Sends the activity for review (신청). */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { activityId } = parse(ActivityIdParam, params);
  return ok(await submitActivity(user, activityId, locals.clientIp), '신청했습니다. 담당자의 확인을 기다려 주세요.');
});
