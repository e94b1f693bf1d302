// System popup editing inputs, shared by the editor island and the endpoints.
import * as z from 'zod/mini';
import { date, id, int, MAX_ID, optionalText, page, pageSize, searchKeyword, text } from './fields';
import { AUDIENCE_DIVS } from '../content/states';

export const MAX_POPUP_BODY_CHARS = 20_000;

/** A popup's link: a same-site path ("/notice/3", not "//host") or an https address. */
export function isSafeLink(v: string): boolean {
  if (/^\/(?![/\\])/.test(v)) return !/[\s<>"'`]/.test(v);
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && !!url.hostname && !/[\s<>"'`]/.test(v);
  } catch {
    return false;
  }
}

export const POPUP_LINK_ERROR = '링크는 포털 안의 경로(/로 시작) 또는 https:// 주소만 쓸 수 있습니다.';

const popupFields = {
  title: text('제목', { max: 100 }),
  bodyHtml: text('본문', { max: MAX_POPUP_BODY_CHARS, multiline: true }),
  linkUrl: z.pipe(optionalText('링크', { max: 500 }), z.optional(z.string().check(z.refine(isSafeLink, POPUP_LINK_ERROR)))),
  startDt: date('게시 시작일'),
  endDt: date('게시 종료일'),
  audienceScope: z._default(z.enum(['ALL', 'LOGIN', 'DIVS'], { error: '보여 줄 대상을 선택해 주세요.' }), 'ALL'),
  audienceDivs: z._default(z.array(z.enum(AUDIENCE_DIVS as unknown as [string, ...string[]], { error: '보여 줄 대상이 올바르지 않습니다.' })).check(z.maxLength(10)), []),
  sortOrd: z._default(int('순서', 0, 999), 0),
  width: z._default(int('너비', 280, 800, 'px'), 420),
  /** draft: keep as a draft; publish: shown during its period. */
  action: z.enum(['draft', 'publish'], { error: '저장 방법을 선택해 주세요.' }),
};

export const PopupCreateInput = z.object(popupFields);
export type PopupCreateInput = z.infer<typeof PopupCreateInput>;

export const PopupSaveInput = z.object({ version: int('버전', 1, MAX_ID), ...popupFields });
export type PopupSaveInput = z.infer<typeof PopupSaveInput>;

export const PopupIdParam = z.object({ popupId: id('팝업 번호') });
export const PopupRevisionParam = z.object({ popupId: id('팝업 번호'), revNo: id('판 번호') });

export const ContentPopupQuery = z.object({ keyword: searchKeyword(), page: page(), size: pageSize(20) });
export type ContentPopupQuery = z.infer<typeof ContentPopupQuery>;
