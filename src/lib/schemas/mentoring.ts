// Mentoring inputs (mentor profiles, requests and their threads, group sessions), shared by the
// islands and the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import { clockTime, code, date, id, int, optionalCode, optionalText, text, yn } from './fields';
import { MENTOR_TOPIC_CODES, MENTORING_WAY_CODES } from '../mentoring/rules';

export const MentorIdParam = z.object({ mentorId: id('멘토 번호') });
export const RequestIdParam = z.object({ requestId: id('신청 번호') });
export const SessionIdParam = z.object({ sessionId: id('세션 번호') });

const topic = () => z.enum(MENTOR_TOPIC_CODES, { error: '상담 주제를 선택해 주세요.' });

/** The mentor list's filters: job family and topic, both optional. */
export const MentorQuery = z.object({
  jobClsCd: optionalCode('직무'),
  topicCd: z.optional(z.pipe(z.transform((v: unknown) => (v === '' ? undefined : v)), z.optional(topic()))),
});
export type MentorQuery = z.infer<typeof MentorQuery>;

/** A mentor's own profile. */
export const MentorProfileInput = z.object({
  jobClsCd: code('직무'),
  company: text('회사(기관)', { max: 60 }),
  jobTitle: text('직무·직함', { max: 60 }),
  careerYears: int('경력', 0, 50, '년'),
  topics: z.array(topic()).check(z.minLength(1, '상담 주제를 하나 이상 선택해 주세요.'), z.maxLength(7, '상담 주제가 너무 많습니다.')),
  bio: text('소개', { min: 10, max: 1000, multiline: true }),
  acceptingYn: yn('신청 받기'),
});
export type MentorProfileInput = z.infer<typeof MentorProfileInput>;

/** A student's request to a mentor. */
export const MentoringRequestInput = z.object({
  topicCd: topic(),
  question: text('질문', { min: 10, max: 2000, multiline: true }),
  wayCd: z.enum(MENTORING_WAY_CODES, { error: '멘토링 방식을 선택해 주세요.' }),
});
export type MentoringRequestInput = z.infer<typeof MentoringRequestInput>;

/** The mentor's answer to a request: accept or decline, with a message the student reads. */
export const MentoringResponseInput = z.object({
  decision: z.enum(['ACCEPT', 'DECLINE'], { error: '수락 또는 거절을 선택해 주세요.' }),
  message: text('메시지', { max: 1000, multiline: true }),
});
export type MentoringResponseInput = z.infer<typeof MentoringResponseInput>;

export const MentoringMessageInput = z.object({
  body: text('내용', { max: 2000, multiline: true }),
});
export type MentoringMessageInput = z.infer<typeof MentoringMessageInput>;

/** Staff decision on a mentor profile; a rejection needs its reason. */
export const MentorReviewInput = z
  .object({
    decision: z.enum(['APPROVE', 'REJECT'], { error: '승인 또는 반려를 선택해 주세요.' }),
    note: optionalText('사유', { max: 500, multiline: true }),
  })
  .check(z.refine((v) => v.decision !== 'REJECT' || !!v.note, { message: '반려 사유를 입력해 주세요.', path: ['note'] }));
export type MentorReviewInput = z.infer<typeof MentorReviewInput>;

/** A group mentoring session staff open for an approved mentor. */
export const ComentoSessionInput = z
  .object({
    mentorId: id('멘토'),
    title: text('제목', { max: 100 }),
    description: text('소개', { max: 2000, multiline: true }),
    sessionDt: date('날짜'),
    startTm: clockTime('시작 시각'),
    endTm: clockTime('종료 시각'),
    place: optionalText('장소', { max: 100 }),
    onlineUrl: z.pipe(optionalText('온라인 주소', { max: 300 }), z.optional(z.string().check(z.regex(/^https:\/\/\S+$/, '온라인 주소는 https://로 시작해야 합니다.')))),
    capacity: int('정원', 1, 500, '명'),
  })
  .check(
    z.refine((v) => v.endTm > v.startTm, { message: '종료 시각은 시작 시각보다 늦어야 합니다.', path: ['endTm'] }),
    z.refine((v) => !!v.place || !!v.onlineUrl, { message: '장소나 온라인 주소 중 하나는 입력해 주세요.', path: ['place'] }),
  );
export type ComentoSessionInput = z.infer<typeof ComentoSessionInput>;

