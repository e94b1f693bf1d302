// Mentoring: topics, ways, states and their colours (one home for the codes and names). Shared by
// the server, the pages and the islands; no database here.
import { variantsOf } from '../status';

export const MENTOR_TOPICS = [
  { code: 'JOB', name: '직무 이해' },
  { code: 'CAREER_PATH', name: '진로 설계' },
  { code: 'RESUME', name: '서류·자기소개서' },
  { code: 'INTERVIEW', name: '면접' },
  { code: 'INDUSTRY', name: '업계·기업 문화' },
  { code: 'EXAM', name: '대학원·자격시험' },
  { code: 'WORKLIFE', name: '직장 생활' },
] as const;
export type MentorTopic = (typeof MENTOR_TOPICS)[number]['code'];
export const MENTOR_TOPIC_CODES = MENTOR_TOPICS.map((t) => t.code) as [MentorTopic, ...MentorTopic[]];
export const topicName = (code: string) => MENTOR_TOPICS.find((t) => t.code === code)?.name ?? code;

export const MENTORING_WAYS = [
  { code: 'QNA', name: '온라인 Q&A' },
  { code: 'MEETING', name: '만남(면담)' },
] as const;
export type MentoringWay = (typeof MENTORING_WAYS)[number]['code'];
export const MENTORING_WAY_CODES = MENTORING_WAYS.map((w) => w.code) as [MentoringWay, ...MentoringWay[]];
export const wayName = (code: string) => MENTORING_WAYS.find((w) => w.code === code)?.name ?? code;

export const MENTOR_KINDS: Record<string, string> = { ALUMNI: '졸업생 멘토', OUTSIDE: '현직자 멘토' };

export type MentorProfileStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export const PROFILE_STATUS_LABELS: Record<MentorProfileStatus, string> = { PENDING: '승인 대기', APPROVED: '승인', REJECTED: '반려' };
export const PROFILE_STATUS_VARIANTS = variantsOf<MentorProfileStatus>({ PENDING: 'attention', APPROVED: 'good', REJECTED: 'bad' });

export type MentoringStatus = 'REQUESTED' | 'ACCEPTED' | 'DECLINED' | 'CLOSED' | 'CANCELLED';
export const MENTORING_STATUS_LABELS: Record<MentoringStatus, string> = { REQUESTED: '신청', ACCEPTED: '진행중', DECLINED: '거절', CLOSED: '완료', CANCELLED: '취소' };
export const MENTORING_STATUS_VARIANTS = variantsOf<MentoringStatus>({ REQUESTED: 'new', ACCEPTED: 'progress', DECLINED: 'bad', CLOSED: 'done', CANCELLED: 'off' });
export const mentoringStatusLabel = (s: string) => MENTORING_STATUS_LABELS[s as MentoringStatus] ?? s;
/** Requests still open: they block a second request to the same mentor (the partial unique index agrees). */
export const OPEN_STATUSES: MentoringStatus[] = ['REQUESTED', 'ACCEPTED'];

/** Where a group session stands for a student. */
export type SessionPhase = 'OPEN' | 'FULL' | 'CLOSED' | 'PAST';
export const SESSION_PHASE_LABELS: Record<SessionPhase, string> = { OPEN: '신청 가능', FULL: '정원 마감', CLOSED: '신청 마감', PAST: '종료' };
export const SESSION_PHASE_VARIANTS = variantsOf<SessionPhase>({ OPEN: 'good', FULL: 'off', CLOSED: 'off', PAST: 'done' });

/** Applications close the day before the session (Seoul calendar days, compared as text). */
export function sessionPhase(s: { sessionDt: string; capacity: number; appliedCnt: number }, today: string): SessionPhase {
  if (s.sessionDt < today) return 'PAST';
  if (s.sessionDt === today) return 'CLOSED';
  return s.appliedCnt >= s.capacity ? 'FULL' : 'OPEN';
}

/** The enrolment status of a graduate (SHREG_ST 졸업): graduates may be alumni mentors. */
export const GRADUATE_SHREG_ST = '30';
