// Tracks (micro-degrees) with their subjects and application windows, and the per-student activity
// that is seeded only for student1 and students 256-300: track applications, major proposals,
// timetable plans.
import type { schema } from '../../../src/lib/server/db/index';
import { kst } from '../random';
import { NEXT, overlaps, type OfferingInfo, type Slot } from './offerings';
import type { Catalog, SubjectInfo } from './subjects';
import type { StudentRecord } from './transcripts';

type Track = typeof schema.tracks.$inferInsert;
type TrackSubject = typeof schema.trackSubjects.$inferInsert;
type TrackApplication = typeof schema.trackApplications.$inferInsert;
type MajorProposal = typeof schema.majorProposals.$inferInsert;
type TimetablePlan = typeof schema.timetablePlans.$inferInsert;
type User = typeof schema.users.$inferInsert;

/** Windows relative to the demo day 2026-11-22. */
export const WINDOWS = {
  OPEN: ['2026-11-16', '2026-11-30'],
  CLOSED: ['2026-09-01', '2026-09-15'],
  UPCOMING: ['2026-12-01', '2026-12-10'],
} as const;

interface TrackDef {
  trackCd: string;
  korNm: string;
  deptCd: string;
  summary: string;
  description: string;
  minCredits: number;
  window: keyof typeof WINDOWS;
  capacity: number | null;
  /** 'D4010:인공지능' (a department's subject) or 'GE:인공지능과 함께 살기'; '*' marks a required subject. */
  subjects: string[];
}

