// Career programme inputs, shared by the islands and the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import { id, optionalCode, optionalDate, optionalText, page, pageSize, searchKeyword, yn } from './fields';
import { CAREER_STATUSES } from '../career/programs';

export const PHASE_FILTERS = ['RECRUITING', 'CLOSED', 'RUNNING', 'UPCOMING', 'FINISHED'] as const;

/** The programme list's query: search, filters and paging. */
export const CareerProgramQuery = z.object({
  keyword: searchKeyword(),
  categoryCd: optionalCode('분류'),
  competencyCd: optionalCode('역량'),
  phase: z.optional(z.enum(PHASE_FILTERS, { error: '진행 상태가 올바르지 않습니다.' })),
  /** Programmes that run (at least partly) between these days. */
  from: optionalDate('시작일'),
  to: optionalDate('종료일'),
  bookmarked: z.optional(z.enum(['Y', 'N'])),
  page: page(),
  size: pageSize(10),
});
export type CareerProgramQuery = z.infer<typeof CareerProgramQuery>;

export const CareerApplyInput = z.object({
  motivation: optionalText('신청 동기', { max: 500, multiline: true }),
});
export type CareerApplyInput = z.infer<typeof CareerApplyInput>;

export const ProgramIdParam = z.object({ programId: id('프로그램 번호') });
export const ApplIdParam = z.object({ applId: id('신청 번호') });

/** Staff decisions on one application. A rejection needs its reason. */
export const CareerDecisionInput = z
  .object({
    action: z.enum(['APPROVE', 'REJECT', 'ATTEND', 'COMPLETE', 'NOT_COMPLETE'], { error: '처리 방법을 선택해 주세요.' }),
    note: optionalText('사유', { max: 500, multiline: true }),
  })
  .check(
    z.refine((v) => v.action !== 'REJECT' || !!v.note, { message: '반려 사유를 입력해 주세요.', path: ['note'] }),
  );
export type CareerDecisionInput = z.infer<typeof CareerDecisionInput>;

export const StaffApplQuery = z.object({
  status: z.optional(z.enum(CAREER_STATUSES as [string, ...string[]], { error: '신청 상태가 올바르지 않습니다.' })),
});

export const BookmarkInput = z.object({ bookmarked: yn('관심 여부') });
