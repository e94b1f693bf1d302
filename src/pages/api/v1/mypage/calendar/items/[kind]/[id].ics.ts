import { z } from 'zod';
import { endpoint, errorResponse, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { config } from '@/lib/server/config';
import { singleIcs } from '@/lib/server/mypage/calendar-feed';
import { DOWNLOAD_KINDS } from '@/lib/server/mypage/calendar-items';

const Params = z.object({ kind: z.enum(DOWNLOAD_KINDS, { error: '알 수 없는 일정 종류입니다.' }), id: q.positiveInt('번호') });

/** One of her records as an .ics file to add to a calendar; anyone else's is not found. */
export const GET = endpoint(async ({ params, locals, url }) => {
  const user = requireUser(locals, ['std']);
  const parsed = Params.safeParse(params);
  if (!parsed.success) return errorResponse(404, '일정을 찾을 수 없습니다.');
  const { kind, id } = parsed.data;
  const file = await singleIcs(user.userId, kind, id, config.publicOrigin ?? url.origin);
  if (!file) return errorResponse(404, '일정을 찾을 수 없습니다.');
  return new Response(file.body, {
    status: 200,
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, no-store', 'Content-Disposition': `attachment; filename="${file.filename}"` },
  });
});
