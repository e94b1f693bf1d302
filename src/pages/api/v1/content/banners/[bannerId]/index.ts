import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { BannerIdParam, BannerSaveInput } from '@/lib/schemas/content-banners';
import { bannerEditorView, saveBanner } from '@/lib/server/content/banners';

export const GET = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'read');
  const { bannerId } = parse(BannerIdParam, params);
  return ok(await bannerEditorView(user, bannerId));
});

/** Saves a revision (draft or publish); an old version answers 409 with the current text. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'manage');
  const { bannerId } = parse(BannerIdParam, params);
  const input = await parseJson(BannerSaveInput, request);
  const result = await saveBanner(user, bannerId, input, locals.clientIp);
  return ok(result, result.saved === 'draft' ? '임시저장했습니다.' : '게시했습니다.');
});
