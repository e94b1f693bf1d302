// Notification settings and the signed links of notification mail (decision 059), shared by the
// settings page, the link pages and the admin's outbox page.
import * as z from 'zod/mini';
import { id, text } from './fields';
import { NOTIFY_CATEGORY_IDS, NOTIFY_CHANNEL_IDS, type NotifyCategory } from '../notifications/categories';

const channel = z.enum(NOTIFY_CHANNEL_IDS as [string, ...string[]], { error: '알림 받는 방법을 선택해 주세요.' });

/** A ticked box of a plain form: "on" when ticked, absent when not. */
const ticked = z.optional(z.literal('on', { error: '선택 값이 올바르지 않습니다.' }));

/** The settings form: one channel per category (pref_CNSL=EMAIL …) and whether it also goes as a push (push_CNSL=on). */
export const NotifyPrefsForm = z.object({
  ...(Object.fromEntries(NOTIFY_CATEGORY_IDS.map((c) => [`pref_${c}`, channel])) as Record<`pref_${NotifyCategory}`, typeof channel>),
  ...(Object.fromEntries(NOTIFY_CATEGORY_IDS.map((c) => [`push_${c}`, ticked])) as Record<`push_${NotifyCategory}`, typeof ticked>),
});

/** A browser's push subscription as PushSubscription.toJSON() gives it (decision 060). */
const b64url = (label: string, min: number, max: number) => z.string({ error: `${label}가 없습니다.` }).check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}={0,2}$`), `${label}가 올바르지 않습니다.`));
export const PushSubscriptionInput = z.object({
  endpoint: z.string({ error: '알림 주소가 없습니다.' }).check(z.maxLength(1000, '알림 주소가 너무 깁니다.'), z.regex(/^https?:\/\/[\x21-\x7e]+$/, '알림 주소가 올바르지 않습니다.')),
  keys: z.object({ p256dh: b64url('암호화 키', 80, 100), auth: b64url('인증 키', 16, 32) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

export const PushEndpointInput = z.object({ endpoint: PushSubscriptionInput.shape.endpoint });

export const DeviceRemoveForm = z.object({ subId: id('기기 번호') });

export const NotifyAddressForm = z.object({
  email: z.pipe(text('이메일 주소', { max: 100 }), z.string().check(z.email('이메일 주소 형식이 올바르지 않습니다. (예: student@example.ac.kr)'))),
});

/** Parts of a signed link: bounded and printable, so anything else is refused before it is checked. */
const linkPart = (label: string, max: number) => z.string({ error: `${label}이 없습니다.` }).check(z.regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), `${label}이 올바르지 않습니다.`));

export const UnsubscribeLink = z.object({
  u: linkPart('사용자', 30),
  c: z.enum(NOTIFY_CATEGORY_IDS as [string, ...string[]], { error: '알림 분야가 올바르지 않습니다.' }),
  s: linkPart('서명', 64),
});

export const ConfirmLink = z.object({
  u: linkPart('사용자', 30),
  n: linkPart('확인 번호', 64),
  s: linkPart('서명', 64),
});

export const OutboxRetryForm = z.object({ outboxId: id('메일 번호') });
