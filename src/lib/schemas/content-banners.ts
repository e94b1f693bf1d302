// Main page banners and programme highlights: editing inputs shared by the editor island and the endpoints.
import * as z from 'zod/mini';
import { date, id, int, MAX_ID, optionalId, optionalText, page, pageSize, text } from './fields';
import { isSafeLink, POPUP_LINK_ERROR } from './content-popups';

export const BANNER_PLACEMENTS = ['BANNER', 'HIGHLIGHT'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export const PLACEMENT_NAMES: Record<BannerPlacement, string> = { BANNER: '메인 배너', HIGHLIGHT: '프로그램 하이라이트' };

const bannerFields = {
  placement: z.enum(BANNER_PLACEMENTS, { error: '위치를 선택해 주세요.' }),
  title: text('제목', { max: 60 }),
  summary: optionalText('요약', { max: 120 }),
  linkUrl: z.pipe(optionalText('링크', { max: 500 }), z.optional(z.string().check(z.refine(isSafeLink, POPUP_LINK_ERROR)))),
  imageFileId: optionalId('이미지'),
  imageAlt: optionalText('이미지 설명', { max: 120 }),
  sortOrd: z._default(int('순서', 0, 999), 0),
  startDt: date('게시 시작일'),
  endDt: date('게시 종료일'),
  /** draft: keep as a draft; publish: shown on the main page during its period. */
  action: z.enum(['draft', 'publish'], { error: '저장 방법을 선택해 주세요.' }),
};

export const BannerCreateInput = z.object(bannerFields);
export type BannerCreateInput = z.infer<typeof BannerCreateInput>;
export const BannerSaveInput = z.object({ version: int('버전', 1, MAX_ID), ...bannerFields });
export type BannerSaveInput = z.infer<typeof BannerSaveInput>;
export const BannerIdParam = z.object({ bannerId: id('배너 번호') });
export const BannerRevisionParam = z.object({ bannerId: id('배너 번호'), revNo: id('판 번호') });
export const ContentBannerQuery = z.object({ placement: z.optional(z.enum(BANNER_PLACEMENTS, { error: '위치가 올바르지 않습니다.' })), page: page(), size: pageSize(20) });
export type ContentBannerQuery = z.infer<typeof ContentBannerQuery>;
