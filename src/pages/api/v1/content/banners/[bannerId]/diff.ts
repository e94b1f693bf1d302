import { endpoint, ok, parse, parseQuery } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { DiffQuery } from '@/lib/schemas/content';
import { BannerIdParam } from '@/lib/schemas/content-banners';
import { bannerDiff } from '@/lib/server/content/banners';

/** What changed between two revisions of one 배너: words of the texts, and each field before and after. */
export const GET = endpoint(async ({ params, url, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'read');
  const { bannerId } = parse(BannerIdParam, params);
  const { from, to } = parseQuery(DiffQuery, url);
  return ok(await bannerDiff(user, bannerId, from, to));
});
