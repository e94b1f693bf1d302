import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { PopupIdParam } from '@/lib/schemas/content-popups';
import { VersionInput } from '@/lib/schemas/content';
import { turnOffPopup } from '@/lib/server/content/popups';

/** Turns the popup off: readers no longer see it. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'manage');
  const { popupId } = parse(PopupIdParam, params);
  const input = await parseJson(VersionInput, request);
  return ok(await turnOffPopup(user, popupId, input, locals.clientIp), '팝업을 내렸습니다.');
});
