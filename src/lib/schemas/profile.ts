// Input rules shared by the my-page islands and their endpoints: one schema, checked on both sides.
// zod/mini keeps what the browser downloads small; the server parses the very same schema.
import * as z from 'zod/mini';
import * as fields from './fields';

/**
 * A field of the contact form: missing means "leave as it is", blank means "clear it" (null), other
 * text is trimmed and checked. So a partial update changes only the fields it sends.
 */
const field = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v)),
    z.optional(z.nullable(schema)),
  );

export const ContactInput = z.object({
  email: field(z.email('올바른 이메일 주소를 입력해 주세요.').check(z.maxLength(100, '이메일은 100자 이내로 입력해 주세요.'))),
  ph: field(fields.phone('휴대전화 번호')),
  telNo: field(fields.phone('전화번호', '021234567')),
  bohoHpNo: field(fields.phone('보호자 연락처')),
  adr: field(fields.text('주소', { max: 200 })),
});
export type ContactInput = z.infer<typeof ContactInput>;

/** Blocks of the student main page, in their default order. */
export const MAIN_BLOCKS = [
  { key: 'notice', label: '공지사항' },
  { key: 'program', label: '프로그램 소식' },
  { key: 'calendar', label: '학사일정' },
  { key: 'favorites', label: '즐겨찾기' },
  { key: 'messages', label: '새 메시지' },
] as const;
export type MainBlockKey = (typeof MAIN_BLOCKS)[number]['key'];
const BLOCK_KEYS = MAIN_BLOCKS.map((b) => b.key) as [MainBlockKey, ...MainBlockKey[]];

export const MainSetupInput = z.object({
  blocks: z
    .array(z.object({ key: z.enum(BLOCK_KEYS, { error: '알 수 없는 화면 구성 요소입니다.' }), visible: z.boolean({ error: '표시 여부가 올바르지 않습니다.' }) }))
    .check(
      z.length(MAIN_BLOCKS.length, '모든 구성 요소의 순서를 보내 주세요.'),
      z.refine((blocks) => new Set(blocks.map((b) => b.key)).size === blocks.length, '같은 구성 요소가 두 번 있습니다.'),
    ),
});
export type MainSetupInput = z.infer<typeof MainSetupInput>;
