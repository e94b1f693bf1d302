import { z } from 'zod';
import { endpoint, ok, parseQuery, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { handlersWithSlots } from '@/lib/server/counselling/handlers';
import { CNSL_KIND_KEYS } from '@/lib/counselling/kinds';

const Query = z.object({ cnslKind: z.enum(CNSL_KIND_KEYS, { error: '상담 종류가 올바르지 않습니다.' }), handlerId: q.optionalText(50) });

/** Who handles a kind and their open slots. Professor counselling: the chosen professor (the advisor by default). */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals);
  const { cnslKind, handlerId } = parseQuery(Query, url);
  return ok(await handlersWithSlots(user, cnslKind, handlerId));
});
