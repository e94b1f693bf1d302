// Counselling kinds, statuses and intake questions: shared by pages, islands and the server.
import { badgeClass, type Tone } from '../status';

export type CnslKind = 'LEARN' | 'PROF' | 'CAREER' | 'HUMAN' | 'VISIT' | 'PERSON' | 'GROUP';
/** Who handles a kind: a centre (the counsellors' cnslrDiv) or the professors. */
export type Centre = 'PSY' | 'CAREER' | 'LEARN' | 'PROF';
/** How a time is agreed: an open slot picked by the student, preferred times, or a group programme. */
export type Booking = 'slot' | 'preferred' | 'program';

export interface KindInfo {
  label: string;
  area: 'general' | 'psych';
  centre: Centre;
  booking: Booking;
  /** Student page with the information and the application. */
  page: string;
  summary: string;
}

export const CNSL_KINDS: Record<CnslKind, KindInfo> = {
  LEARN: { label: '학습상담', area: 'general', centre: 'LEARN', booking: 'slot', page: '/user/colglife/generalcnsl/learncnsl', summary: '공부 방법, 시간 관리, 학업 계획을 교수학습지원센터 상담사와 함께 점검합니다.' },
  PROF: { label: '교수상담', area: 'general', centre: 'PROF', booking: 'slot', page: '/user/colglife/generalcnsl/profcnsl', summary: '지도교수 또는 원하는 교수님과 학업·진로·대학생활을 면담합니다.' },
  CAREER: { label: '진로상담', area: 'general', centre: 'CAREER', booking: 'slot', page: '/user/colglife/generalcnsl/careercnsl', summary: '진로 탐색, 취업 준비, 자기소개서와 면접을 경력개발센터 상담사와 준비합니다.' },
  HUMAN: { label: '대인관계상담', area: 'general', centre: 'PSY', booking: 'slot', page: '/user/colglife/generalcnsl/humancnsl', summary: '친구, 가족, 연인 관계의 고민을 학생상담센터 상담사와 이야기합니다.' },
  VISIT: { label: '방문상담', area: 'psych', centre: 'PSY', booking: 'preferred', page: '/user/colglife/psychcnsl/visit/agree', summary: '처음 상담센터를 찾는 학생을 위한 접수 면담입니다. 가능한 시간을 알려 주면 상담사가 일정을 정해 연락합니다.' },
  PERSON: { label: '개인상담', area: 'psych', centre: 'PSY', booking: 'slot', page: '/user/colglife/psychcnsl/person/agree', summary: '전문 상담사와 1:1로 매주 50분씩 만나는 심리상담입니다.' },
  GROUP: { label: '집단상담', area: 'psych', centre: 'PSY', booking: 'program', page: '/user/colglife/psychcnsl/group', summary: '비슷한 고민을 가진 학생들이 함께 참여하는 프로그램입니다. 정원이 차면 대기자로 신청됩니다.' },
};

export const CNSL_KIND_KEYS = Object.keys(CNSL_KINDS) as CnslKind[];

/** The kinds a counsellor of a centre handles. */
export function kindsOfCentre(centre: string): CnslKind[] {
  return CNSL_KIND_KEYS.filter((k) => CNSL_KINDS[k].centre === centre);
}

export type CnslStatus = 'APPLIED' | 'ACCEPTED' | 'REJECTED' | 'SCHEDULED' | 'DONE' | 'NO_SHOW' | 'CANCELLED' | 'WAITING';

export const STATUS_LABELS: Record<CnslStatus, string> = {
  APPLIED: '신청',
  WAITING: '대기',
  ACCEPTED: '접수',
  REJECTED: '반려',
  SCHEDULED: '일정확정',
  DONE: '완료',
  NO_SHOW: '불참',
  CANCELLED: '취소',
};

/** What each status means to the reader; the colours come from the portal's one status palette. */
export const STATUS_TONES: Record<CnslStatus, Tone> = {
  APPLIED: 'new',
  WAITING: 'attention',
  ACCEPTED: 'progress',
  SCHEDULED: 'good',
  DONE: 'done',
  REJECTED: 'bad',
  NO_SHOW: 'bad',
  CANCELLED: 'off',
};

/** The badge class of a counselling status. */
export const statusBadgeClass = (status: string) => badgeClass(STATUS_TONES, status);

/** Statuses that hold a slot or a seat. */
export const LIVE_STATUSES: CnslStatus[] = ['APPLIED', 'ACCEPTED', 'SCHEDULED'];

export interface IntakeQuestion {
  id: string;
  label: string;
  type: 'text' | 'choice';
  options?: string[];
  required: boolean;
}

const COMMON: IntakeQuestion[] = [
  { id: 'reason', label: '상담을 받고 싶은 이유를 적어 주세요.', type: 'text', required: true },
  { id: 'previous', label: '이전에 상담을 받아 본 적이 있나요?', type: 'choice', options: ['없음', '교내 상담', '교외 상담'], required: true },
];

export const INTAKE_QUESTIONS: Record<CnslKind, IntakeQuestion[]> = {
  LEARN: [...COMMON, { id: 'area', label: '도움이 필요한 영역', type: 'choice', options: ['학습 방법', '시간 관리', '시험 준비', '학사경고·학업 계획'], required: true }],
  PROF: [{ id: 'reason', label: '면담하고 싶은 내용을 적어 주세요.', type: 'text', required: true }, { id: 'area', label: '면담 주제', type: 'choice', options: ['학업', '진로', '대학생활', '기타'], required: true }],
  CAREER: [...COMMON, { id: 'stage', label: '현재 진로 준비 단계', type: 'choice', options: ['탐색 중', '목표 결정', '취업 준비', '진학 준비'], required: true }],
  HUMAN: [...COMMON, { id: 'relation', label: '고민하는 관계', type: 'choice', options: ['친구', '가족', '연인', '그 밖의 관계'], required: true }],
  VISIT: [...COMMON, { id: 'urgent', label: '지금 스스로를 해칠 생각이 있거나 위급한 상황인가요?', type: 'choice', options: ['아니요', '예'], required: true }],
  PERSON: [...COMMON, { id: 'urgent', label: '지금 스스로를 해칠 생각이 있거나 위급한 상황인가요?', type: 'choice', options: ['아니요', '예'], required: true }],
  GROUP: [{ id: 'reason', label: '참여하려는 이유를 적어 주세요.', type: 'text', required: true }],
};

/** A cancellation or time change is accepted until this many hours before the session. */
export const CANCEL_CUTOFF_HOURS = 24;

/** From this hour (Seoul) of the day before, a student is reminded of a confirmed session. */
export const REMINDER_HOUR = 9;

export const CRISIS_CONTACTS = [
  { name: '자살예방상담전화', phone: '109', note: '24시간' },
  { name: '정신건강위기상담', phone: '1577-0199', note: '24시간' },
];

