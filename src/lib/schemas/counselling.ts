// Counselling inputs, shared by the islands and the endpoints (zod/mini: small in the browser).
import * as z from 'zod/mini';
import * as fields from './fields';
import { CNSL_KIND_KEYS, type CnslKind } from '../counselling/kinds';

const text = (label: string, max: number) => fields.text(label, { max, multiline: max > 100 });
const optionalText = (max: number, label = '입력값') => fields.optionalText(label, { max, multiline: max > 100 });
const id = fields.optionalId;
const TIME = fields.HHMM;

export const ApplyInput = z.object({
  cnslKind: z.enum(CNSL_KIND_KEYS as [CnslKind, ...CnslKind[]], { error: '상담 종류가 올바르지 않습니다.' }),
  consentVersion: z.string({ error: '동의서 버전이 없습니다.' }),
  consentAgreed: z.boolean({ error: '동의 여부가 올바르지 않습니다.' }),
  topic: text('상담 주제', 100),
  intake: z.record(z.string(), z.string({ error: '답변은 글자여야 합니다.' })),
  handlerId: optionalText(50, '담당자'),
  slotStart: optionalText(40, '상담 시간'),
  preferredTimes: optionalText(500, '가능한 시간'),
  programId: id('프로그램 번호'),
  fileGroupId: id('첨부파일 번호'),
  screeningId: id('자가진단 번호'),
});

export const RejectInput = z.object({ reason: text('반려 사유', 500) });
export const AcceptInput = z.object({ assignTo: optionalText(50, '담당 상담사') });
export const ScheduleInput = z.object({ slotStart: optionalText(40, '상담 시간'), place: optionalText(100, '장소') });
export const CancelInput = z.object({ reason: optionalText(500, '취소 사유') });
export const ChangeTimeInput = z.object({ slotStart: text('새 상담 시간', 40) });

export const RecordInput = z.object({
  category: text('상담 분류', 50),
  notes: text('상담 내용', 5000),
  followUp: optionalText(1000, '후속 조치'),
  studentSummary: optionalText(1000, '학생에게 보일 요약'),
});

export const ScreeningInput = z.object({
  instrument: z.enum(['PHQ9', 'GAD7'], { error: '검사 종류가 올바르지 않습니다.' }),
  answers: z.array(z.number({ error: '답은 0~3 사이 숫자여야 합니다.' }).check(z.int(), z.gte(0, '답은 0~3 사이여야 합니다.'), z.lte(3, '답은 0~3 사이여야 합니다.'))),
});

export const WeeklyInput = z.object({
  weekday: z.coerce.number().check(z.int(), z.gte(1, '요일을 선택해 주세요.'), z.lte(7, '요일을 선택해 주세요.')),
  startTime: z.string().check(z.regex(TIME, '시작 시간을 HH:mm 형식으로 입력해 주세요.')),
  endTime: z.string().check(z.regex(TIME, '끝 시간을 HH:mm 형식으로 입력해 주세요.')),
  place: text('장소', 100),
});

export const ExceptionInput = z.object({
  onDate: fields.date('날짜'),
  kind: z.enum(['OFF', 'EXTRA'], { error: '예외 종류가 올바르지 않습니다.' }),
  startTime: z.optional(z.string().check(z.regex(TIME, '시작 시간을 HH:mm 형식으로 입력해 주세요.'))),
  endTime: z.optional(z.string().check(z.regex(TIME, '끝 시간을 HH:mm 형식으로 입력해 주세요.'))),
  place: optionalText(100, '장소'),
  note: optionalText(200, '메모'),
});

export const ProgramInput = z.object({
  title: text('프로그램 이름', 100),
  description: text('프로그램 소개', 2000),
  capacity: z.coerce.number({ error: '정원은 숫자여야 합니다.' }).check(z.int('정원은 정수여야 합니다.'), z.gte(1, '정원은 1명 이상이어야 합니다.'), z.lte(100, '정원은 100명 이하여야 합니다.')),
  applyStart: fields.date('신청 시작일'),
  applyEnd: fields.date('신청 마감일'),
  schedule: text('일정', 200),
  sessionCount: z.coerce.number({ error: '회차는 숫자여야 합니다.' }).check(z.int(), z.gte(1, '1회 이상이어야 합니다.'), z.lte(30, '30회 이하여야 합니다.')),
  place: text('장소', 100),
});

export const AttendanceInput = z.object({
  applId: z.coerce.number().check(z.int(), z.positive()),
  sessionNo: z.coerce.number().check(z.int(), z.positive('회차를 확인해 주세요.')),
  attended: z.boolean({ error: '출석 여부가 올바르지 않습니다.' }),
});

export const NoticeInput = z.object({
  title: text('제목', 200),
  content: text('내용', 20000),
  pinYn: z.enum(['Y', 'N'], { error: '고정 여부가 올바르지 않습니다.' }),
});
