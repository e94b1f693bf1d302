import { endpoint, ok, parse, parseQuery } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { DiffQuery } from '@/lib/schemas/content';
import { PopupIdParam } from '@/lib/schemas/content-popups';
import { popupDiff } from '@/lib/server/content/popups';

/** What changed between two revisions of one 팝업: words of the texts, and each field before and after. */
export const GET = endpoint(async ({ params, url, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'read');
  const { popupId } = parse(PopupIdParam, params);
  const { from, to } = parseQuery(DiffQuery, url);
  return ok(await popupDiff(user, popupId, from, to));
});
