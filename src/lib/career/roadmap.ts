// The career development roadmap (진로개발 로드맵): four stages, one per grade, each with the
// programme categories (code group CAREER_CAT) and competencies it builds. One home for the stage
// data the careerdevelop page and its suggestions read. Categories belong to one stage each, so a
// completed programme sits in exactly one stage.

export interface RoadmapStage {
  code: 'EXPLORE' | 'PREPARE' | 'ACT' | 'COMPLETE';
  name: string;
  grade: number;
  summary: string;
  /** What a student does in this stage. */
  tasks: string[];
  categories: string[];
  competencies: string[];
}

export const ROADMAP_STAGES: RoadmapStage[] = [
  {
    code: 'EXPLORE',
    name: '탐색',
    grade: 1,
    summary: '나를 알고 관심 분야를 찾는 단계',
    tasks: ['진로흥미검사로 흥미 유형 알아보기', '진로목표(희망 직무) 처음 정하기', '진로탐색 프로그램 참여'],
    categories: ['CAREER_EXPLORE'],
    competencies: ['COMM', 'CMTY'],
  },
  {
    code: 'PREPARE',
    name: '준비',
    grade: 2,
    summary: '희망 직무에 필요한 역량을 기르는 단계',
    tasks: ['직무역량·자격 프로그램 참여', '어학·글로벌 경험 쌓기', '멘토에게 직무 이야기 듣기'],
    categories: ['CAREER_SKILL', 'CAREER_GLOBAL'],
    competencies: ['EXPT', 'GLBL'],
  },
  {
    code: 'ACT',
    name: '실행',
    grade: 3,
    summary: '현장 경험과 프로젝트로 실력을 보여 주는 단계',
    tasks: ['창업·프로젝트 프로그램으로 결과물 만들기', '교외활동·인턴십 등록', '포트폴리오 정리'],
    categories: ['CAREER_STARTUP'],
    competencies: ['CRTV', 'CLLB'],
  },
  {
    code: 'COMPLETE',
    name: '완성',
    grade: 4,
    summary: '지원 서류와 면접을 준비해 취업·진학에 도전하는 단계',
    tasks: ['자기소개서·면접 준비 프로그램 참여', '채용공고 지원', '졸업생 멘토와 지원 전략 점검'],
    categories: ['CAREER_JOB'],
    competencies: ['EXPT', 'COMM'],
  },
];

/** The stage of a grade (grades beyond 4, e.g. an extra term, stay in 완성). */
export function stageOfGrade(grade: number | null | undefined): RoadmapStage {
  const g = Math.min(4, Math.max(1, Number(grade) || 1));
  return ROADMAP_STAGES.find((s) => s.grade === g)!;
}

/** The stage a programme category belongs to, or null for a category no stage lists. */
export const stageOfCategory = (categoryCd: string) => ROADMAP_STAGES.find((s) => s.categories.includes(categoryCd)) ?? null;
