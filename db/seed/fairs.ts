// Job fair and part-time job demo data around the demo world's today (2026-11-22): an upcoming
// campus fair with four booths and slots (two booths spoken for by outside users 1 and 2), an
// upcoming online fair, a past fair with its bookings; student1 holds one booking. Part-time jobs on
// and off campus, one closed, one taking applications elsewhere, and an application of student2.
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** [title, kind, place, online url, start, end, description] */
const FAIRS: [string, string, string, string | null, string, string, string][] = [
  ['2026 한울 겨울 채용박람회', 'CAMPUS', '학생회관 2층 대강당', null, '2026-12-03', '2026-12-04', '기업 인사 담당자와 1:1 상담을 하고 현장 면접 기회도 얻을 수 있는 교내 채용박람회입니다.\n상담은 부스별 20분이며 포털에서 미리 예약합니다.'],
  ['IT·데이터 직무 온라인 채용설명회', 'ONLINE', '온라인 (Zoom)', 'https://meet.example.com/hanul-it-fair', '2026-12-10', '2026-12-10', 'IT·데이터 기업의 직무 소개와 온라인 1:1 상담을 진행합니다.'],
  ['2026 하반기 한울 채용박람회', 'CAMPUS', '체육관', null, '2026-10-14', '2026-10-15', '하반기 공채를 앞두고 열린 교내 채용박람회입니다.'],
];

/** [fair index, booth no, company, owner, jobs] */
const BOOTHS: [number, string, string, string | null, string][] = [
  [0, 'A-01', '(주)누리데이터웍스', 'outsider1', '데이터 분석·엔지니어 직무, 인턴 채용 안내'],
  [0, 'A-02', '새봄디자인스튜디오', 'outsider2', 'UX·브랜드 디자인 직무, 포트폴리오 상담'],
  [0, 'B-01', '푸른솔은행', null, '신입행원 공개채용, 디지털 인턴'],
  [0, 'B-02', '한빛전자(주)', null, '공정·회로 설계 엔지니어, 연구 인턴'],
  [1, 'ON-1', '오름소프트', null, '프론트엔드·백엔드 개발 (원격 근무)'],
  [1, 'ON-2', '(주)누리데이터웍스', 'outsider1', '데이터 엔지니어 직무 상담'],
  [2, 'C-01', '가온길회계법인', 'outsider3', '회계감사 신입 회계사 상담'],
  [2, 'C-02', '바른케어병원', null, '병원 행정·보건 직무 상담'],
];

/** [booth index, day, from, to, minutes, capacity] */
const SLOT_RUNS: [number, string, string, string, number, number][] = [
  [0, '2026-12-03', '10:00', '12:00', 20, 1],
  [0, '2026-12-03', '14:00', '16:00', 20, 1],
  [1, '2026-12-03', '10:00', '12:00', 20, 1],
  [2, '2026-12-03', '13:00', '15:00', 30, 2],
  [3, '2026-12-04', '10:00', '12:00', 20, 1],
  [4, '2026-12-10', '19:00', '21:00', 30, 1],
  [5, '2026-12-10', '19:00', '20:00', 20, 1],
  [6, '2026-10-14', '10:00', '12:00', 30, 1],
  [7, '2026-10-15', '13:00', '15:00', 30, 1],
];

const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

/** [title, employer, ON/OFF, place, hours/week, pay, time, start, end, deadline, description, how, in portal, contact, status, poster] */
type Job = [string, string, string, string, number, number, string, string, string, string, string, string, 'Y' | 'N', string | null, 'OPEN' | 'CLOSED', string];
const JOBS: Job[] = [
  ['중앙도서관 자료실 근로학생', '중앙도서관', 'ON', '중앙도서관 2층 자료실', 10, 10_320, '평일 14:00~18:00 중 협의', '2026-12-01', '2027-02-26', '2026-11-28', '도서 정리, 대출·반납 보조, 열람실 안내를 합니다.', '포털에서 지원서를 제출하면 서류 검토 후 개별 연락합니다.', 'Y', '중앙도서관 02-940-1100', 'OPEN', 'staff1'],
  ['학생회관 카페 바리스타', '한울생활협동조합', 'ON', '학생회관 1층 카페', 12, 10_500, '주 3일 09:00~13:00', '2026-12-01', '2026-12-31', '2026-11-27', '음료 제조와 매장 정리를 합니다. 경험이 없어도 교육 후 근무합니다.', '포털에서 지원합니다.', 'Y', null, 'OPEN', 'staff1'],
  ['데이터 라벨링 보조 (재택 가능)', '(주)누리데이터웍스', 'OFF', '서울 마포구 (재택 병행)', 15, 12_000, '주 15시간 자유 배분', '2026-12-07', '2027-01-29', '2026-11-30', '이미지·텍스트 데이터 라벨링과 검수를 합니다.', '포털에서 지원하면 온라인 면접 일정을 안내합니다.', 'Y', '인사팀 02-3011-1000', 'OPEN', 'outsider1'],
  ['주말 편의점 근무', '한울편의점 정문점', 'OFF', '정문 앞 편의점', 16, 10_320, '토·일 10:00~18:00', '2026-12-05', '2027-02-28', '2026-12-04', '계산, 진열, 매장 정리를 합니다.', '점장에게 전화로 문의한 뒤 방문 면접을 봅니다.', 'N', '점장 010-1234-5678', 'OPEN', 'staff10'],
  ['입학설명회 행사 보조', '입학처', 'ON', '대학본부 대회의실', 8, 10_320, '11월 둘째 주 토요일 09:00~17:00', '2026-11-14', '2026-11-14', '2026-11-10', '고교생 안내와 행사장 정리를 합니다.', '포털에서 지원합니다.', 'Y', null, 'OPEN', 'staff1'],
];

