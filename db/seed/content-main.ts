// The main page's programme highlights (content editors manage them at /stf/content/banners). Career
// programmes 1-3 of db/seed/career.ts are linked; the period surrounds the demo world's today
// (2026-11-22). No image banners are seeded: a banner needs an uploaded image.
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';

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

/** The career programme guide (/user/futuredesign/ecpguide): a post of the ECPGUIDE board, edited at 콘텐츠 관리. */
export const ECP_GUIDE = {
  title: '비교과 프로그램 이용안내',
  at: '2026-09-01 09:00',
  viewCnt: 0,
  html: `<h2>신청</h2>
<ul><li>진로활동 메뉴에서 프로그램을 찾아 모집 기간 안에 신청합니다.</li><li>정원이 차면 대기 신청이 되고, 취소가 생기면 순서대로 승인됩니다.</li></ul>
<h2>출석과 이수</h2>
<ul><li>회차마다 강의실의 QR 코드로 출석합니다.</li><li>프로그램마다 정한 출석률을 채우면 이수로 처리되고 이수증을 받을 수 있습니다.</li></ul>
<h2>마일리지</h2>
<p>이수한 프로그램의 마일리지는 <strong>나의 비교과</strong>에서 확인합니다. 문의: 경력개발센터 02-3400-1200</p>`,
};
