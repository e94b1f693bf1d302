import { endpoint, ok, parseJson, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { BannerCreateInput, ContentBannerQuery } from '@/lib/schemas/content-banners';
import { createBanner, editorBannerList } from '@/lib/server/content/banners';

/** Every main page banner and programme highlight, in every state, for content editors. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = await requirePermission(locals, 'content', 'read');
  return ok(await editorBannerList(user, parseQuery(ContentBannerQuery, url)));
});

/** A new banner or highlight: a draft, or published (shown during its period). */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'content', 'manage');
  const input = await parseJson(BannerCreateInput, request);
  const result = await createBanner(user, input, locals.clientIp);
  return ok(result, result.saved === 'draft' ? '임시저장했습니다.' : '게시했습니다.');
});
