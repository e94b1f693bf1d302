// External activities and service hours around the demo world's today (2026-11-22): student1 has an
// approved, a submitted and a returned activity and approved service hours in 2025 and 2026 (and one
// entry waiting); a few students of 240-249 have records waiting for the programme admin (staff2).
// Each record that is not a draft carries a small text file as its evidence.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { putFile } from '../../src/lib/server/files/storage';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Status = 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'RETURNED';

interface DemoActivity {
  studentId: string;
  kindCd: string;
  title: string;
  organizer: string;
  period: [string, string];
  description: string;
  competencyCds: string[];
  status: Status;
  /** Day sent for review, and day decided. */
  submitted?: string;
  decided?: string;
  reason?: string;
}

interface DemoService {
  studentId: string;
  organization: string;
  period: [string, string];
  hours: number;
  activity: string;
  status: Status;
  submitted?: string;
  decided?: string;
  reason?: string;
}

export const ACTIVITIES: DemoActivity[] = [
  { studentId: 'student1', kindCd: 'CONTEST', title: '2026 공공데이터 활용 아이디어 공모전 장려상', organizer: '행정안전부', period: ['2026-05-01', '2026-07-15'], description: '버스 정류장 혼잡도 데이터를 활용한 교통약자 안내 서비스를 기획해 장려상을 받았습니다.', competencyCds: ['CRTV', 'EXPT'], status: 'APPROVED', submitted: '2026-07-20', decided: '2026-07-24' },
  { studentId: 'student1', kindCd: 'INTERN', title: '하계 소프트웨어 개발 인턴십', organizer: '(주)한빛소프트', period: ['2026-07-01', '2026-08-28'], description: '사내 관리 도구의 프런트엔드 화면을 개발하고 코드 리뷰에 참여했습니다.', competencyCds: ['EXPT', 'CLLB'], status: 'SUBMITTED', submitted: '2026-11-18' },
  { studentId: 'student1', kindCd: 'EXTERNAL', title: '청년 IT 서포터즈 4기', organizer: '한국정보화진흥원', period: ['2026-03-15', '2026-06-30'], description: '지역 어르신 대상 스마트폰 교육을 진행했습니다.', competencyCds: ['COMM'], status: 'RETURNED', submitted: '2026-10-02', decided: '2026-10-06', reason: '증빙 파일에 활동 기간이 보이지 않습니다. 활동 기간이 적힌 수료증을 올려 주세요.' },
  { studentId: 'student1', kindCd: 'ETC', title: '오픈소스 컨트리뷰톤 참가', organizer: '정보통신산업진흥원', period: ['2026-12-01', '2026-12-20'], description: '참가 확정. 활동이 끝나면 증빙을 올려 신청합니다.', competencyCds: [], status: 'DRAFT' },
  { studentId: 'student241', kindCd: 'CONTEST', title: '대학생 광고 공모전 입선', organizer: '한국광고협회', period: ['2026-09-01', '2026-10-31'], description: '공익 광고 영상을 제작했습니다.', competencyCds: ['CRTV'], status: 'SUBMITTED', submitted: '2026-11-10' },
  { studentId: 'student242', kindCd: 'VOLUNTEER', title: '해외 교육 봉사단', organizer: '한국대학사회봉사협의회', period: ['2026-07-05', '2026-07-25'], description: '캄보디아 초등학교에서 컴퓨터 교육 봉사를 했습니다.', competencyCds: ['GLBL', 'CMTY'], status: 'SUBMITTED', submitted: '2026-11-12' },
];

export const SERVICE: DemoService[] = [
  { studentId: 'student1', organization: '성동구 노인복지관', period: ['2025-05-10', '2025-05-10'], hours: 4, activity: '어르신 점심 배식과 말벗 봉사', status: 'APPROVED', submitted: '2025-05-12', decided: '2025-05-15' },
  { studentId: 'student1', organization: '서울숲 공원 관리사무소', period: ['2025-10-04', '2025-10-05'], hours: 8, activity: '공원 환경 정화와 안내', status: 'APPROVED', submitted: '2025-10-07', decided: '2025-10-10' },
  { studentId: 'student1', organization: '행복나눔 푸드뱅크', period: ['2026-04-18', '2026-04-18'], hours: 3.5, activity: '기부 식품 분류와 포장', status: 'APPROVED', submitted: '2026-04-20', decided: '2026-04-22' },
  { studentId: 'student1', organization: '한울지역아동센터', period: ['2026-09-05', '2026-09-26'], hours: 12, activity: '초등학생 수학 학습 지도 (토요일 4회)', status: 'APPROVED', submitted: '2026-09-28', decided: '2026-10-01' },
  { studentId: 'student1', organization: '한울지역아동센터', period: ['2026-11-07', '2026-11-14'], hours: 6, activity: '초등학생 수학 학습 지도 (토요일 2회)', status: 'SUBMITTED', submitted: '2026-11-16' },
  { studentId: 'student243', organization: '유기동물 보호소 다온', period: ['2026-10-11', '2026-10-11'], hours: 5, activity: '보호소 청소와 산책 봉사', status: 'SUBMITTED', submitted: '2026-11-15' },
];

