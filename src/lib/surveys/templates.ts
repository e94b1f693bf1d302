// The survey a career programme gets when its staff have made none by the time it is closed
// (decision 049): the questions most programme offices ask, ready to answer without editing.
import type { QuestionKind } from './rules';

export interface TemplateQuestion {
  kind: QuestionKind;
  title: string;
  requiredYn: 'Y' | 'N';
  options?: string[];
  rows?: string[];
  scaleMax?: number;
}

/** Days a default satisfaction survey stays open after the programme is closed. */
export const DEFAULT_SATISFACTION_DAYS = 14;

export const programSatisfactionTitle = (programTitle: string) => `「${programTitle}」 만족도 조사`;

export const PROGRAM_SATISFACTION_DESCRIPTION =
  '참여하신 프로그램이 어떠셨는지 알려 주세요. 응답은 익명으로 모이며, 다음 프로그램을 준비하는 데에만 씁니다.';

export const PROGRAM_SATISFACTION_QUESTIONS: readonly TemplateQuestion[] = [
  { kind: 'RATING', title: '프로그램에 전반적으로 얼마나 만족하셨나요?', requiredYn: 'Y', scaleMax: 5 },
  {
    kind: 'MATRIX',
    title: '다음 항목에 대해 어떻게 생각하시나요?',
    requiredYn: 'Y',
    rows: ['내용이 진로 준비에 도움이 되었다', '운영 일정과 장소가 적절했다', '강사(운영진)의 진행이 만족스러웠다', '다른 학생에게 추천하고 싶다'],
    options: ['매우 그렇지 않다', '그렇지 않다', '보통이다', '그렇다', '매우 그렇다'],
  },
  { kind: 'LONG', title: '좋았던 점을 적어 주세요.', requiredYn: 'N' },
  { kind: 'LONG', title: '아쉬웠던 점이나 바라는 점을 적어 주세요.', requiredYn: 'N' },
];
