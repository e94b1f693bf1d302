// Self-check questionnaires whose scoring is public: PHQ-9 (depression) and GAD-7 (anxiety).
// Each item is answered 0-3 for the last two weeks; the sum falls into a published severity band.
// The questions are worded here in our own Korean; the scoring follows the published instruments.

export type Instrument = 'PHQ9' | 'GAD7';

export const ANSWER_OPTIONS = ['전혀 없음', '며칠 동안', '일주일 이상', '거의 매일'] as const;

export const INSTRUMENTS: Record<Instrument, { title: string; items: string[] }> = {
  PHQ9: {
    title: '우울 자가진단 (PHQ-9)',
    items: [
      '일을 하는 것에 흥미나 즐거움을 거의 느끼지 못했다.',
      '기분이 가라앉거나 우울하거나 희망이 없다고 느꼈다.',
      '잠들기 어렵거나 자주 깼다. 또는 너무 많이 잤다.',
      '피곤하고 기운이 거의 없었다.',
      '입맛이 없었다. 또는 지나치게 많이 먹었다.',
      '내가 잘못했다거나 실패자라고 느꼈다. 또는 나 때문에 나 자신이나 가족이 실망했다고 느꼈다.',
      '신문을 읽거나 영상을 보는 것처럼 일상적인 일에 집중하기 어려웠다.',
      '다른 사람이 알아챌 만큼 말과 행동이 느려졌다. 또는 너무 안절부절못해서 평소보다 많이 움직였다.',
      '차라리 죽는 것이 낫겠다고 생각했거나, 어떻게든 스스로를 해치려고 생각했다.',
    ],
  },
  GAD7: {
    title: '불안 자가진단 (GAD-7)',
    items: [
      '초조하거나 불안하거나 조마조마하게 느꼈다.',
      '걱정하는 것을 멈추거나 조절할 수가 없었다.',
      '여러 가지 것들에 대해 걱정을 너무 많이 했다.',
      '편하게 있기가 어려웠다.',
      '너무 안절부절못해서 가만히 있기가 힘들었다.',
      '쉽게 짜증이 나거나 쉽게 성을 냈다.',
      '마치 끔찍한 일이 생길 것처럼 두렵게 느꼈다.',
    ],
  },
};

export interface Band {
  band: string;
  label: string;
  explanation: string;
}

/** How a result is shown: danger for a crisis, warning for a band that calls for counselling. */
export type ResultTone = 'danger' | 'warning' | 'success';

const PHQ9_BANDS: [number, Band][] = [
  [4, { band: 'MINIMAL', label: '정상 범위', explanation: '우울과 관련된 어려움이 거의 없는 상태입니다. 지금처럼 생활 리듬을 잘 유지해 보세요.' }],
  [9, { band: 'MILD', label: '가벼운 우울', explanation: '가벼운 우울감이 있습니다. 충분한 휴식과 규칙적인 생활이 도움이 되며, 2주 뒤 다시 점검해 보세요.' }],
  [14, { band: 'MODERATE', label: '중간 정도의 우울', explanation: '일상에 영향을 줄 수 있는 정도의 우울감입니다. 학생상담센터 상담을 권합니다.' }],
  [19, { band: 'MODERATELY_SEVERE', label: '중간 이상의 우울', explanation: '상당한 우울감이 있습니다. 가능한 한 빨리 전문 상담을 받아 보세요.' }],
  [27, { band: 'SEVERE', label: '심한 우울', explanation: '심한 우울감이 있습니다. 혼자 견디지 말고 바로 전문가의 도움을 받으세요.' }],
];

const GAD7_BANDS: [number, Band][] = [
  [4, { band: 'MINIMAL', label: '정상 범위', explanation: '불안과 관련된 어려움이 거의 없는 상태입니다.' }],
  [9, { band: 'MILD', label: '가벼운 불안', explanation: '가벼운 불안이 있습니다. 긴장을 푸는 방법을 찾아보고 2주 뒤 다시 점검해 보세요.' }],
  [14, { band: 'MODERATE', label: '중간 정도의 불안', explanation: '일상에 영향을 줄 수 있는 정도의 불안입니다. 학생상담센터 상담을 권합니다.' }],
  [21, { band: 'SEVERE', label: '심한 불안', explanation: '심한 불안이 있습니다. 가능한 한 빨리 전문 상담을 받아 보세요.' }],
];

/** PHQ-9 item 9: thoughts that one would be better off dead or of hurting oneself. */
const SELF_HARM_ITEM = 8;
const SELF_HARM_MARK = '스스로를 해치는 생각';
const SELF_HARM_EXPLANATION =
  '스스로를 해치는 생각이 들었다고 답했습니다. 점수와 상관없이 지금 바로 누군가와 이야기해야 하는 신호입니다. 혼자 견디지 말고 오늘 위의 전화나 학생상담센터로 연락해 주세요.';

/**
 * The one place that decides how a self-check result is read: the sum, its published band, and
 * the item-9 override. Any thought of self-harm outranks the band's wording, so such a result is
 * never called normal or told to keep things as they are; the band itself stays as data.
 * Crisis contacts are shown from a score of 10, or with any thought of self-harm.
 */
export function scoreScreening(instrument: Instrument, answers: number[]) {
  const items = INSTRUMENTS[instrument].items.length;
  if (answers.length !== items || answers.some((a) => !Number.isInteger(a) || a < 0 || a > 3)) {
    throw new RangeError(`${items}개 문항에 모두 0~3으로 답해야 합니다.`);
  }
  const score = answers.reduce((a, b) => a + b, 0);
  const bands = instrument === 'PHQ9' ? PHQ9_BANDS : GAD7_BANDS;
  const band = bands.find(([max]) => score <= max)![1];
  const selfHarm = instrument === 'PHQ9' && answers[SELF_HARM_ITEM] > 0;
  const showCrisis = score >= 10 || selfHarm;
  const label = !selfHarm ? band.label : band.band === 'MINIMAL' ? `${SELF_HARM_MARK} 있음` : `${band.label} · ${SELF_HARM_MARK} 있음`;
  const explanation = selfHarm ? SELF_HARM_EXPLANATION : band.explanation;
  const tone: ResultTone = showCrisis ? 'danger' : band.band === 'MINIMAL' ? 'success' : 'warning';
  return { score, maxScore: items * 3, band: band.band, label, explanation, tone, selfHarm, showCrisis };
}

export type ScreeningResult = ReturnType<typeof scoreScreening>;
