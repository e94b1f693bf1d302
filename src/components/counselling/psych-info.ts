// Texts of the psychological counselling pages (visit, personal, group): where each page lives and
// what the student is told about the process.
import { CANCEL_CUTOFF_HOURS, type CnslKind } from '../../lib/counselling/kinds';

export type PsychKind = Extract<CnslKind, 'VISIT' | 'PERSON' | 'GROUP'>;

export const PSYCH_BASE: Record<PsychKind, string> = {
  VISIT: '/user/colglife/psychcnsl/visit',
  PERSON: '/user/colglife/psychcnsl/person',
  GROUP: '/user/colglife/psychcnsl/group',
};

export const PSYCH_TAB: Record<PsychKind, string> = { VISIT: 'visit', GROUP: 'group', PERSON: 'person' };

export const PSYCH_ABOUT: Record<PsychKind, { what: string[]; steps: string[]; where: string; time: string }> = {
  VISIT: {
    what: [
      '학생상담센터를 처음 찾는 학생이 상담사와 만나 지금의 어려움을 이야기하는 접수 면담입니다.',
      '면담 뒤에 개인상담, 집단상담, 심리검사 가운데 알맞은 도움을 함께 정합니다. 무엇을 신청해야 할지 모를 때 방문상담부터 시작하면 됩니다.',
    ],
    steps: ['동의서와 신청서를 작성하고 가능한 요일과 시간을 적습니다.', '상담사가 신청을 확인하고(접수) 면담 일정을 정해 메시지로 알려 드립니다(일정확정).', '정해진 시간에 학생상담센터를 찾아 약 50분 동안 접수 면담을 합니다.', '면담 결과에 따라 이어서 받을 상담을 안내받습니다.'],
    where: '학생회관 402호 학생상담센터',
    time: '평일 09:00~18:00 중 상담사가 정한 시간, 약 50분',
  },
  PERSON: {
    what: ['전문 상담사와 1:1로 만나 불안, 우울, 스트레스, 자기 이해, 관계의 어려움 등을 깊이 있게 이야기하는 심리상담입니다.', '보통 매주 같은 요일, 같은 시간에 50분씩 만나며, 상담 횟수는 첫 만남에서 상담사와 함께 정합니다.'],
    steps: ['동의서와 신청서를 작성하고 상담사와 첫 상담 시간을 고릅니다.', '상담사가 신청을 확인하고(접수) 일정을 확정하면 메시지로 알려 드립니다.', '정해진 시간에 학생상담센터 상담실에서 상담을 시작합니다.', '상담이 끝나면 완료로 바뀝니다. 더 필요하면 다시 신청할 수 있습니다.'],
    where: '학생회관 402호 학생상담센터 상담실',
    time: '상담사별 열린 시간 중 선택, 1회 50분',
  },
  GROUP: {
    what: ['비슷한 고민을 가진 학생 여러 명이 상담사와 함께 여러 회기에 걸쳐 만나는 프로그램입니다.', '다른 사람의 이야기를 듣고 나누면서 나를 이해하고 새로운 방법을 연습합니다.'],
    steps: ['동의서와 신청서를 작성합니다.', '정원 안이면 바로 신청되고, 정원이 찼으면 대기자로 등록됩니다.', '신청한 학생이 취소하면 대기 순서대로 신청으로 바뀌고 메시지로 알려 드립니다.', '프로그램 일정에 맞춰 참여합니다. 회기마다 출석을 확인합니다.'],
    where: '프로그램마다 안내된 장소',
    time: '프로그램마다 안내된 일정',
  },
};

export const CONFIDENTIALITY = [
  '상담 내용과 기록은 비밀이 보장됩니다. 학생상담센터 상담사만 볼 수 있으며, 교수나 교직원, 가족에게 알리지 않습니다.',
  '다만 본인이나 다른 사람의 생명과 안전이 위험한 경우, 법령이 정한 경우에는 필요한 범위에서 보호자나 관계 기관에 알릴 수 있습니다.',
  '자가진단 결과는 본인만 볼 수 있고, 신청할 때 공유를 선택한 경우에만 상담사가 봅니다.',
];

export const CANCEL_RULE = `상담 시작 ${CANCEL_CUTOFF_HOURS}시간 전까지 심리상담 신청현황에서 취소하거나(시간을 고른 상담은) 다른 시간으로 바꿀 수 있습니다.`;
