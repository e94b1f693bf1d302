// The graduate's my page: graduation details from her own record and transcript, the service hours
// approved while she studied, badges and the way to her portfolio; students who have not graduated
// are told what the page is; 내 정보 points graduates to it; the legacy address answers 301.
import { beforeAll, describe, expect, it } from 'vitest';
import { byTestId, Client, loggedIn, studentClient } from './client';

let graduate: Client;
beforeAll(async () => {
  graduate = await loggedIn('graduate1', 'std');
});

const text = (html: string | null) => (html ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('graduate my page', () => {
  it('shows graduate1 her graduation details, credits from her transcript and approved service hours', async () => {
    const page = await graduate.page('/user/mypage/graduated');
    expect(page.status).toBe(200);
    expect(text(byTestId(page.html, 'grad-greeting'))).toContain('한지우님, 졸업을 축하합니다');
    const record = text(byTestId(page.html, 'graduation-record'));
    expect(record).toMatch(/학위번호 제2026-\d{4}호/);
    expect(record).toMatch(/졸업일 2026\.0[28]\.2[01]/);
    const credits = Number(/취득 학점 ([\d,]+)학점/.exec(record)![1].replace(/,/g, ''));
    expect(credits).toBeGreaterThanOrEqual(120);
    expect(record).toMatch(/평점 평균 [0-4]\.\d{2} \/ 4\.5/);
    // 20 + 4 hours approved in 2024 and 2025; no certificate issued yet, so the page says where to get one.
    expect(text(page.html)).toContain('승인된 봉사 시간 합계 24시간');
    expect(byTestId(page.html, 'no-grad-certs')).toContain('/user/futuredesign/servecerti');
    expect(page.html).toContain('href="/user/portfolio/myHistory"');
  });

  it('lists a service certificate she issues, to download again', async () => {
    const issued = await graduate.raw('/api/v1/extact/service/certificate');
    expect(issued.status).toBe(200);
    expect(issued.headers.get('content-type')).toContain('application/pdf');
    const page = await graduate.page('/user/mypage/graduated');
    expect(text(byTestId(page.html, 'grad-certs'))).toMatch(/봉사활동 확인서 \(전체 기간, 24시간\)/);
  });

  it('points a graduate to it from 내 정보, and not a student who has not graduated', async () => {
    expect(byTestId((await graduate.page('/user/mypage')).html, 'graduate-link')).toContain('/user/mypage/graduated');
    const { client: enrolled } = await studentClient();
    expect(byTestId((await enrolled.page('/user/mypage')).html, 'graduate-link')).toBeNull();
    const page = await enrolled.page('/user/mypage/graduated');
    expect(page.status).toBe(200);
    expect(byTestId(page.html, 'not-graduated')).toContain('학적 상태가 <strong>졸업</strong>인 학생');
    expect(byTestId(page.html, 'graduation-record')).toBeNull();
  });

  it('opens for any graduated student, with nothing issued yet', async () => {
    const { client } = await studentClient({ shregSt: '30' });
    const page = await client.page('/user/mypage/graduated');
    expect(byTestId(page.html, 'graduation-record')).not.toBeNull();
    expect(text(page.html)).toContain('승인된 봉사 시간 합계 0시간');
    expect(text(byTestId(page.html, 'grad-badges'))).toContain('보유 배지 0개');
  });

  it('answers the legacy address with 301 to the page, and asks a visitor to log in', async () => {
    const visitor = new Client();
    const legacy = await visitor.page('/mypage/graduated');
    expect(legacy.status).toBe(301);
    expect(legacy.location).toBe('/user/mypage/graduated');
    const page = await visitor.page('/user/mypage/graduated');
    expect(page.status).toBe(302);
    expect(page.location).toContain('masterLogin');
  });
});
