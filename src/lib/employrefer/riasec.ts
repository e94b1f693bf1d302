// The career interest test (Holland RIASEC): the six types with their plain Korean descriptions and
// the job families (common code group JOB_CLS) that suit them, the 48 questions (8 per type, in a
// mixed order), the 5-point scale and the scoring. One home for the questionnaire: the page, the
// server's scoring and the tests all read it from here.

export const RIASEC_TYPES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecType = (typeof RIASEC_TYPES)[number];

export interface RiasecTypeInfo {
  code: RiasecType;
  /** 현실형 … */
  name: string;
  /** One line: what people of this type enjoy. */
  summary: string;
  description: string;
  /** Job families of the common code group JOB_CLS that suit the type, best first. */
  jobClsCds: string[];
  /** Example jobs, for a student who does not yet know the families. */
  jobs: string[];
  color: string;
}

export const TYPE_INFO: Readonly<Record<RiasecType, RiasecTypeInfo>> = {
  R: {
    code: 'R',
    name: '현실형',
    summary: '손과 도구로 직접 만들고 고치는 일을 좋아합니다.',
    description: '기계나 도구, 재료를 다루며 눈에 보이는 결과를 만드는 일에 흥미가 있습니다. 말보다 행동으로 보여 주는 편이고, 몸을 움직이거나 현장에서 일하는 것을 즐깁니다.',
    jobClsCds: ['JOB09', 'JOB02', 'JOB08', 'JOB10'],
    jobs: ['기계·전기 기술자', '건축·토목 기술자', '항공 정비사', '조경 설계사'],
    color: '#8D6E63',
  },
  I: {
    code: 'I',
    name: '탐구형',
    summary: '궁금한 것을 관찰하고 분석해 원리를 밝히는 일을 좋아합니다.',
    description: '자료를 모아 분석하고 논리적으로 생각해 문제의 원인을 찾는 일에 흥미가 있습니다. 혼자 깊이 파고드는 공부를 즐기고, 새로운 지식을 얻는 데서 보람을 느낍니다.',
    jobClsCds: ['JOB02', 'JOB04'],
    jobs: ['연구원', '데이터 분석가', '약사', '소프트웨어 개발자'],
    color: '#3B6FD8',
  },
  A: {
    code: 'A',
    name: '예술형',
    summary: '생각과 느낌을 글, 그림, 소리, 디자인으로 표현하는 일을 좋아합니다.',
    description: '정해진 틀보다 자유로운 환경에서 새로운 것을 만들어 내는 일에 흥미가 있습니다. 감수성과 상상력이 풍부하고, 자신만의 방식으로 표현하는 것을 중요하게 여깁니다.',
    jobClsCds: ['JOB05'],
    jobs: ['시각·UX 디자이너', '작가·카피라이터', '영상 콘텐츠 제작자', '공연 기획자'],
    color: '#C2185B',
  },
  S: {
    code: 'S',
    name: '사회형',
    summary: '사람을 가르치고 돕고 돌보는 일을 좋아합니다.',
    description: '다른 사람의 이야기를 듣고 성장을 돕는 일에 흥미가 있습니다. 함께 일하고 협력하는 것을 좋아하며, 누군가에게 도움이 되었다고 느낄 때 보람을 얻습니다.',
    jobClsCds: ['JOB03', 'JOB04', 'JOB06'],
    jobs: ['교사', '사회복지사', '상담사', '간호사'],
    color: '#2E7D32',
  },
  E: {
    code: 'E',
    name: '진취형',
    summary: '사람들을 이끌고 설득해 목표를 이루는 일을 좋아합니다.',
    description: '새로운 일을 기획하고 사람들을 모아 이끄는 일에 흥미가 있습니다. 경쟁과 도전을 즐기고, 말로 상대를 설득하거나 협상해 성과를 내는 데서 보람을 느낍니다.',
    jobClsCds: ['JOB01', 'JOB07'],
    jobs: ['마케터', '영업 관리자', '창업가', '홍보 전문가'],
    color: '#EF6C00',
  },
  C: {
    code: 'C',
    name: '관습형',
    summary: '정해진 절차에 따라 자료와 일을 꼼꼼하게 정리하는 일을 좋아합니다.',
    description: '규칙과 체계가 분명한 환경에서 숫자와 자료를 정확하게 다루는 일에 흥미가 있습니다. 계획을 세워 차근차근 처리하고, 실수 없이 마무리하는 것을 중요하게 여깁니다.',
    jobClsCds: ['JOB01', 'JOB02'],
    jobs: ['회계사', '공무원(행정)', '금융 사무원', '품질 관리자'],
    color: '#546E7A',
  },
};

