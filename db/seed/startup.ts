// Startup support demo data around the demo world's today (2026-11-22): the centre's introduction
// and team, four programmes (one open, one full, one past, one not yet open), three spaces with
// bookings (student1 holds one on 2026-11-24) and closed days (desks on Sundays, all on Christmas), an approved team with student1 as a member and a
// team waiting for staff, and funding and mentoring applications in every state with their history.
// Seeded applications carry no business-plan file (uploads are made by students in the portal).
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const CENTRE: Record<string, string> = {
  INTRO:
    '한울여자대학교 창업지원단은 창업을 꿈꾸는 학생이 아이디어를 사업으로 키울 수 있도록 교육, 공간, 자금, 멘토링을 한곳에서 지원합니다.\n창업 동아리와 팀을 등록하면 창업공간을 우선 이용하고 지원금과 전문가 멘토링을 신청할 수 있습니다.',
  PLACE: '학생회관 3층 창업지원단 (창업카페 옆)',
  HOURS: '평일 09:00~18:00 (점심 12:00~13:00)',
  CONTACT: '02-940-1390 · startup@hanul.ac.kr',
};

/** [name, role, duty, phone, email] */
const STAFF: [string, string, string, string, string][] = [
  ['정유진', '단장', '창업지원단 총괄, 창업 교과 운영', '02-940-1390', 'startup@hanul.ac.kr'],
  ['한소라', '팀장', '창업 프로그램·캠프 기획, 창업경진대회', '02-940-1391', 'sora.han@hanul.ac.kr'],
  ['오민지', '창업 매니저', '창업공간 운영, 창업동아리 등록과 관리', '02-940-1392', 'minji.oh@hanul.ac.kr'],
  ['서지원', '창업 매니저', '창업 지원금 심사, 전문가 멘토링 연결', '02-940-1393', 'jiwon.seo@hanul.ac.kr'],
];

/** [kind, title, place, start, end, apply start, apply end, capacity, description] */
const PROGRAMS: [string, string, string, string, string, string, string, number, string][] = [
  ['CAMP', '2026 겨울 창업 아이디어 캠프', '강원 평창 한울연수원', '2026-12-15', '2026-12-17', '2026-11-10', '2026-12-05', 30, '2박 3일 동안 팀을 이뤄 문제를 찾고 해결 아이디어를 사업 모델로 다듬어 발표합니다.\n숙박과 식사는 창업지원단이 지원합니다.'],
  ['PROGRAM', '창업 기초 실무 특강: 사업계획서 쓰기', '학생회관 3층 창업카페', '2026-12-02', '2026-12-02', '2026-11-15', '2026-11-30', 3, '정부 창업지원사업 양식에 맞춰 사업계획서를 쓰는 방법을 실습합니다. 소규모 실습이라 정원이 적습니다.'],
  ['PROGRAM', '2026 하반기 창업경진대회 준비반', '학생회관 3층 창업카페', '2026-10-01', '2026-10-31', '2026-09-01', '2026-09-20', 20, '교내 창업경진대회 출전을 준비하는 4주 과정입니다.'],
  ['CAMP', '2027 예비창업자 부트캠프', '학생회관 3층 창업카페', '2027-01-20', '2027-01-23', '2026-12-10', '2027-01-10', 40, '방학 동안 시제품을 만들고 투자자 앞에서 발표하는 집중 과정입니다.'],
];

/** [program index, student, status, applied at] */
const PROGRAM_APPLS: [number, string, string, string][] = [
  [0, 'student2', 'APPLIED', '2026-11-12'],
  [0, 'student3', 'APPLIED', '2026-11-13'],
  [1, 'student3', 'APPLIED', '2026-11-16'],
  [1, 'student4', 'APPLIED', '2026-11-17'],
  [1, 'student5', 'APPLIED', '2026-11-18'],
  [2, 'student1', 'APPLIED', '2026-09-05'],
  [2, 'student2', 'CANCELLED', '2026-09-06'],
];

/** [kind, name, location, seats, open, close] */
const SPACES: [string, string, string, number, string, string][] = [
  ['ROOM', '창업카페 회의실 A', '학생회관 3층 301호', 6, '09:00', '21:00'],
  ['ROOM', '창업카페 회의실 B', '학생회관 3층 302호', 4, '09:00', '18:00'],
  ['DESK', '코워킹 좌석 1', '학생회관 3층 창업카페', 1, '08:00', '22:00'],
];

