import { z } from 'zod';
import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mergeFavorite } from '@/lib/server/favorites/service';
import { optionalId } from '@/lib/schemas/fields';

const Input = z.object({
  flId: optionalId('즐겨찾기 번호'),
  flMenuId: z.string().trim().min(1, '즐겨찾기 대상이 없습니다.').max(100),
  flType: z.enum(['MENU', 'PROGRAM', 'POST'], { error: '즐겨찾기 종류가 올바르지 않습니다.' }),
  viewType: z.string().trim().max(30).nullish().transform((v) => v ?? undefined),
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals);
  const result = await mergeFavorite(user, await parseJson(Input, request));
  return ok(result, result.action === 'insert' ? '즐겨찾기에 추가했습니다.' : '즐겨찾기에서 삭제했습니다.');
});
