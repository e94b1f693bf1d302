// What the counselling application form checks before sending, per kind: the same rules the server
// applies again (consent, topic, the kind's required intake answers, the time the kind needs, the
// self-check result to share). Messages are the ones shown under each field.
import * as z from 'zod/mini';
import { CNSL_KINDS, INTAKE_QUESTIONS, type CnslKind } from '@/lib/counselling/kinds';

export interface ApplyValues {
  consentAgreed: boolean;
  topic: string;
  intake: Record<string, string>;
  handlerId: string;
  /** Start of the chosen open slot ('' while none is chosen). */
  slotStart: string;
  preferredTimes: string;
  fileGroupId: number | null;
  share: boolean;
  screeningId: string;
}

const filled = (message: string) => z.string().check(z.refine((v) => v.trim().length > 0, message));

export function applySchema(kind: CnslKind) {
  const { booking } = CNSL_KINDS[kind];
  return z
    .object({
      consentAgreed: z.boolean().check(z.refine((v) => v, '개인정보 수집·이용에 동의해야 신청할 수 있습니다.')),
      topic: filled('상담 주제를 입력해 주세요.'),
      intake: z.object(Object.fromEntries(INTAKE_QUESTIONS[kind].map((q) => [q.id, q.required ? filled('답변해 주세요.') : z.string()]))),
      handlerId: z.string(),
      slotStart: booking === 'slot' ? filled('상담 시간을 선택해 주세요.') : z.string(),
      preferredTimes: booking === 'preferred' ? filled('가능한 요일과 시간을 적어 주세요.') : z.string(),
      fileGroupId: z.nullable(z.number()),
      share: z.boolean(),
      screeningId: z.string(),
    })
    .check(
      // Checked together with the fields above (not only once they pass), so every error shows at once.
      z.refine((v) => !v.share || v.screeningId !== '', {
        message: '공유할 결과를 골라 주세요.',
        path: ['screeningId'],
        when: ({ value }) => typeof value === 'object' && value !== null && 'share' in value,
      }),
    );
}

/** The body of POST /api/v1/cnsl/apply (ApplyInput of the shared schemas). */
export function applyBody(kind: CnslKind, consentVersion: string, v: ApplyValues, programId?: number) {
  const { booking } = CNSL_KINDS[kind];
  return {
    cnslKind: kind,
    consentVersion,
    consentAgreed: v.consentAgreed,
    topic: v.topic.trim(),
    intake: v.intake,
    handlerId: booking === 'slot' ? v.handlerId : undefined,
    slotStart: booking === 'slot' ? v.slotStart : undefined,
    preferredTimes: booking === 'preferred' ? v.preferredTimes.trim() : undefined,
    programId: booking === 'program' ? programId : undefined,
    fileGroupId: v.fileGroupId ?? undefined,
    screeningId: v.share && v.screeningId ? Number(v.screeningId) : undefined,
  };
}

/** Field errors of the form as flat keys ("topic", "intake.reason"), the way the server names them. */
export function flatErrors(errors: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' || !value || typeof value !== 'object') continue;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) out[prefix + key] = message;
    else Object.assign(out, flatErrors(value as Record<string, unknown>, `${prefix}${key}.`));
  }
  return out;
}
