import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { SessionIdParam } from '@/lib/schemas/career';
import { currentCheckinCode } from '@/lib/server/career/checkin';

/** The attendance QR code to show now (it changes every 30 seconds) and how many are present. */
export const GET = endpoint(async ({ locals, params, url }) => {
  const user = requireUser(locals);
  const { sessionId } = parse(SessionIdParam, params);
  await mayRun(user, { sessionId }, 'manage');
  const code = await currentCheckinCode(user, sessionId, url.origin);
  const res = ok(code);
  res.headers.set('Cache-Control', 'no-store');
  return res;
});
