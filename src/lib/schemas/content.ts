// Content editing inputs (guide pages, notices), shared by the editor island and the endpoints.
import * as z from 'zod/mini';
import { code, dateTime, id, int, MAX_ID, optionalId, optionalText, page, pageSize, searchKeyword, text, yn } from './fields';
import { AUDIENCE_DIVS } from '../content/states';

/** Large enough for a long guide with tables; the request body limit is the outer bound. */
export const MAX_BODY_CHARS = 200_000;

const optionalDateTime = (label: string) =>
  z.pipe(
    z.transform((v: unknown): unknown => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v)),
    z.optional(dateTime(label)),
  );

/** The fields of one save: title, body, the board fields, and what to do with it. */
const postFields = {
  title: text('제목', { max: 200 }),
  bodyHtml: text('본문', { max: MAX_BODY_CHARS, multiline: true }),
  category: optionalText('분류', { max: 30 }),
  pinYn: z._default(yn('상단 고정'), 'N'),
  audienceScope: z._default(z.enum(['ALL', 'LOGIN', 'DIVS'], { error: '공개 대상을 선택해 주세요.' }), 'ALL'),
  audienceDivs: z._default(z.array(z.enum(AUDIENCE_DIVS as unknown as [string, ...string[]], { error: '공개 대상이 올바르지 않습니다.' })).check(z.maxLength(10)), []),
  fileGroupId: optionalId('첨부파일 묶음'),
  /** draft: keep as a draft; publish: readers see it now, or from publishAt when that is later. */
  action: z.enum(['draft', 'publish'], { error: '저장 방법을 선택해 주세요.' }),
  publishAt: optionalDateTime('게시 시작 일시'),
  unpublishAt: optionalDateTime('게시 종료 일시'),
};

export const PostCreateInput = z.object({ boardCd: code('게시판', 20), ...postFields });
export type PostCreateInput = z.infer<typeof PostCreateInput>;

export const PostSaveInput = z.object({ version: int('버전', 1, MAX_ID), ...postFields });
export type PostSaveInput = z.infer<typeof PostSaveInput>;

export const VersionInput = z.object({ version: int('버전', 1, MAX_ID) });
export type VersionInput = z.infer<typeof VersionInput>;

export const RestoreInput = z.object({ version: int('버전', 1, MAX_ID), action: z._default(z.enum(['draft', 'publish'], { error: '복원 방법을 선택해 주세요.' }), 'draft') });
export type RestoreInput = z.infer<typeof RestoreInput>;

export const PostIdParam = z.object({ postId: id('게시글 번호') });
export const RevisionParam = z.object({ postId: id('게시글 번호'), revNo: id('판 번호') });

export const ContentPostQuery = z.object({
  boardCd: z.optional(code('게시판', 20)),
  keyword: searchKeyword(),
  page: page(),
  size: pageSize(20),
});
export type ContentPostQuery = z.infer<typeof ContentPostQuery>;

export const DiffQuery = z.object({ from: id('비교할 판'), to: id('비교할 판') });
