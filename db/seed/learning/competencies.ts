// The university's six core competencies, the self-diagnosis questions, the centres' programmes
// and the levels of the competency certificate (H-Certi).
import type { schema } from '../../../src/lib/server/db/index';

type Competency = typeof schema.competencies.$inferInsert;
type Program = typeof schema.competencyPrograms.$inferInsert;
type Question = typeof schema.competencyQuestions.$inferInsert;
type HcertiRequirement = typeof schema.hcertiRequirements.$inferInsert;

interface CompetencyDef {
  cd: string;
  korNm: string;
  engNm: string;
  summary: string;
  description: string;
  elements: string[];
  /** Self-diagnosis statements, answered 1 (전혀 그렇지 않다) - 5 (매우 그렇다). */
  questions: string[];
  /** [title, centre, description, points] */
  programs: [string, string, string, number][];
}

export const COMPETENCY_DEFS: CompetencyDef[] = [
  {
    cd: 'COMM',
    korNm: '소통',
    engNm: 'Communication',
    summary: '생각을 분명하게 표현하고 다른 사람의 말을 깊이 듣는 능력',
    description: '글과 말로 자신의 생각을 논리적으로 전달하고, 상대의 입장을 경청하며 공감하여 서로의 이해를 넓히는 역량입니다.',
    elements: ['논리적 글쓰기', '효과적인 말하기', '경청과 공감', '매체 활용 표현'],
    questions: [
      '나는 내 생각을 글로 논리적으로 정리할 수 있다.',
      '나는 여러 사람 앞에서 내 의견을 자신 있게 발표할 수 있다.',
      '나는 대화할 때 상대방의 말을 끝까지 듣고 그 의도를 파악한다.',
      '나는 전달하려는 내용에 맞는 자료와 매체를 골라 활용할 수 있다.',
    ],
    programs: [
      ['글쓰기 클리닉', 'CT03', '교수학습지원센터 튜터와 함께 보고서와 에세이를 1:1로 첨삭받고 고쳐 씁니다.', 1],
      ['스피치 & 프레젠테이션 캠프', 'CT02', '발표 구성과 전달법을 익히고 모의 발표로 피드백을 받는 2일 캠프입니다.', 2],
    ],
  },
  {
    cd: 'CRTV',
    korNm: '창의융합',
    engNm: 'Creative Convergence',
    summary: '여러 분야의 지식을 엮어 새로운 해결책을 만드는 능력',
    description: '익숙한 틀에 머물지 않고 전공과 다른 분야의 지식을 연결하여 문제를 새롭게 정의하고 창의적인 해결책을 만들어 내는 역량입니다.',
    elements: ['문제 발견', '융합적 사고', '아이디어 구체화'],
    questions: [
      '나는 주변에서 개선이 필요한 문제를 스스로 찾아낸다.',
      '나는 다른 전공이나 분야의 지식을 내 공부에 연결해 본다.',
      '나는 떠오른 아이디어를 그림, 모형, 시제품 등으로 구체화할 수 있다.',
      '나는 한 가지 문제에 여러 가지 해결 방법을 생각해 본다.',
    ],
    programs: [
      ['디자인 씽킹 워크숍', 'CT03', '공감에서 시제품까지 디자인 씽킹의 전 과정을 팀으로 경험하는 워크숍입니다.', 2],
      ['융합 아이디어 경진대회', 'A04', '여러 전공 학생이 팀을 이루어 사회 문제 해결 아이디어를 겨루는 대회입니다.', 3],
      ['메이커 스페이스 기초 교육', 'CT03', '3D 프린터와 레이저 커터 사용법을 익히고 작은 작품을 만듭니다.', 1],
    ],
  },
  {
    cd: 'CLLB',
    korNm: '협력',
    engNm: 'Collaboration',
    summary: '함께 목표를 세우고 역할을 나누어 성과를 내는 능력',
    description: '다양한 사람과 공동의 목표를 세우고, 서로의 강점을 살려 역할을 나누며, 갈등을 조정하여 함께 성과를 만들어 내는 역량입니다.',
    elements: ['공동 목표 설정', '역할 분담과 책임', '갈등 조정', '상호 피드백'],
    questions: [
      '나는 팀 과제에서 팀원들과 함께 목표와 일정을 정한다.',
      '나는 팀에서 맡은 역할을 책임감 있게 끝까지 해낸다.',
      '나는 팀원 사이에 의견 차이가 생기면 조정하려고 노력한다.',
      '나는 팀원에게 도움이 되는 피드백을 주고받는다.',
    ],
    programs: [
      ['학습 공동체 튜터링', 'CT03', '선후배가 튜터와 튜티로 한 학기 동안 함께 공부하는 학습 공동체입니다.', 2],
      ['팀 빌딩 리더십 캠프', 'A04', '협동 과제와 역할극으로 팀워크와 갈등 조정을 익히는 캠프입니다.', 2],
    ],
  },
  {
    cd: 'EXPT',
    korNm: '전문성',
    engNm: 'Expertise',
    summary: '전공 지식을 깊이 이해하고 실제 문제에 적용하는 능력',
    description: '전공 분야의 이론과 방법을 체계적으로 익히고, 이를 현장의 문제에 적용하며 스스로 배움을 이어 가는 역량입니다.',
    elements: ['전공 지식 이해', '실무 적용', '자기주도 학습'],
    questions: [
      '나는 전공의 핵심 개념을 다른 사람에게 설명할 수 있다.',
      '나는 배운 전공 지식을 실제 과제나 현장 문제에 적용해 본 경험이 있다.',
      '나는 전공 분야의 새로운 동향을 스스로 찾아 공부한다.',
      '나는 내 진로에 필요한 전문 역량이 무엇인지 알고 준비하고 있다.',
    ],
    programs: [
      ['직무 역량 부트캠프', 'CT02', '희망 직무별 현직자 특강과 실무 과제로 직무 역량을 기르는 집중 과정입니다.', 3],
      ['학습전략 코칭', 'CT03', '시간 관리와 전공 공부 방법을 1:1로 코칭받습니다.', 1],
    ],
  },
  {
    cd: 'GLBL',
    korNm: '글로벌',
    engNm: 'Global Competence',
    summary: '다양한 문화를 이해하고 세계를 무대로 소통하는 능력',
    description: '외국어로 소통하고, 서로 다른 문화와 가치를 존중하며, 지구적 과제에 관심을 갖고 세계를 무대로 활동하는 역량입니다.',
    elements: ['외국어 소통', '문화 다양성 이해', '지구적 과제 인식'],
    questions: [
      '나는 외국어로 간단한 업무나 학업 대화를 할 수 있다.',
      '나는 나와 다른 문화의 관습과 가치를 존중한다.',
      '나는 기후, 빈곤, 인권 등 지구적 문제에 관심을 갖고 있다.',
      '나는 해외 연수나 국제 교류 활동에 참여할 의지가 있다.',
    ],
    programs: [
      ['글로벌 버디 프로그램', 'A04', '외국인 유학생과 짝을 이루어 한 학기 동안 교류합니다.', 2],
      ['영어 토론 클럽', 'CT03', '시사 주제로 매주 영어 토론을 진행합니다.', 1],
    ],
  },
  {
    cd: 'CMTY',
    korNm: '공동체',
    engNm: 'Community Spirit',
    summary: '이웃과 사회를 위해 책임 있게 행동하고 나누는 능력',
    description: '공동체의 일원으로서 윤리적으로 판단하고, 사회적 약자와 이웃을 배려하며, 봉사와 나눔으로 더 나은 사회를 만드는 데 기여하는 역량입니다.',
    elements: ['윤리적 판단', '배려와 나눔', '사회 참여', '섬김의 리더십'],
    questions: [
      '나는 어려운 결정을 할 때 옳고 그름을 먼저 생각한다.',
      '나는 도움이 필요한 사람을 보면 먼저 다가가 돕는다.',
      '나는 학교나 지역 사회의 문제 해결에 참여한 경험이 있다.',
      '나는 공동체를 위해 내 시간과 재능을 나눌 수 있다.',
    ],
    programs: [
      ['지역 사회 봉사단', 'A04', '지역 아동센터와 복지관에서 정기적으로 봉사 활동을 합니다.', 2],
      ['마음 나눔 또래 상담', 'CT01', '또래 상담자 교육을 받고 신입생의 적응을 돕습니다.', 3],
    ],
  },
];

