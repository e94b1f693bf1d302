import { z } from 'zod';
import { endpoint, ok, parseJson, HttpError } from '@/lib/server/http/respond';
import { recordMenuUse } from '@/lib/server/menus/use-history';
import { createLimiter } from '@/lib/server/http/rate-limit';
import { optionalCode } from '@/lib/schemas/fields';

const Input = z.object({
  menuId: optionalCode('메뉴', 100),
  menuUrl: z.string().trim().min(1, '메뉴 주소가 없습니다.').max(300).startsWith('/', '메뉴 주소는 / 로 시작해야 합니다.'),
});
// Anonymous visitors write too: a cap per address keeps one client from filling the table.
const anonymous = createLimiter(30, 60_000);

/** Records one use of a menu (fire and forget on the client). */
export const POST = endpoint(async ({ request, locals }) => {
  const input = await parseJson(Input, request);
  if (!locals.user && !anonymous.allow(locals.clientIp ?? '-')) throw new HttpError(429, '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
  return ok(await recordMenuUse(locals.user?.userId ?? null, input.menuId ?? null, input.menuUrl));
});