export const TRACK_DEFS: TrackDef[] = [
  {
    trackCd: 'TRK01', korNm: 'AI 융합 트랙', deptCd: 'D4010', window: 'OPEN', capacity: 40, minCredits: 15,
    summary: '인공지능의 원리와 활용, 윤리를 함께 배우는 융합 트랙',
    description: '기계학습과 딥러닝의 원리를 익히고, 통계와 데이터마이닝으로 데이터를 다루며, 인공지능의 윤리적 쟁점까지 살펴보는 트랙입니다. 전공에 관계없이 인공지능을 자기 분야에 적용하려는 학생에게 권합니다.',
    subjects: ['*D4010:인공지능', '*D3040:통계적 기계학습', 'D4010:딥러닝', 'D4040:데이터마이닝', 'D1040:인공지능 윤리', 'GE:인공지능과 함께 살기'],
  },
  {
    trackCd: 'TRK02', korNm: '데이터 분석 트랙', deptCd: 'D3040', window: 'CLOSED', capacity: 40, minCredits: 15,
    summary: '자료를 모으고 분석해 근거 있는 결론을 내는 데이터 분석 역량 트랙',
    description: '회귀분석과 데이터마이닝을 중심으로 데이터베이스, 시각화, 계량 분석을 함께 익혀 데이터로 의사결정을 돕는 역량을 기릅니다.',
    subjects: ['*D3040:회귀분석', '*D4040:데이터마이닝', 'D3040:데이터 시각화', 'D4010:데이터베이스', 'D5020:계량경제학', 'D2030:데이터 저널리즘'],
  },
  {
    trackCd: 'TRK03', korNm: '디지털 콘텐츠 기획 트랙', deptCd: 'D2030', window: 'OPEN', capacity: null, minCredits: 12,
    summary: '영상과 소셜미디어 콘텐츠를 기획하고 만드는 트랙',
    description: '영상 제작과 소셜미디어 마케팅을 바탕으로 모션그래픽과 매체 속 문학까지 다루며, 기획부터 제작과 확산까지 디지털 콘텐츠의 전 과정을 경험합니다.',
    subjects: ['*D2030:영상제작기초', '*D2030:소셜미디어 마케팅', 'D7010:모션그래픽', 'D1010:문학과 매체', 'D7010:인터랙션디자인'],
  },
  {
    trackCd: 'TRK04', korNm: '글로벌 비즈니스 트랙', deptCd: 'D5010', window: 'OPEN', capacity: 40, minCredits: 15,
    summary: '세계 시장을 무대로 일할 경영·무역 역량 트랙',
    description: '국제경영과 비즈니스 영어를 핵심으로 국제무역, 국제정치경제, 외국어를 함께 배워 해외 시장에서 일할 준비를 합니다.',
    subjects: ['*D5010:국제경영', '*D1020:비즈니스 영어', 'D5020:국제무역론', 'D2040:국제정치경제', 'D5010:마케팅원론', 'GE:중국어 기초'],
  },
  {
    trackCd: 'TRK05', korNm: '아동·가족 복지 트랙', deptCd: 'D6030', window: 'OPEN', capacity: null, minCredits: 15,
    summary: '아동과 가족을 지원하는 복지 현장 전문 트랙',
    description: '아동 권리와 아동복지를 중심으로 가족 정책과 부모교육, 발달심리를 함께 배워 아동·가족 복지 현장에 필요한 역량을 기릅니다.',
    subjects: ['*D6030:아동권리와 복지', '*D2020:아동복지론', 'D2020:가족복지론', 'D6030:가족정책', 'D2010:발달심리학', 'D6030:부모교육'],
  },
  {
    trackCd: 'TRK06', korNm: '푸드테크 트랙', deptCd: 'D6010', window: 'OPEN', capacity: 40, minCredits: 12,
    summary: '식품 과학과 바이오 공정이 만나는 미래 식품 트랙',
    description: '대체 단백질과 기능성 식품, 생물 공정과 식품 안전을 함께 배워 푸드테크 산업에 필요한 융합 역량을 기릅니다.',
    subjects: ['*D6010:푸드테크의 이해', '*D4030:생물공정공학', 'D6010:기능성식품학', 'D3030:미생물학', 'D6010:식품위생학'],
  },
  {
    trackCd: 'TRK07', korNm: 'UX 디자인 트랙', deptCd: 'D7010', window: 'UPCOMING', capacity: 40, minCredits: 15,
    summary: '사람을 이해하고 디지털 경험을 설계하는 UX 트랙',
    description: 'UX 디자인과 인터랙션디자인을 중심으로 인간공학, 인지심리학, 웹 프로그래밍을 함께 배워 사용자 경험을 조사하고 설계하고 구현합니다.',
    subjects: ['*D7010:UX 디자인 기초', '*D7010:인터랙션디자인', 'D4040:인간공학', 'D2010:인지심리학', 'D7010:서비스디자인', 'D4010:웹프로그래밍'],
  },
  {
    trackCd: 'TRK08', korNm: 'ESG 경영 트랙', deptCd: 'D5010', window: 'OPEN', capacity: null, minCredits: 18,
    summary: '환경과 사회, 지배구조를 생각하는 지속가능 경영 트랙',
    description: 'ESG 경영과 환경경제학을 핵심으로 지속가능 패션, 에너지 기술, 재무제표 분석을 함께 배워 지속가능한 기업 경영을 설계합니다.',
    subjects: ['*D5010:ESG 경영', '*D5020:환경경제학', 'D6020:지속가능패션', 'D4030:에너지환경공학', 'GE:지속가능발전목표와 우리', 'D5030:재무제표분석', 'D5010:경영전략'],
  },
];

export const TRACK_RULES = { minGrade: 2, minEarnedCredits: 30 } as const;

function findSubject(catalog: Catalog, ref: string): SubjectInfo {
  const [where, name] = ref.replace(/^\*/, '').split(':');
  const list = where === 'GE' ? catalog.ge : catalog.byDept.get(where)!;
  const s = list.find((x) => x.korNm === name);
  if (!s) throw new Error(`track subject not found: ${ref}`);
  return s;
}

export function buildTracks(catalog: Catalog) {
  const tracks: Track[] = TRACK_DEFS.map((t, i) => ({
    trackCd: t.trackCd,
    korNm: t.korNm,
    deptCd: t.deptCd,
    summary: t.summary,
    description: t.description,
    minCredits: t.minCredits,
    minGrade: TRACK_RULES.minGrade,
    minEarnedCredits: TRACK_RULES.minEarnedCredits,
    applyStartDt: WINDOWS[t.window][0],
    applyEndDt: WINDOWS[t.window][1],
    capacity: t.capacity,
    useYn: 'Y',
    sortOrd: i + 1,
  }));
  const trackSubjects: TrackSubject[] = TRACK_DEFS.flatMap((t) => t.subjects.map((ref) => ({ trackCd: t.trackCd, sbjtKeyId: findSubject(catalog, ref).sbjtKeyId, required: ref.startsWith('*') })));
  return { tracks, trackSubjects };
}

