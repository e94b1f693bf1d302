// Account management by admins, and setting a password from a one-time link. Shared by the islands
// and the endpoints.
import * as z from 'zod/mini';
import { code, optionalCode, page, pageSize, searchKeyword, text } from './fields';
import { USER_DIVS } from '../users';

const userDiv = z.enum(USER_DIVS, { error: '사용자 구분이 올바르지 않습니다.' });

export const AccountSearch = z.object({
  keyword: searchKeyword(50),
  userDiv: z.optional(z.union([userDiv, z.literal('')])),
  status: z.optional(z.enum(['', 'Y', 'N'], { error: '상태가 올바르지 않습니다.' })),
  page: page(),
  pageSize: pageSize(20),
});

/** A new master-login account: outside users, admins, test accounts of any type. */
export const AccountCreate = z.object({
  userId: z.pipe(code('아이디', 30, 'type'), z.string().check(z.minLength(4, '아이디는 4자 이상이어야 합니다.'))),
  korNm: text('이름', { max: 50 }),
  userDiv,
  email: z.optional(z.union([z.email('이메일 형식이 올바르지 않습니다.'), z.literal('')])),
  reason: text('사유', { max: 200 }),
  /** A student test account's record: department (required for students), major, grade, enrolment status. */
  hakguaCd: optionalCode('학과'),
  majorCd: optionalCode('전공'),
  gradeCd: z.optional(z.union([z.enum(['1', '2', '3', '4'], { error: '학년이 올바르지 않습니다.' }), z.literal('')])),
  shregSt: optionalCode('학적 상태'),
  /** A counsellor's field (com code group CNSLR_DIV). */
  cnslrDiv: z.optional(z.union([z.enum(['PSY', 'CAREER', 'LEARN'], { error: '상담 분야가 올바르지 않습니다.' }), z.literal('')])),
});

export const Reason = z.object({ reason: text('사유', { max: 200 }) });

export const AccountStatus = z.object({ useYn: z.enum(['Y', 'N'], { error: '상태가 올바르지 않습니다.' }), reason: text('사유', { max: 200 }) });

export const RoleChange = z.object({ roleCd: code('역할'), reason: text('사유', { max: 200 }) });

export const SetPassword = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, '링크가 올바르지 않습니다.')),
  password: z.string({ error: '비밀번호를 입력해 주세요.' }).check(z.minLength(1, '비밀번호를 입력해 주세요.'), z.maxLength(200, '비밀번호가 너무 깁니다.')),
});

