// What the portal may tell a student by email and push (decisions 059, 060): the categories she
// chooses a channel for, the channels, and their Korean names. One home for the settings page, the admin's outbox page
// and the server that writes the mail. No server imports.
import { variantsOf } from '../status';

export const NOTIFY_CATEGORIES = {
  CNSL: { name: '상담', does: '상담 신청의 접수·일정·상태 변경 (메일에는 내용 없이 알림만 갑니다)' },
  PROGRAM: { name: '비교과', does: '비교과 프로그램 신청 승인, 대기 순번 변경, 운영 안내' },
  CAMPUS: { name: '장학·학생생활', does: '장학 신청 결과와 지급, 동아리·멘토링 등 학생생활 알림 (메일에는 금액 없이 알림만 갑니다)' },
  RECRUIT: { name: '취업·채용', does: '관심 조건에 맞는 채용공고, 아르바이트·창업지원 진행' },
  NOTICE: { name: '공지', does: '포털 공지와 설문 안내' },
  MESSAGE: { name: '메시지', does: '교수·교직원이 보낸 메시지' },
} as const;

export type NotifyCategory = keyof typeof NOTIFY_CATEGORIES;
export const NOTIFY_CATEGORY_IDS = Object.keys(NOTIFY_CATEGORIES) as NotifyCategory[];

export function isNotifyCategory(value: unknown): value is NotifyCategory {
  return typeof value === 'string' && Object.hasOwn(NOTIFY_CATEGORIES, value);
}

export const NOTIFY_CHANNELS = {
  PORTAL: '포털 메시지함만',
  EMAIL: '이메일로 바로',
  DIGEST: '하루 한 번 모아서 (오전 8시)',
} as const;

export type NotifyChannel = keyof typeof NOTIFY_CHANNELS;
export const NOTIFY_CHANNEL_IDS = Object.keys(NOTIFY_CHANNELS) as NotifyChannel[];

/** What an outbox row goes as: a mail at once, a line of the morning digest, or a push to her devices (decision 060). */
export const OUTBOX_CHANNEL_NAMES = { EMAIL: '메일', DIGEST: '모음 메일', PUSH: '푸시' } as const;
export type OutboxChannel = keyof typeof OUTBOX_CHANNEL_NAMES;

/** What the outbox rows are in, as the admin's page names them. */
export const OUTBOX_STATUS_NAMES = { WAITING: '보낼 예정', SENT: '보냄', FAILED: '실패' } as const;
export type OutboxStatus = keyof typeof OUTBOX_STATUS_NAMES;
/** Their colours, from what each means (src/lib/status.ts). */
export const OUTBOX_STATUS_VARIANTS = variantsOf<OutboxStatus>({ WAITING: 'progress', SENT: 'good', FAILED: 'bad' });

/** Quiet hours in Seoul: mail that is not urgent waits until the morning. */
export const QUIET_FROM_HOUR = 22;
export const MORNING_HOUR = 8;
