import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { BannerIdParam } from '@/lib/schemas/content-banners';
import { VersionInput } from '@/lib/schemas/content';
import { turnOffBanner } from '@/lib/server/content/banners';

/** Takes the banner or highlight off the main page. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'manage');
  const { bannerId } = parse(BannerIdParam, params);
  const input = await parseJson(VersionInput, request);
  return ok(await turnOffBanner(user, bannerId, input, locals.clientIp), '메인 화면에서 내렸습니다.');
});