export const COMPETENCY_CODES = COMPETENCY_DEFS.map((c) => c.cd);

export function competencyRows(): Competency[] {
  return COMPETENCY_DEFS.map((c, i) => ({ competencyCd: c.cd, korNm: c.korNm, engNm: c.engNm, summary: c.summary, description: c.description, elements: c.elements, sortOrd: i + 1 }));
}

/** Questions with fixed ids 1..24 (diagnoses refer to them). */
export function questionRows(): (Question & { questionId: number })[] {
  let id = 0;
  return COMPETENCY_DEFS.flatMap((c) => c.questions.map((text, i) => ({ questionId: ++id, competencyCd: c.cd, text, sortOrd: i + 1, useYn: 'Y' })));
}

/** Programmes with fixed ids. */
export function programRows(): (Program & { programId: number })[] {
  let id = 0;
  return COMPETENCY_DEFS.flatMap((c) =>
    c.programs.map(([title, deptCd, description, points]) => ({ programId: ++id, competencyCd: c.cd, title, deptCd, description, points, useYn: 'Y' })),
  );
}

/**
 * The certificate's levels; a level is earned when its rows and the rows of every lower level are met.
 * Kinds:
 * - DIAGNOSIS: number of competency self-diagnoses taken (one per term counts).
 * - COMPETENCY_POINTS: weighted credits in one competency: over the passed subjects that build it,
 *   the sum of credits × weight / 3, rounded down (a 3-credit subject of weight 3 gives 3 points,
 *   of weight 1 gives 1 point).
 * - PROGRAMS: points of completed extra-curricular programmes (any competency).
 */