/** Activity of student1 and of students 256-300 (test students 2-255 start clean). */
export function buildActivity(catalog: Catalog, offerings: OfferingInfo[], students: User[], records: Map<string, StudentRecord>) {
  const eligible = students.filter((s) => {
    const n = Number(s.userId!.slice(7));
    return n >= 256 && s.shregSt === '10' && Number(s.gradeCd) >= TRACK_RULES.minGrade && records.get(s.userId!)!.earnedCredits >= TRACK_RULES.minEarnedCredits;
  });
  const applications: TrackApplication[] = [
    { trackCd: 'TRK02', studentId: 'student1', motivation: '통계학을 복수전공하면서 데이터 분석 역량을 체계적으로 쌓고 싶어 신청합니다.', status: 'APPROVED', reviewerId: 'staff1', reviewNote: '이수 계획이 구체적입니다. 승인합니다.', createdAt: kst('2026-09-03', '10:20'), decidedAt: kst('2026-09-18', '15:00') },
    { trackCd: 'TRK01', studentId: 'student1', motivation: '컴퓨터공학 전공에서 배운 인공지능을 통계적 기계학습과 윤리까지 넓혀 공부하고 싶습니다.', status: 'APPLIED', reviewerId: null, reviewNote: null, createdAt: kst('2026-11-20', '21:05'), decidedAt: null },
  ];
  const plan: [string, string, string, string | null, string, string | null][] = [
    ['TRK01', 'APPLIED', '인공지능을 전공 분야에 적용하는 프로젝트를 해 보고 싶습니다.', null, '2026-11-17 13:10', null],
    ['TRK04', 'APPLIED', '해외 영업 직무를 준비하며 무역과 비즈니스 영어를 함께 배우고 싶습니다.', null, '2026-11-18 09:40', null],
    ['TRK05', 'APPLIED', '아동복지 현장에서 일하고 싶어 관련 과목을 체계적으로 듣고자 합니다.', null, '2026-11-19 16:25', null],
    ['TRK02', 'APPROVED', '전공 연구에 필요한 데이터 분석 역량을 기르고 싶습니다.', '데이터 분석 트랙 이수를 승인합니다.', '2026-09-04 11:00', '2026-09-18 15:10'],
    ['TRK02', 'RETURNED', '데이터 분석을 배워 보고 싶습니다.', '이수 계획을 구체적으로 적어 다음 모집에 다시 신청해 주세요.', '2026-09-10 17:30', '2026-09-18 15:20'],
    ['TRK08', 'CANCELLED', '지속가능 경영에 관심이 있습니다.', null, '2026-11-16 10:00', null],
    ['TRK06', 'APPLIED', '식품 산업의 새로운 기술을 배우고 싶습니다.', null, '2026-11-21 20:15', null],
  ];
  plan.forEach(([trackCd, status, motivation, reviewNote, created, decided], i) => {
    const st = eligible[i];
    if (!st) return;
    const [d, t] = created.split(' ');
    applications.push({
      trackCd,
      studentId: st.userId!,
      motivation,
      status,
      reviewerId: decided ? 'staff1' : null,
      reviewNote,
      createdAt: kst(d, t),
      decidedAt: decided ? kst(decided.split(' ')[0], decided.split(' ')[1]) : null,
    });
  });

  // Student-designed majors from three of the students 256-300.
  const byName = (dept: string, name: string) => findSubject(catalog, `${dept}:${name}`).sbjtKeyId;
  const designers = students.filter((s) => Number(s.userId!.slice(7)) >= 256 && Number(s.gradeCd) >= 2 && s.shregSt === '10').slice(-3);
  const proposals: MajorProposal[] = [
    {
      studentId: designers[0].userId!,
      title: '데이터 기반 헬스케어 융합전공',
      goal: '생명과학과 통계, 컴퓨터공학을 엮어 건강 데이터를 분석하고 서비스로 만드는 역량을 기릅니다.',
      sbjtKeyIds: [byName('D3030', '생물정보학'), byName('D3030', '유전체학'), byName('D3040', '회귀분석'), byName('D3040', '생존분석'), byName('D4010', '데이터베이스'), byName('D4010', '인공지능'), byName('D6010', '임상영양학'), byName('D4040', '데이터마이닝')],
      status: 'SUBMITTED',
      reviewerId: null,
      reviewNote: null,
      submittedAt: kst('2026-11-19', '14:30'),
      decidedAt: null,
      createdAt: kst('2026-11-12', '20:10'),
      updatedAt: kst('2026-11-19', '14:30'),
    },
    {
      studentId: designers[1].userId!,
      title: '지속가능 패션 비즈니스 융합전공',
      goal: '친환경 소재와 윤리적 생산, ESG 경영을 함께 배워 지속가능한 패션 브랜드를 기획합니다.',
      sbjtKeyIds: [byName('D6020', '지속가능패션'), byName('D6020', '섬유재료학'), byName('D6020', '패션 브랜드 경영'), byName('D5010', 'ESG 경영'), byName('D5010', '마케팅원론'), byName('D5020', '환경경제학'), byName('D4030', '에너지환경공학')],
      status: 'APPROVED',
      reviewerId: 'staff8',
      reviewNote: '교과목 구성이 목표와 잘 맞습니다. 승인합니다.',
      submittedAt: kst('2026-09-08', '10:00'),
      decidedAt: kst('2026-09-25', '16:00'),
      createdAt: kst('2026-09-02', '19:40'),
      updatedAt: kst('2026-09-25', '16:00'),
    },
    {
      studentId: designers[2].userId!,
      title: '아동 미디어 콘텐츠 융합전공',
      goal: '아동 발달과 미디어 제작을 함께 배워 아이들을 위한 교육 콘텐츠를 만듭니다.',
      sbjtKeyIds: [byName('D6030', '영유아발달'), byName('D6030', '아동 미디어 교육'), byName('D2030', '영상제작기초'), byName('D7010', '일러스트레이션')],
      status: 'DRAFT',
      reviewerId: null,
      reviewNote: null,
      submittedAt: null,
      decidedAt: null,
      createdAt: kst('2026-11-21', '22:00'),
      updatedAt: kst('2026-11-21', '22:00'),
    },
  ];

  // student1's plan for the next term: her fourth-year major subjects, statistics, general education.
  const demo = records.get('student1')!;
  const next = offerings.filter((o) => o.year === NEXT.year && o.termCd === NEXT.termCd);
  const wanted = [
    ...catalog.byDept.get('D4010')!.filter((s) => s.stdTermCd === NEXT.termCd && s.stdYear >= 3),
    ...catalog.byDept.get('D3040')!.filter((s) => s.stdTermCd === NEXT.termCd && s.stdYear === 3),
    ...catalog.ge.filter((s) => s.stdTermCd === NEXT.termCd && s.geAreaCd === 'GE34'),
  ].filter((s) => !demo.passed.has(s.sbjtKeyId) && s.prereqs.every((p) => demo.passed.has(p) || demo.runningSubjects.has(p)));
  const times: Slot[][] = [];
  const offeringIds: number[] = [];
  let credits = 0;
  for (const s of wanted) {
    if (credits + s.credits > 18) continue;
    const o = next.find((x) => x.sbjtKeyId === s.sbjtKeyId && !times.some((t) => overlaps(t, x.times)));
    if (!o) continue;
    times.push(o.times);
    offeringIds.push(o.offeringId);
    credits += s.credits;
  }
  const plans: TimetablePlan[] = [
    { studentId: 'student1', year: NEXT.year, termCd: NEXT.termCd, name: '1안', offeringIds, createdAt: kst('2026-11-21', '21:30'), updatedAt: kst('2026-11-21', '21:30') },
  ];
  return { applications, proposals, plans };
}
