// Input rules shared by the my-page islands and their endpoints: one schema, checked on both sides.
// zod/mini keeps what the browser downloads small; the server parses the very same schema.
import * as z from 'zod/mini';

const PHONE = /^(01[016789]-\d{3,4}-\d{4}|0\d{1,2}-\d{3,4}-\d{4})$/;

/** Blank text counts as "not given"; other text is trimmed. */
const optionalText = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v)),
    z.optional(schema),
  );

export const ContactInput = z.object({
  email: optionalText(z.email('올바른 이메일 주소를 입력해 주세요.').check(z.maxLength(100, '이메일은 100자 이내로 입력해 주세요.'))),
  ph: optionalText(z.string().check(z.regex(PHONE, '휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.'))),
  telNo: optionalText(z.string().check(z.regex(PHONE, '전화번호를 02-123-4567 형식으로 입력해 주세요.'))),
  bohoHpNo: optionalText(z.string().check(z.regex(PHONE, '보호자 연락처를 010-1234-5678 형식으로 입력해 주세요.'))),
  adr: optionalText(z.string().check(z.maxLength(200, '주소는 200자 이내로 입력해 주세요.'))),
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