export function hcertiRows(): HcertiRequirement[] {
  const rows: [string, string, string | null, number, string][] = [
    ['BRONZE', 'DIAGNOSIS', null, 1, '핵심역량 진단 1회 이상 참여'],
    ['BRONZE', 'COMPETENCY_POINTS', 'EXPT', 12, '전문성 역량 점수 12점 이상'],
    ['BRONZE', 'COMPETENCY_POINTS', 'COMM', 6, '소통 역량 점수 6점 이상'],
    ['BRONZE', 'PROGRAMS', null, 2, '비교과 프로그램 2점 이상 이수'],
    ['SILVER', 'DIAGNOSIS', null, 2, '핵심역량 진단 2회 이상 참여'],
    ['SILVER', 'COMPETENCY_POINTS', 'EXPT', 24, '전문성 역량 점수 24점 이상'],
    ['SILVER', 'COMPETENCY_POINTS', 'CRTV', 6, '창의융합 역량 점수 6점 이상'],
    ['SILVER', 'COMPETENCY_POINTS', 'CLLB', 6, '협력 역량 점수 6점 이상'],
    ['SILVER', 'PROGRAMS', null, 5, '비교과 프로그램 5점 이상 이수'],
    ['GOLD', 'DIAGNOSIS', null, 3, '핵심역량 진단 3회 이상 참여'],
    ['GOLD', 'COMPETENCY_POINTS', 'EXPT', 36, '전문성 역량 점수 36점 이상'],
    ['GOLD', 'COMPETENCY_POINTS', 'GLBL', 6, '글로벌 역량 점수 6점 이상'],
    ['GOLD', 'COMPETENCY_POINTS', 'CMTY', 6, '공동체 역량 점수 6점 이상'],
    ['GOLD', 'PROGRAMS', null, 8, '비교과 프로그램 8점 이상 이수'],
  ];
  return rows.map(([levelCd, kind, competencyCd, minValue, label], i) => ({ levelCd, kind, competencyCd, minValue, label, sortOrd: i + 1 }));
}
