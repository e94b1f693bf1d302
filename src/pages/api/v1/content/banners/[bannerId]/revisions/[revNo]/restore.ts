import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { RestoreInput } from '@/lib/schemas/content';
import { BannerRevisionParam } from '@/lib/schemas/content-banners';
import { restoreBanner } from '@/lib/server/content/banners';

/** Restores an old revision of a 배너 as a new revision (a draft, or published at once). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'manage');
  const { bannerId, revNo } = parse(BannerRevisionParam, params);
  const input = await parseJson(RestoreInput, request);
  const result = await restoreBanner(user, bannerId, revNo, input, locals.clientIp);
  return ok(result, result.saved === 'draft' ? `${revNo}판을 새 임시저장으로 복원했습니다.` : `${revNo}판을 복원해 게시했습니다.`);
});
