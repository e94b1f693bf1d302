import { z } from 'zod';
import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { getDb, schema } from '@/lib/server/db';

const Input = z.object({
  menuId: z.string().trim().max(100).nullish(),
  menuUrl: z.string().trim().min(1, '메뉴 주소가 없습니다.').max(300).startsWith('/', '메뉴 주소는 / 로 시작해야 합니다.'),
});

/** Records one use of a menu (fire and forget on the client). */
export const POST = endpoint(async ({ request, locals }) => {
  const input = await parseJson(Input, request);
  const db = await getDb();
  const [row] = await db
    .insert(schema.menuUseHis)
    .values({ userId: locals.user?.userId ?? null, menuId: input.menuId ?? null, menuUrl: input.menuUrl })
    .returning({ hisId: schema.menuUseHis.hisId });
  return ok({ hisId: row.hisId });
});
