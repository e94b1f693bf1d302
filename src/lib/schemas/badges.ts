// E-badge inputs, shared by the staff form and the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import { code, id, int, optionalCode, text, yn } from './fields';
import { COMPETENCY_KINDS, RULE_KIND_CODES, type CountedKind } from '../badges/rules';

export const BadgeIdParam = z.object({ badgeId: id('배지 번호') });
export const AwardIdParam = z.object({ awardId: id('배지 번호') });

export const BadgeVerifyCode = z.object({
  code: z.string().check(z.regex(/^[A-Z2-7]{16}$/, '확인 코드가 올바르지 않습니다.')),
});

/** Staff: a badge definition. The rule comes as flat fields; a counted rule needs its count. */
export const BadgeEditInput = z
  .object({
    badgeNm: text('배지 이름', { max: 50 }),
    description: text('설명', { max: 500, multiline: true }),
    criteria: text('발급 기준', { max: 1000, multiline: true }),
    ruleKind: z.enum(RULE_KIND_CODES, { error: '발급 방식을 선택해 주세요.' }),
    ruleCount: z.optional(z.pipe(z.transform((v: unknown): unknown => (v === '' || v === null ? undefined : v)), z.optional(int('필요 횟수', 1, 50)))),
    competencyCd: optionalCode('역량'),
    color: z.string({ error: '색상을 선택해 주세요.' }).check(z.regex(/^#[0-9A-Fa-f]{6}$/, '색상은 #RRGGBB 형식이어야 합니다.')),
    symbol: text('기호', { max: 2 }),
    useYn: yn('운영 여부'),
  })
  .check(
    z.refine((v) => v.ruleKind === 'MANUAL' || v.ruleCount !== undefined, { message: '필요 횟수를 입력해 주세요.', path: ['ruleCount'] }),
    z.refine((v) => !v.competencyCd || COMPETENCY_KINDS.includes(v.ruleKind as CountedKind), { message: '역량은 비교과 프로그램 이수 규칙에만 지정할 수 있습니다.', path: ['competencyCd'] }),
  );
export type BadgeEditInput = z.infer<typeof BadgeEditInput>;

/** Staff: issue a badge by hand, always with a reason. */
export const BadgeIssueInput = z.object({
  studentId: code('학번', 30, 'type'),
  reason: text('수여 사유', { max: 300, multiline: true }),
});
export type BadgeIssueInput = z.infer<typeof BadgeIssueInput>;

export const BadgeRevokeInput = z.object({
  reason: text('취소 사유', { max: 300, multiline: true }),
});
export type BadgeRevokeInput = z.infer<typeof BadgeRevokeInput>;

/** The student shows or hides one of her badges. */
export const BadgeVisibilityInput = z.object({
  hidden: z.boolean({ error: '공개 여부가 올바르지 않습니다.' }),
});

/** Staff: find a student by 학번 or name. */
export const StudentSearchQuery = z.object({
  keyword: text('검색어', { max: 30 }),
});
