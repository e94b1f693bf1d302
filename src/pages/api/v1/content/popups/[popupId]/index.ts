import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { PopupIdParam, PopupSaveInput } from '@/lib/schemas/content-popups';
import { popupEditorView, savePopup } from '@/lib/server/content/popups';

/** The popup as its editor sees it: newest revision, version, state, history. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'read');
  const { popupId } = parse(PopupIdParam, params);
  return ok(await popupEditorView(user, popupId));
});

/** Saves a revision (draft or publish); an old version answers 409 with the current text. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'content', 'manage');
  const { popupId } = parse(PopupIdParam, params);
  const input = await parseJson(PopupSaveInput, request);
  const result = await savePopup(user, popupId, input, locals.clientIp);
  return ok(result, result.saved === 'draft' ? '임시저장했습니다.' : '게시했습니다.');
});