export async function seedFairs(tx: Tx) {
  const fairIds: number[] = [];
  for (const [title, kindCd, place, onlineUrl, startDt, endDt, description] of FAIRS) {
    const [row] = await tx.insert(schema.recruitFairs).values({ title, kindCd, place, onlineUrl, startDt, endDt, description, status: 'OPEN', postedBy: 'staff1', createdAt: kst('2026-09-20') }).returning({ id: schema.recruitFairs.fairId });
    fairIds.push(row.id);
  }
  const boothIds: number[] = [];
  for (const [f, boothNo, companyNm, ownerId, jobs] of BOOTHS) {
    const [row] = await tx.insert(schema.recruitFairBooths).values({ fairId: fairIds[f], boothNo, companyNm, ownerId, jobs, createdAt: kst('2026-09-25') }).returning({ id: schema.recruitFairBooths.boothId });
    boothIds.push(row.id);
  }
  const slotIds: number[][] = boothIds.map(() => []);
  for (const [b, day, from, to, minutes, capacity] of SLOT_RUNS) {
    for (let m = mins(from); m + minutes <= mins(to); m += minutes) {
      const [row] = await tx
        .insert(schema.recruitFairSlots)
        .values({ boothId: boothIds[b], startsAt: kst(day, hm(m)), endsAt: kst(day, hm(m + minutes)), capacity, createdAt: kst('2026-09-25') })
        .returning({ id: schema.recruitFairSlots.slotId });
      slotIds[b].push(row.id);
    }
  }
  await tx.insert(schema.recruitFairBookings).values([
    // student1 talks to 누리데이터웍스 at 10:00 on the first day.
    { slotId: slotIds[0][0], studentId: 'student1', status: 'BOOKED', createdAt: kst('2026-11-18', '20:30') },
    { slotId: slotIds[0][1], studentId: 'student2', status: 'BOOKED', createdAt: kst('2026-11-19', '09:10') },
    { slotId: slotIds[1][0], studentId: 'student3', status: 'BOOKED', createdAt: kst('2026-11-19', '11:00') },
    { slotId: slotIds[2][0], studentId: 'student4', status: 'CANCELLED', createdAt: kst('2026-11-17', '13:00'), cancelledAt: kst('2026-11-18', '08:00') },
    { slotId: slotIds[6][0], studentId: 'student1', status: 'BOOKED', createdAt: kst('2026-10-08', '21:00') },
    { slotId: slotIds[6][1], studentId: 'student5', status: 'BOOKED', createdAt: kst('2026-10-09', '10:00') },
  ]);

  const jobIds: number[] = [];
  for (const [title, employerNm, campusCd, place, hoursPerWeek, hourlyPay, workTime, periodStartDt, periodEndDt, deadlineDt, description, howToApply, applyInPortal, contact, status, postedBy] of JOBS) {
    const [row] = await tx
      .insert(schema.recruitParttimeJobs)
      .values({ title, employerNm, campusCd, place, hoursPerWeek, hourlyPay, workTime, periodStartDt, periodEndDt, deadlineDt, description, howToApply, applyInPortal, contact, status, postedBy, createdAt: kst('2026-11-10') })
      .returning({ id: schema.recruitParttimeJobs.jobId });
    jobIds.push(row.id);
  }
  await tx.insert(schema.recruitParttimeApplications).values([
    { jobId: jobIds[0], studentId: 'student2', motivation: '도서관을 자주 이용해 자료 배치를 잘 알고 있습니다. 성실하게 일하겠습니다.', availableHours: '월·수·금 14:00~18:00', createdAt: kst('2026-11-20', '19:00') },
    { jobId: jobIds[2], studentId: 'student3', motivation: '데이터 분석 수업에서 라벨링 경험이 있어 바로 도울 수 있습니다.', availableHours: '주 15시간, 주로 저녁', createdAt: kst('2026-11-21', '22:00') },
  ]);
}