/** [space index, student, day, start, end, purpose, status] */
const BOOKINGS: [number, string, string, string, string, string, string][] = [
  [0, 'student1', '2026-11-24', '14:00', '16:00', '오늘의텃밭 팀 주간 회의', 'BOOKED'],
  [0, 'student2', '2026-11-24', '10:00', '12:00', '사업계획서 검토', 'BOOKED'],
  [1, 'student3', '2026-11-25', '13:00', '15:00', '멘토 면담 준비', 'BOOKED'],
  [2, 'student4', '2026-11-23', '09:00', '13:00', '시제품 코딩', 'BOOKED'],
  [0, 'student1', '2026-11-20', '15:00', '17:00', '팀 회의', 'BOOKED'],
  [1, 'student5', '2026-11-26', '10:00', '11:00', '인터뷰 정리', 'CANCELLED'],
];

export async function seedStartup(tx: Tx) {
  await tx.insert(schema.startupCentre).values(Object.entries(CENTRE).map(([infoKey, content]) => ({ infoKey, content, updatedBy: 'staff2', updatedAt: kst('2026-09-01') })));
  await tx.insert(schema.startupStaff).values(STAFF.map(([korNm, roleNm, duty, phone, email], i) => ({ korNm, roleNm, duty, phone, email, sortOrd: (i + 1) * 10, createdAt: kst('2026-09-01') })));

  const programIds: number[] = [];
  for (const [kindCd, title, place, startDt, endDt, applyStartDt, applyEndDt, capacity, description] of PROGRAMS) {
    const [row] = await tx
      .insert(schema.startupPrograms)
      .values({ kindCd, title, place, startDt, endDt, applyStartDt, applyEndDt, capacity, description, status: 'OPEN', createdBy: 'staff2', createdAt: kst('2026-08-25') })
      .returning({ id: schema.startupPrograms.programId });
    programIds.push(row.id);
  }
  await tx.insert(schema.startupProgramAppls).values(
    PROGRAM_APPLS.map(([p, studentId, status, at]) => ({ programId: programIds[p], studentId, status, createdAt: kst(at, '10:00'), cancelledAt: status === 'CANCELLED' ? kst(at, '18:00') : null })),
  );

  const spaceIds: number[] = [];
  for (const [kindCd, spaceNm, location, seats, openTm, closeTm] of SPACES) {
    const [row] = await tx.insert(schema.startupSpaces).values({ kindCd, spaceNm, location, seats, openTm, closeTm, createdAt: kst('2026-08-25') }).returning({ id: schema.startupSpaces.spaceId });
    spaceIds.push(row.id);
  }
  await tx.insert(schema.startupSpaceBookings).values(
    BOOKINGS.map(([s, studentId, useDt, start, end, purpose, status]) => ({
      spaceId: spaceIds[s],
      studentId,
      useDt,
      startsAt: kst(useDt, start),
      endsAt: kst(useDt, end),
      purpose,
      status,
      createdAt: kst('2026-11-19', '12:00'),
      cancelledAt: status === 'CANCELLED' ? kst('2026-11-21', '09:00') : null,
    })),
  );

  // Closed days: the desks rest on Sundays and every space closes on Christmas.
  await tx.insert(schema.startupSpaceClosures).values([
    ...spaceIds.filter((_, i) => SPACES[i][0] === 'DESK').map((spaceId) => ({ spaceId, weekday: 0, closedDt: null, note: '정기 휴무', createdBy: 'staff2', createdAt: kst('2026-08-25') })),
    ...spaceIds.map((spaceId) => ({ spaceId, weekday: null, closedDt: '2026-12-25', note: '성탄절 휴관', createdBy: 'staff2', createdAt: kst('2026-11-02') })),
  ]);

  // An approved team led by student2 with student1, and one waiting for staff.
  const [approved] = await tx
    .insert(schema.startupTeams)
    .values({ teamNm: '오늘의텃밭', item: '대학가 1인 가구를 위한 소형 수경재배 키트 구독', description: '원룸에서도 키울 수 있는 수경재배 키트를 매달 보내고, 재배 기록 앱으로 수확 시기를 알려 줍니다.', leaderId: 'student2', status: 'APPROVED', decidedBy: 'staff2', decidedAt: kst('2026-10-12', '15:00'), createdAt: kst('2026-10-05', '11:00') })
    .returning({ id: schema.startupTeams.teamId });
  const [pending] = await tx
    .insert(schema.startupTeams)
    .values({ teamNm: '글벗', item: '시각장애인을 위한 교재 음성 변환 서비스', description: '스캔한 전공 교재를 장애 학생이 듣기 좋은 음성과 점자 파일로 바꿔 주는 서비스를 만듭니다.', leaderId: 'student3', status: 'PENDING', createdAt: kst('2026-11-18', '16:00') })
    .returning({ id: schema.startupTeams.teamId });
  await tx.insert(schema.startupTeamMembers).values([
    { teamId: approved.id, studentId: 'student2', roleNm: '대표', consentYn: 'Y', consentedAt: kst('2026-10-05', '11:00') },
    { teamId: approved.id, studentId: 'student1', roleNm: '개발', consentYn: 'Y', consentedAt: kst('2026-10-06', '09:30') },
    { teamId: pending.id, studentId: 'student3', roleNm: '대표', consentYn: 'Y', consentedAt: kst('2026-11-18', '16:00') },
    { teamId: pending.id, studentId: 'student4', roleNm: '디자인', consentYn: 'Y', consentedAt: kst('2026-11-19', '10:00') },
  ]);
  await tx.insert(schema.startupTeamHistory).values([
    { teamId: approved.id, fromStatus: null, toStatus: 'CONSENT', actorId: 'student2', at: kst('2026-10-05', '11:00') },
    { teamId: approved.id, fromStatus: 'CONSENT', toStatus: 'PENDING', note: '팀원 모두 참여 확인', actorId: 'student1', at: kst('2026-10-06', '09:30') },
    { teamId: approved.id, fromStatus: 'PENDING', toStatus: 'APPROVED', actorId: 'staff2', at: kst('2026-10-12', '15:00') },
    { teamId: pending.id, fromStatus: null, toStatus: 'CONSENT', actorId: 'student3', at: kst('2026-11-18', '16:00') },
    { teamId: pending.id, fromStatus: 'CONSENT', toStatus: 'PENDING', note: '팀원 모두 참여 확인', actorId: 'student4', at: kst('2026-11-19', '10:00') },
  ]);

  /** [kind, student, team, title, summary, amount, mentoring field, steps [status, at, note]] */
  const FUNDING: [string, string, number | null, string, string, number | null, string | null, [string, string, string | null][]][] = [
    ['FUNDING', 'student2', approved.id, '수경재배 키트 시제품 제작', '키트 30세트를 만들어 기숙사생 30명에게 한 달 동안 시범 구독을 받고 재구독 의향을 조사합니다.', 3_000_000, null, [['APPLIED', '2026-11-03 10:00', null], ['REVIEW', '2026-11-10 14:00', '서류 심사를 시작했습니다.']]],
    ['MENTORING', 'student1', approved.id, '구독 서비스 가격 책정 멘토링', '월 구독료와 첫 달 할인 폭을 어떻게 정할지, 유통 경험이 있는 멘토의 조언을 구합니다.', null, '가격 전략·마케팅', [['APPLIED', '2026-10-20 09:00', null], ['REVIEW', '2026-10-22 11:00', null], ['SELECTED', '2026-10-29 16:00', '유통 분야 멘토와 연결해 드립니다.']]],
    ['FUNDING', 'student3', null, '교재 음성 변환 베타 서비스 서버 비용', '장애학생지원센터와 함께 한 학기 동안 교재 20권을 음성으로 바꾸는 베타 서비스의 서버 비용입니다.', 1_500_000, null, [['APPLIED', '2026-11-20 18:00', null]]],
    ['FUNDING', 'student5', null, '캠퍼스 중고 교재 거래 앱', '학기 초 전공 교재를 학번 인증으로 안전하게 사고파는 앱의 개발과 홍보 비용입니다.', 5_000_000, null, [['APPLIED', '2026-09-15 10:00', null], ['REVIEW', '2026-09-20 10:00', null], ['REJECTED', '2026-10-02 17:00', '시장 검증 자료를 보완해 다음 공고에 다시 신청해 주세요.']]],
  ];
  for (const [kindCd, studentId, teamId, title, summary, amount, mentoringField, steps] of FUNDING) {
    const first = kst(...(steps[0][1].split(' ') as [string, string]));
    const last = steps[steps.length - 1];
    const [row] = await tx
      .insert(schema.startupFundingAppls)
      .values({ kindCd, studentId, teamId, title, summary, amount, mentoringField, status: last[0], createdAt: first, updatedAt: kst(...(last[1].split(' ') as [string, string])) })
      .returning({ id: schema.startupFundingAppls.fundingId });
    await tx.insert(schema.startupFundingHistory).values(
      steps.map(([toStatus, at, note], i) => ({ fundingId: row.id, fromStatus: i ? steps[i - 1][0] : null, toStatus, note, actorId: i ? 'staff2' : studentId, at: kst(...(at.split(' ') as [string, string])) })),
    );
  }
}
