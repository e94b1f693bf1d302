import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { RestoreInput } from '@/lib/schemas/content';
import { PopupRevisionParam } from '@/lib/schemas/content-popups';
import { restorePopup } from '@/lib/server/content/popups';

/** Restores an old revision of a 팝업 as a new revision (a draft, or published at once). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'manage');
  const { popupId, revNo } = parse(PopupRevisionParam, params);
  const input = await parseJson(RestoreInput, request);
  const result = await restorePopup(user, popupId, revNo, input, locals.clientIp);
  return ok(result, result.saved === 'draft' ? `${revNo}판을 새 임시저장으로 복원했습니다.` : `${revNo}판을 복원해 게시했습니다.`);
});
