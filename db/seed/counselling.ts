// Counselling demo data: counsellors' and professors' weekly hours, group programmes (one full with a
// waiting list, one with a seat left, one not open yet), the centre's notices and some past applications.
// No future slot is booked here, so the open slots stay the same whatever day the demo runs.
import * as schema from '../../src/lib/server/db/tables';
import { kst } from './random';

type Availability = typeof schema.cnslAvailability.$inferInsert;

/** cnslr1-3 psychological, cnslr4-5 career, cnslr6 learning (see people.ts). */
export function availabilityRows(): Availability[] {
  const rows: Availability[] = [];
  const counsellorHours: [string, number[], string, string, string][] = [
    ['cnslr1', [1, 2, 3, 4, 5], '10:00', '17:00', '학생회관 402호 상담실 1'],
    ['cnslr2', [1, 3, 5], '13:00', '18:00', '학생회관 402호 상담실 2'],
    ['cnslr3', [2, 4], '09:00', '15:00', '학생회관 402호 상담실 3'],
    ['cnslr4', [1, 2, 3, 4], '10:00', '16:00', '학생회관 205호 진로상담실'],
    ['cnslr5', [3, 5], '13:00', '17:00', '학생회관 205호 진로상담실'],
    ['cnslr6', [1, 2, 4], '10:00', '16:00', '도서관 4층 학습상담실'],
  ];
  for (const [handlerId, days, startTime, endTime, place] of counsellorHours) {
    for (const weekday of days) rows.push({ handlerId, weekday, startTime, endTime, slotMinutes: 50, place });
  }
  // Every professor keeps two office hours a week; prof1 three on Thursday afternoons.
  for (let i = 1; i <= 30; i++) {
    const weekday = i === 1 ? 4 : ((i * 2) % 5) + 1;
    rows.push({ handlerId: `prof${i}`, weekday, startTime: i === 1 ? '14:00' : '15:00', endTime: '17:00', slotMinutes: 50, place: '연구실' });
  }
  return rows;
}

export function availabilityExceptionRows(): (typeof schema.cnslAvailabilityExceptions.$inferInsert)[] {
  return [
    { handlerId: 'cnslr1', onDate: '2026-12-25', kind: 'OFF', note: '성탄절' },
    { handlerId: 'cnslr2', onDate: '2026-12-04', kind: 'OFF', note: '외부 연수' },
    { handlerId: 'cnslr3', onDate: '2026-11-28', kind: 'EXTRA', startTime: '10:00', endTime: '13:00', place: '학생회관 402호 상담실 3', note: '기말 대비 토요 상담' },
  ];
}

export function programRows(): (typeof schema.cnslPrograms.$inferInsert)[] {
  return [
    {
      title: '마음 챙김 집단상담',
      description: '호흡과 몸 감각에 주의를 기울이는 연습으로 스트레스를 다루는 4회기 프로그램입니다. 정원이 차면 대기자로 신청되며, 취소가 생기면 순서대로 참여가 확정됩니다.',
      counsellorId: 'cnslr1',
      capacity: 8,
      applyStart: '2026-11-09',
      applyEnd: '2026-11-30',
      schedule: '2026. 12. 1. ~ 12. 22. 매주 화 15:00-16:30 (4회)',
      sessionCount: 4,
      place: '학생회관 403호 집단상담실',
      createdAt: kst('2026-11-02', '10:00'),
    },
    {
      title: '시험 불안 다루기',
      description: '시험을 앞두고 커지는 불안을 이해하고 다루는 방법을 함께 연습하는 3회기 프로그램입니다.',
      counsellorId: 'cnslr2',
      capacity: 10,
      applyStart: '2026-11-16',
      applyEnd: '2026-12-04',
      schedule: '2026. 12. 2. ~ 12. 16. 매주 수 16:00-17:30 (3회)',
      sessionCount: 3,
      place: '학생회관 403호 집단상담실',
      createdAt: kst('2026-11-10', '10:00'),
    },
    {
      title: '나를 알아가는 자기 이해 집단',
      description: '성격 검사와 대화를 통해 나의 강점과 관계 맺는 방식을 살펴보는 겨울방학 프로그램입니다.',
      counsellorId: 'cnslr3',
      capacity: 12,
      applyStart: '2026-12-14',
      applyEnd: '2027-01-08',
      schedule: '2027. 1. 12. ~ 2. 2. 매주 화 14:00-16:00 (4회)',
      sessionCount: 4,
      place: '학생회관 403호 집단상담실',
      createdAt: kst('2026-11-18', '10:00'),
    },
  ];
}