/** The names of the job families (code group JOB_CLS), used when the code table has no name. */
export const JOB_CLS_FALLBACK: Readonly<Record<string, string>> = {
  JOB01: '경영·사무·금융·보험직',
  JOB02: '연구직 및 공학기술직',
  JOB03: '교육·법률·사회복지·경찰·소방직 및 군인',
  JOB04: '보건·의료직',
  JOB05: '예술·디자인·방송·스포츠직',
  JOB06: '미용·여행·숙박·음식·경비·청소직',
  JOB07: '영업·판매·운전·운송직',
  JOB08: '건설·채굴직',
  JOB09: '설치·정비·생산직',
  JOB10: '농림어업직',
};

/** The 5-point scale (the portal's rating length 5). */
export const SCALE = [
  { value: 1, label: '전혀 그렇지 않다', short: '전혀 아님' },
  { value: 2, label: '그렇지 않다', short: '아님' },
  { value: 3, label: '보통이다', short: '보통' },
  { value: 4, label: '그렇다', short: '그렇다' },
  { value: 5, label: '매우 그렇다', short: '매우' },
] as const;
export const SCALE_MAX = SCALE.length;
export const ITEMS_PER_TYPE = 8;

const ITEM_TEXTS: Record<RiasecType, string[]> = {
  R: [
    '고장 난 물건을 직접 뜯어보고 고치는 것이 즐겁다.',
    '공구나 기계를 다루는 일을 잘할 자신이 있다.',
    '책상에 앉아 있는 것보다 몸을 움직이는 일이 좋다.',
    '가구를 조립하거나 무언가를 만드는 활동을 좋아한다.',
    '실험실이나 공장, 현장에서 장비를 다루는 일에 관심이 있다.',
    '식물을 기르거나 동물을 돌보는 일이 좋다.',
    '설명서를 보고 기계나 전자 제품을 설치할 수 있다.',
    '눈에 보이는 결과물을 손으로 완성할 때 보람을 느낀다.',
  ],
  I: [
    '어떤 현상이 왜 일어나는지 원리를 알아내는 것이 재미있다.',
    '수학이나 과학 문제를 오래 붙잡고 푸는 것이 즐겁다.',
    '자료를 모아 분석하고 결론을 내리는 일을 좋아한다.',
    '궁금한 것이 생기면 관련 논문이나 책을 찾아 읽는다.',
    '실험을 설계하고 결과를 확인하는 과정에 흥미가 있다.',
    '복잡한 문제를 논리적으로 나누어 생각하는 편이다.',
    '새로운 기술이나 과학 소식에 관심이 많다.',
    '혼자 깊이 생각하며 연구하는 시간이 좋다.',
  ],
  A: [
    '그림, 음악, 글 등으로 내 생각을 표현하는 것을 좋아한다.',
    '정해진 방법보다 나만의 방식으로 일하고 싶다.',
    '전시회, 공연, 영화를 보며 영감을 얻는다.',
    '디자인이나 색감, 분위기에 민감한 편이다.',
    '새로운 아이디어를 떠올리는 일이 즐겁다.',
    '이야기나 콘텐츠를 직접 기획하고 만들어 보고 싶다.',
    '틀에 박힌 규칙이 많은 환경은 답답하게 느껴진다.',
    '사진, 영상, 악기 등 창작 도구를 다루는 것을 좋아한다.',
  ],
  S: [
    '친구의 고민을 들어 주고 도와주는 일이 보람 있다.',
    '다른 사람에게 무언가를 가르치는 것을 좋아한다.',
    '봉사활동이나 나눔 활동에 참여하는 것이 즐겁다.',
    '여러 사람과 함께 협력하는 일이 편하다.',
    '상대방의 기분이나 어려움을 잘 알아차리는 편이다.',
    '아픈 사람이나 약한 사람을 돌보는 일에 관심이 있다.',
    '사람들 사이의 갈등을 중재하는 역할을 자주 맡는다.',
    '누군가의 성장을 곁에서 돕는 직업을 갖고 싶다.',
  ],
  E: [
    '모임이나 팀에서 앞장서서 이끄는 역할을 좋아한다.',
    '다른 사람을 설득해 내 의견에 동의하게 만드는 것이 즐겁다.',
    '새로운 사업이나 프로젝트를 기획해 보고 싶다.',
    '경쟁이 있는 상황에서 더 힘이 난다.',
    '목표를 세우고 사람들을 모아 성과를 내는 일이 좋다.',
    '물건이나 아이디어를 다른 사람에게 소개하고 파는 일에 자신 있다.',
    '위험이 있더라도 기회라고 생각되면 도전하는 편이다.',
    '회의나 발표에서 내 생각을 자신 있게 말한다.',
  ],
  C: [
    '일정과 할 일을 꼼꼼하게 계획하고 정리한다.',
    '숫자나 자료를 정확하게 기록하고 관리하는 일이 편하다.',
    '정해진 규칙과 절차에 따라 일하는 것이 좋다.',
    '서류나 파일을 체계적으로 분류해 두는 편이다.',
    '엑셀 같은 표 계산 프로그램을 다루는 일이 즐겁다.',
    '실수 없이 마무리하는 것을 중요하게 생각한다.',
    '예산이나 용돈을 기록하고 관리하는 습관이 있다.',
    '맡은 일을 책임감 있게 끝까지 처리한다.',
  ],
};

