import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { PopupIdParam } from '@/lib/schemas/content-popups';
import { popupRevisions } from '@/lib/server/content/popups';

/** The revision history of one 팝업: who saved what and when, newest first. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'read');
  const { popupId } = parse(PopupIdParam, params);
  return ok(await popupRevisions(user, popupId));
});
