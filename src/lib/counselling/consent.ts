// The consent shown before any counselling application (collection and use of personal and sensitive
// information). The version agreed is stored with the application; changing the text means a new version.
export interface ConsentText {
  version: string;
  purpose: string;
  items: string[];
  sensitive: string[];
  retention: string;
  refusal: string;
}

export const CONSENTS: Record<'general' | 'psych', ConsentText> = {
  general: {
    version: 'GEN-2026-09',
    purpose: '상담 신청 접수, 상담 일정 조정과 안내, 상담 진행과 결과 관리',
    items: ['학번, 성명, 소속(학과·학년)', '휴대전화 번호, 이메일', '상담 주제와 신청 내용'],
    sensitive: [],
    retention: '상담 종료 후 3년 (보존 기간이 지나면 지체 없이 파기)',
    refusal: '동의를 거부할 수 있습니다. 다만 동의하지 않으면 상담을 신청할 수 없습니다.',
  },
  psych: {
    version: 'PSY-2026-09',
    purpose: '심리상담 신청 접수, 상담 일정 조정, 상담 진행과 위기 상황 대응',
    items: ['학번, 성명, 소속(학과·학년)', '휴대전화 번호, 이메일', '상담 신청 내용과 접수 면접 응답'],
    sensitive: ['정신건강에 관한 정보(상담 내용, 자가진단 결과를 공유한 경우 그 결과)'],
    retention: '상담 종료 후 10년 (보존 기간이 지나면 지체 없이 파기)',
    refusal: '동의를 거부할 수 있습니다. 다만 동의하지 않으면 심리상담을 신청할 수 없습니다. 민감정보는 법령에 따라 별도로 동의를 받습니다.',
  },
};
