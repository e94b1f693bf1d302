import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { BannerIdParam } from '@/lib/schemas/content-banners';
import { bannerRevisions } from '@/lib/server/content/banners';

/** The revision history of one 배너: who saved what and when, newest first. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'read');
  const { bannerId } = parse(BannerIdParam, params);
  return ok(await bannerRevisions(user, bannerId));
});