const evidenceText = (what: string, who: string, period: [string, string]) =>
  new Uint8Array(Buffer.from(`활동 확인서\n\n활동: ${what}\n참여자: ${who}\n기간: ${period[0]} ~ ${period[1]}\n\n위와 같이 활동하였음을 확인합니다.\n`, 'utf8'));

export async function evidence(tx: Tx, ownerId: string, what: string, period: [string, string], at: Date) {
  const bytes = evidenceText(what, ownerId, period);
  const saveFileNm = await putFile(bytes, tx);
  const [group] = await tx.insert(schema.fileGroups).values({ ownerId, visibility: 'private', createdAt: at }).returning({ id: schema.fileGroups.fileGroupId });
  const [file] = await tx
    .insert(schema.files)
    .values({ fileGroupId: group.id, saveFileNm, oriFileNm: `${what.slice(0, 40)} 확인서`, fileExtNm: 'txt', mimeType: 'text/plain', fileSize: bytes.byteLength, linkUrlPath: '', uploaderId: ownerId, createdAt: at })
    .returning({ id: schema.files.fileId });
  await tx.update(schema.files).set({ linkUrlPath: `/api/files/download/${file.id}` }).where(eq(schema.files.fileId, file.id));
  return group.id;
}

/** The history rows of a record from its dates: written, sent, decided. */
function steps(target: 'activity' | 'service', targetId: number, r: { studentId: string; status: Status; submitted?: string; decided?: string; reason?: string }, written: string) {
  const rows: (typeof schema.extHistory.$inferInsert)[] = [{ target, targetId, fromStatus: null, toStatus: 'DRAFT', actorId: r.studentId, createdAt: kst(written, '20:00') }];
  if (r.submitted) rows.push({ target, targetId, fromStatus: 'DRAFT', toStatus: 'SUBMITTED', actorId: r.studentId, createdAt: kst(r.submitted, '21:00') });
  if (r.decided) rows.push({ target, targetId, fromStatus: 'SUBMITTED', toStatus: r.status, actorId: 'staff2', note: r.reason ?? null, createdAt: kst(r.decided, '15:00') });
  return rows;
}

export async function seedExtact(tx: Tx) {
  for (const a of ACTIVITIES) {
    const written = a.submitted ?? '2026-11-20';
    const groupId = a.status === 'DRAFT' ? null : await evidence(tx, a.studentId, a.title, a.period, kst(written, '19:00'));
    const [row] = await tx
      .insert(schema.extActivities)
      .values({
        studentId: a.studentId,
        kindCd: a.kindCd,
        title: a.title,
        organizer: a.organizer,
        startDt: a.period[0],
        endDt: a.period[1],
        description: a.description,
        competencyCds: a.competencyCds,
        evidenceFileGroupId: groupId,
        status: a.status,
        returnReason: a.reason ?? null,
        submittedAt: a.submitted ? kst(a.submitted, '21:00') : null,
        decidedAt: a.decided ? kst(a.decided, '15:00') : null,
        deciderId: a.decided ? 'staff2' : null,
        createdAt: kst(written, '20:00'),
        updatedAt: kst(a.decided ?? written, '21:00'),
      })
      .returning({ id: schema.extActivities.activityId });
    await tx.insert(schema.extHistory).values(steps('activity', row.id, a, written));
    if (a.status === 'APPROVED') {
      await tx.insert(schema.activityEvents).values({ userId: a.studentId, kind: 'EXT_ACTIVITY_APPROVED', title: a.title, refType: 'ext_activity', refId: String(row.id), occurredAt: kst(a.decided!, '15:00') });
    }
  }
  for (const s of SERVICE) {
    const written = s.submitted ?? '2026-11-20';
    const groupId = await evidence(tx, s.studentId, `${s.organization} 봉사`, s.period, kst(written, '19:00'));
    const [row] = await tx
      .insert(schema.extServiceHours)
      .values({
        studentId: s.studentId,
        organization: s.organization,
        startDt: s.period[0],
        endDt: s.period[1],
        halfHours: Math.round(s.hours * 2),
        activity: s.activity,
        evidenceFileGroupId: groupId,
        status: s.status,
        returnReason: s.reason ?? null,
        submittedAt: s.submitted ? kst(s.submitted, '21:00') : null,
        decidedAt: s.decided ? kst(s.decided, '15:00') : null,
        deciderId: s.decided ? 'staff2' : null,
        createdAt: kst(written, '20:00'),
        updatedAt: kst(s.decided ?? written, '21:00'),
      })
      .returning({ id: schema.extServiceHours.serviceId });
    await tx.insert(schema.extHistory).values(steps('service', row.id, s, written));
    if (s.status === 'APPROVED') {
      const hours = Number.isInteger(s.hours) ? s.hours : s.hours.toFixed(1);
      await tx.insert(schema.activityEvents).values({ userId: s.studentId, kind: 'SERVICE_HOURS_APPROVED', title: `${s.organization} 봉사 ${hours}시간`, refType: 'ext_service', refId: String(row.id), occurredAt: kst(s.decided!, '15:00') });
    }
  }
}