/** Registrations already made: programme 1 full (8) with one waiting, programme 2 with 9 of 10 seats. */
export function groupRegistrations(programIds: number[]) {
  const [full, almost] = programIds;
  const regs: { programId: number; studentId: string; status: string; at: string }[] = [];
  for (let i = 0; i < 9; i++) regs.push({ programId: full, studentId: `student${201 + i}`, status: i < 8 ? 'APPLIED' : 'WAITING', at: `2026-11-${String(10 + i).padStart(2, '0')} 10:00` });
  for (let i = 0; i < 9; i++) regs.push({ programId: almost, studentId: `student${221 + i}`, status: 'APPLIED', at: `2026-11-${String(16 + (i % 5)).padStart(2, '0')} 1${i % 10}:00` });
  return regs;
}

export const CNSL_NOTICES = [
  { title: '2026학년도 2학기 개인상담 신청 안내', at: '2026-09-01 09:00', pin: 'Y', html: '<p>학생상담센터 개인상담은 포털의 <strong>개인상담</strong> 메뉴에서 신청합니다.</p><ul><li>상담 시간: 평일 09:00 ~ 18:00 (50분)</li><li>상담 장소: 학생회관 402호</li></ul><p>상담 내용은 비밀이 보장되며, 상담 기록은 상담센터 밖으로 나가지 않습니다.</p>' },
  { title: '마음 챙김 집단상담 참여자 모집', at: '2026-11-09 10:00', pin: 'N', html: '<p>스트레스를 다루는 마음 챙김 집단상담 참여자를 모집합니다. 자세한 내용은 집단상담 메뉴를 확인해 주세요.</p>' },
  { title: '시험 기간 상담 운영 시간 안내', at: '2026-11-20 14:00', pin: 'N', html: '<p>기말고사 기간(12. 14. ~ 12. 18.)에는 개인상담을 오후 시간에만 운영합니다. 11월 28일(토)에는 추가 상담이 열립니다.</p>' },
  { title: '위기 상황일 때 도움받을 수 있는 곳', at: '2026-08-31 09:00', pin: 'Y', html: '<p>지금 당장 도움이 필요하다면 아래로 연락해 주세요.</p><ul><li>자살예방상담전화 109 (24시간)</li><li>정신건강위기상담 1577-0199 (24시간)</li><li>학생상담센터 02-3400-1300 (평일 09:00~18:00)</li></ul>' },
];

/** Past applications for the counsellors' inbox and the students' history (no notes are seeded). */
export const PAST_APPLICATIONS = [
  { cnslKind: 'PERSON', studentId: 'student30', handlerId: 'cnslr1', topic: '진로 결정에 대한 불안', slot: ['2026-10-13', '10:00'], status: 'DONE', created: '2026-10-05 09:10' },
  { cnslKind: 'CAREER', studentId: 'student31', handlerId: 'cnslr4', topic: '공기업 취업 준비 방향', slot: ['2026-10-20', '11:00'], status: 'DONE', created: '2026-10-12 13:30' },
  { cnslKind: 'LEARN', studentId: 'student32', handlerId: 'cnslr6', topic: '학사경고 이후 학습 계획', slot: ['2026-11-02', '14:00'], status: 'NO_SHOW', created: '2026-10-27 16:00' },
  { cnslKind: 'HUMAN', studentId: 'student33', handlerId: 'cnslr2', topic: '룸메이트와의 갈등', slot: ['2026-11-09', '15:00'], status: 'CANCELLED', created: '2026-11-03 11:20' },
  { cnslKind: 'PROF', studentId: 'student105', handlerId: 'prof1', topic: '전공 심화 과목 선택 상담', slot: ['2026-11-12', '14:00'], status: 'DONE', created: '2026-11-05 10:00' },
  // student1's closed career counselling: she has the 진로상담 satisfaction survey to answer.
  { cnslKind: 'CAREER', studentId: 'student1', handlerId: 'cnslr4', topic: '진로 방향 설정과 인턴십 준비', slot: ['2026-11-10', '15:00'], status: 'DONE', created: '2026-11-04 10:30' },
  // Sessions that took place and whose result the counsellor has not recorded yet (완료 or 불참 now possible).
  { cnslKind: 'PERSON', studentId: 'student34', handlerId: 'cnslr1', topic: '발표할 때 긴장이 심해요', slot: ['2026-11-20', '10:00'], status: 'SCHEDULED', created: '2026-11-13 09:00' },
  { cnslKind: 'PERSON', studentId: 'student35', handlerId: 'cnslr1', topic: '잠들기 어려워요', slot: ['2026-11-20', '14:00'], status: 'SCHEDULED', created: '2026-11-13 10:00' },
] as const;
