import { z } from 'zod';
import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { recommendationsFor } from '@/lib/server/learning/recommend/service';
import { REC_KIND_CODES, type RecKind } from '@/lib/server/learning/recommend/reasons';

// The student is always the one logged in: there is no student id to ask for someone else's.
const Query = z.object({ kind: z.enum(REC_KIND_CODES as [RecKind, ...RecKind[]], { error: '추천 구분이 올바르지 않습니다.' }).optional() });

export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  const { kind } = parseQuery(Query, url);
  const view = await recommendationsFor(user.userId);
  if (!kind) return ok(view);
  return ok({ ...view, recommended: view.recommended.filter((r) => r.kind === kind), needsPrereq: view.needsPrereq.filter((r) => r.kind === kind) });
});
