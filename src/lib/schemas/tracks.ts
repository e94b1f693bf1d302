// Track inputs, shared by the islands and the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import * as fields from './fields';

const text = (label: string, min: number, max: number) => fields.text(label, { min, max, multiline: max > 100 });
const optionalText = (label: string, max: number) => fields.optionalText(label, { max, multiline: max > 100 });
const date = fields.date;
const int = fields.int;

export const TRACK_CD = /^[A-Z0-9_-]{1,20}$/;
export const MOTIVATION_MIN = 20;
export const MOTIVATION_MAX = 1000;

export const TrackApplyInput = z.object({
  trackCd: z.string({ error: '트랙을 선택해 주세요.' }).check(z.regex(TRACK_CD, '트랙을 선택해 주세요.')),
  motivation: text('신청 동기', MOTIVATION_MIN, MOTIVATION_MAX),
});
export type TrackApplyInput = z.infer<typeof TrackApplyInput>;

export const TrackReviewInput = z
  .object({
    decision: z.enum(['APPROVE', 'RETURN'], { error: '승인 또는 반려를 선택해 주세요.' }),
    note: optionalText('심사 의견', 500),
  })
  .check(
    z.refine((v) => v.decision !== 'RETURN' || !!v.note, { message: '반려 사유를 입력해 주세요.', path: ['note'] }),
  );
export type TrackReviewInput = z.infer<typeof TrackReviewInput>;

export const TrackEditInput = z.object({
  summary: text('트랙 목표', 1, 300),
  description: text('트랙 설명', 1, 4000),
  applyStartDt: date('신청 시작일'),
  applyEndDt: date('신청 마감일'),
  // null means no limit (the form sends null for an empty box).
  capacity: z.nullable(int('정원', 1, 1000)),
  minCredits: int('이수 기준 학점', 1, 200),
  subjects: z
    .array(
      z.object({
        sbjtKeyId: z.string({ error: '교과목을 선택해 주세요.' }).check(z.minLength(1, '교과목을 선택해 주세요.'), z.maxLength(20, '교과목 번호가 올바르지 않습니다.')),
        required: z.boolean({ error: '필수 여부가 올바르지 않습니다.' }),
      }),
      { error: '교과목 목록이 올바르지 않습니다.' },
    )
    .check(z.minLength(1, '교과목을 한 개 이상 넣어 주세요.'), z.maxLength(40, '교과목은 40개까지 넣을 수 있습니다.')),
});
export type TrackEditInput = z.infer<typeof TrackEditInput>;