export interface RiasecItem {
  /** R1 … C8 */
  id: string;
  type: RiasecType;
  text: string;
}

/** The 48 items in the order they are asked: the six types in turn, so no type comes in a block. */
export const ITEMS: readonly RiasecItem[] = Array.from({ length: ITEMS_PER_TYPE }, (_, i) =>
  RIASEC_TYPES.map((type) => ({ id: `${type}${i + 1}`, type, text: ITEM_TEXTS[type][i] })),
).flat();

export const ITEM_IDS: readonly string[] = ITEMS.map((i) => i.id);
export const MAX_TYPE_SCORE = ITEMS_PER_TYPE * SCALE_MAX;
export const MIN_TYPE_SCORE = ITEMS_PER_TYPE;

export type RiasecScores = Record<RiasecType, number>;

/** Sums per type of a complete answer set (each answer 1..5). */
export function scoreAnswers(answers: Readonly<Record<string, number>>): RiasecScores {
  const scores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 } as RiasecScores;
  for (const item of ITEMS) scores[item.type] += answers[item.id] ?? 0;
  return scores;
}

/** The types from highest to lowest; ties keep the R-I-A-S-E-C order. */
export function rankTypes(scores: RiasecScores): RiasecType[] {
  return [...RIASEC_TYPES].sort((a, b) => scores[b] - scores[a] || RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b));
}

/** The three-letter code of the three highest types, e.g. "SAE". */
export function topCode(scores: RiasecScores): string {
  return rankTypes(scores).slice(0, 3).join('');
}

/** Per type, this result minus the earlier one. */
export function changeSince(now: RiasecScores, before: RiasecScores): RiasecScores {
  return Object.fromEntries(RIASEC_TYPES.map((t) => [t, now[t] - before[t]])) as RiasecScores;
}
