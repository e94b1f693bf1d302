import { endpoint, ok, parseJson, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ContentPopupQuery, PopupCreateInput } from '@/lib/schemas/content-popups';
import { createPopup, editorPopupList } from '@/lib/server/content/popups';

/** Every system popup, in every state, for content editors. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = await requirePermission(locals, 'content', 'read');
  return ok(await editorPopupList(user, parseQuery(ContentPopupQuery, url)));
});

/** A new popup: kept as a draft, or published (shown during its period to its readers). */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'content', 'manage');
  const input = await parseJson(PopupCreateInput, request);
  const result = await createPopup(user, input, locals.clientIp);
  return ok(result, result.saved === 'draft' ? '임시저장했습니다.' : '게시했습니다.');
});
