// The common questions of Korean application forms (자기소개서 문항) with their usual character
// limits (공백 포함) and a short hint. One home for the list: the page, the editor and the server's
// length check read it from here.

export interface CoverLetterQuestion {
  code: string;
  title: string;
  /** The question as a form would ask it. */
  prompt: string;
  /** Characters with spaces (the count most forms use). */
  limit: number;
  tips: string[];
}

export const COVER_LETTER_QUESTIONS: readonly CoverLetterQuestion[] = [
  {
    code: 'MOTIVE',
    title: '지원동기',
    prompt: '우리 회사와 해당 직무에 지원한 동기를 구체적으로 기술해 주십시오.',
    limit: 1000,
    tips: ['회사의 사업·가치와 나의 경험이 만나는 지점을 쓰세요.', '"어릴 때부터" 같은 막연한 시작보다 계기가 된 사건을 쓰세요.'],
  },
  {
    code: 'GROWTH',
    title: '성장과정',
    prompt: '본인의 성장과정과 현재의 가치관에 영향을 준 경험을 기술해 주십시오.',
    limit: 1000,
    tips: ['연대기보다 가치관을 만든 한두 가지 경험에 집중하세요.', '그 가치관이 일하는 방식에 어떻게 드러나는지 연결하세요.'],
  },
  {
    code: 'COMPETENCY',
    title: '직무역량',
    prompt: '지원 직무를 수행하기 위해 갖춘 역량과 이를 기르기 위해 노력한 경험을 기술해 주십시오.',
    limit: 1500,
    tips: ['수업, 프로젝트, 인턴 경험을 직무에 필요한 역량별로 정리하세요.', '숫자로 말할 수 있는 결과(기간, 규모, 성과)를 넣으세요.'],
  },
  {
    code: 'TEAMWORK',
    title: '협업경험',
    prompt: '공동의 목표를 위해 다른 사람과 협력했던 경험과 그 과정에서 본인의 역할을 기술해 주십시오.',
    limit: 1000,
    tips: ['갈등이나 어려움을 어떻게 풀었는지가 핵심입니다.', '팀의 성과와 나의 기여를 구분해 쓰세요.'],
  },
  {
    code: 'CHALLENGE',
    title: '도전·극복경험',
    prompt: '도전적인 목표를 세우고 어려움을 극복했던 경험을 기술해 주십시오.',
    limit: 1000,
    tips: ['상황-과제-행동-결과(STAR) 순서로 쓰면 읽기 쉽습니다.', '실패했다면 무엇을 배웠는지 분명히 쓰세요.'],
  },
  {
    code: 'PERSONALITY',
    title: '성격의 장단점',
    prompt: '본인 성격의 장점과 단점을 사례와 함께 기술해 주십시오.',
    limit: 700,
    tips: ['장점은 직무와 이어지는 것을 고르세요.', '단점은 고치려고 하는 노력까지 함께 쓰세요.'],
  },
  {
    code: 'ASPIRATION',
    title: '입사 후 포부',
    prompt: '입사 후 이루고 싶은 목표와 이를 위한 계획을 기술해 주십시오.',
    limit: 800,
    tips: ['1년, 3년, 5년처럼 단계별 계획으로 쓰면 구체적입니다.', '회사가 나아가는 방향과 나의 목표를 연결하세요.'],
  },
];

export const QUESTION_CODES = COVER_LETTER_QUESTIONS.map((q) => q.code) as [string, ...string[]];

export const questionOf = (code: string) => COVER_LETTER_QUESTIONS.find((q) => q.code === code) ?? null;

/** Versions kept per draft: saving the 21st removes the oldest. */
export const MAX_VERSIONS = 20;
/** Drafts one student may keep. */
export const MAX_DRAFTS = 100;
/** The longest text the server reads at all (the per-question limit is checked by count). */
export const MAX_CONTENT_LENGTH = 6000;
