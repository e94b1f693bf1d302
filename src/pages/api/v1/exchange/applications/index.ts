import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ExchangeApplyInput } from '@/lib/schemas/exchange';
import { apply, currentRounds, myApplications, standing } from '@/lib/server/exchange/exchange';
import { activitiesOf } from '@/lib/server/activity/events';

/** My standing (GPA and credits from the record), the rounds, my applications and my dispatches as recorded for the portfolio. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  const [me, rounds, applications, dispatched] = await Promise.all([standing(user.userId), currentRounds(), myApplications(user.userId), activitiesOf(user.userId, 'EXCHANGE_DISPATCHED')]);
  const events = dispatched.map((e) => ({ kind: e.kind, title: e.title, refId: e.refId, occurredAt: e.occurredAt }));
  return ok({ standing: me, rounds, applications, events });
});

/** Applies for a round with up to three universities in order; every requirement is checked here. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(ExchangeApplyInput, request);
  return ok(await apply(user, input, locals.clientIp), '교환학생에 지원했습니다.');
});
