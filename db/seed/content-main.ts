// The main page's programme highlights (content editors manage them at /stf/content/banners). Career
// programmes 1-3 of db/seed/career.ts are linked; the period surrounds the demo world's today
// (2026-11-22). No image banners are seeded: a banner needs an uploaded image.
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const HIGHLIGHTS = [
  { title: '직무탐색 캠프: AI 시대의 일과 직업', summary: '현직자와 함께 AI 시대의 직무를 살펴봅니다. 마일리지 적립.', linkUrl: '/user/futuredesign/careerAct/detail/1', startDt: '2026-11-01', endDt: '2026-12-31' },
  { title: '자기소개서 1:1 첨삭 클리닉', summary: '컨설턴트가 자기소개서를 한 편씩 첨삭해 드립니다.', linkUrl: '/user/futuredesign/careerAct/detail/2', startDt: '2026-11-01', endDt: '2026-12-31' },
  { title: '현직자 모의면접 데이', summary: '실전과 같은 모의면접과 피드백을 받아 보세요.', linkUrl: '/user/futuredesign/careerAct/detail/3', startDt: '2026-11-01', endDt: '2026-12-31' },
];

export async function seedContentMain(tx: Tx) {
  await tx.insert(schema.mainBanners).values(
    HIGHLIGHTS.map((h, i) => ({ placement: 'HIGHLIGHT', title: h.title, summary: h.summary, linkUrl: h.linkUrl, sortOrd: i + 1, startDt: h.startDt, endDt: h.endDt, useYn: 'Y', createdAt: new Date(`${h.startDt}T08:00:00+09:00`) })),
  );
}
