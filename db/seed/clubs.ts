// Clubs (동아리) around the demo world's today (2026-11-22): some recruiting now, some closed, some
// not recruiting; officers and members among students 210-239 (away from the test students), and
// student1 a member of two clubs and the 총무 of one. Club ids follow the order below (1, 2, ...).
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import type { ClubMemberStatus, ClubRole } from '../../src/lib/clubs/rules';
import { kst } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoClub {
  categoryCd: string;
  clubNm: string;
  summary: string;
  introduction: string;
  room: string;
  recruit: [string, string] | null;
  /** [studentId, role, status, requested on] */
  people: [string, ClubRole, ClubMemberStatus, string][];
  /** [date, title, description] */
  activities: [string, string, string][];
}

const OPEN: [string, string] = ['2026-11-16', '2026-12-04'];
const SPRING: [string, string] = ['2026-03-02', '2026-03-20'];
const FALL: [string, string] = ['2026-09-01', '2026-09-18'];

/** Three officers and a few members, numbered from `from` (students 210-239). */
function crew(from: number, members: number, joined = '2026-03-10'): [string, ClubRole, ClubMemberStatus, string][] {
  const roles: ClubRole[] = ['PRESIDENT', 'VICE', 'TREASURER'];
  return [
    ...roles.map((r, i): [string, ClubRole, ClubMemberStatus, string] => [`student${from + i}`, r, 'APPROVED', '2026-03-03']),
    ...Array.from({ length: members }, (_, i): [string, ClubRole, ClubMemberStatus, string] => [`student${from + 3 + i}`, 'MEMBER', 'APPROVED', joined]),
  ];
}

export const CLUBS: DemoClub[] = [
  {
    categoryCd: 'CLUB_ACADEMIC',
    clubNm: '코드랩',
    summary: '알고리즘 스터디와 웹 서비스 프로젝트를 함께하는 프로그래밍 동아리',
    introduction: '매주 수요일 알고리즘 스터디를 하고, 학기마다 팀을 꾸려 교내 문제를 푸는 웹 서비스를 만듭니다.\n전공과 관계없이 프로그래밍에 관심 있는 학생이면 누구나 환영합니다.',
    room: '학생회관 301호',
    recruit: OPEN,
    people: [...crew(210, 4).filter((p) => p[0] !== 'student212'), ['student1', 'TREASURER', 'APPROVED', '2026-03-03'], ['student238', 'MEMBER', 'APPLIED', '2026-11-18'], ['student239', 'MEMBER', 'REJECTED', '2026-09-02']],
    activities: [
      ['2026-10-15', '가을 해커톤', '24시간 동안 4개 팀이 캠퍼스 생활 개선 서비스를 만들어 발표했습니다.'],
      ['2026-11-12', '알고리즘 스터디 10주차', '그래프 탐색(BFS, DFS) 문제 풀이와 코드 리뷰를 진행했습니다.'],
    ],
  },
  {
    categoryCd: 'CLUB_ACADEMIC',
    clubNm: '경제토론회',
    summary: '시사 경제 이슈를 읽고 토론하는 학술 동아리',
    introduction: '매주 한 편의 경제 기사를 골라 발제하고 토론합니다. 학기 말에는 교내 토론 대회에 참가합니다.',
    room: '인문관 B102호',
    recruit: OPEN,
    people: [...crew(216, 3), ['student1', 'MEMBER', 'APPROVED', '2026-09-05']],
    activities: [['2026-11-05', '금리와 가계부채 토론', '기준금리 인하가 가계부채에 미칠 영향을 두 팀으로 나누어 토론했습니다.']],
  },
  {
    categoryCd: 'CLUB_ACADEMIC',
    clubNm: '과학탐구회',
    summary: '실험과 과학 커뮤니케이션을 즐기는 자연과학 동아리',
    introduction: '교양 과학책을 함께 읽고, 지역 초등학생을 위한 과학 실험 교실을 엽니다.',
    room: '자연과학관 115호',
    recruit: FALL,
    people: crew(222, 2),
    activities: [['2026-10-24', '어린이 과학 실험 교실', '지역 아동센터 초등학생 20명과 액체 질소 실험을 했습니다.']],
  },
  {
    categoryCd: 'CLUB_ART',
    clubNm: '소리울 합창단',
    summary: '정기 연주회를 여는 합창 동아리',
    introduction: '매주 화·목 저녁에 연습하고, 12월 정기 연주회와 봄 축제 무대에 섭니다. 악보를 읽지 못해도 괜찮습니다.',
    room: '예술관 204호',
    recruit: OPEN,
    people: crew(226, 3),
    activities: [['2026-11-08', '정기 연주회 준비 합숙', '연주회 곡 여섯 곡을 파트별로 맞추었습니다.']],
  },
  {
    categoryCd: 'CLUB_ART',
    clubNm: '빛그림 사진회',
    summary: '필름과 디지털 사진을 찍고 전시하는 사진 동아리',
    introduction: '한 달에 한 번 출사를 나가고, 학기 말에 학생회관 로비에서 사진전을 엽니다.',
    room: '학생회관 402호',
    recruit: SPRING,
    people: crew(230, 2),
    activities: [['2026-10-03', '서울숲 가을 출사', '단풍을 주제로 출사를 다녀와 합평회를 했습니다.']],
  },
  {
    categoryCd: 'CLUB_ART',
    clubNm: '무대 위 사람들',
    summary: '창작극과 고전극을 올리는 연극 동아리',
    introduction: '학기마다 한 편의 연극을 올립니다. 배우, 연출, 조명, 음향 등 원하는 역할로 참여할 수 있습니다.',
    room: '예술관 소극장',
    recruit: null,
    people: crew(234, 2),
    activities: [],
  },
  {
    categoryCd: 'CLUB_SPORTS',
    clubNm: '슛돌이 농구부',
    summary: '초보도 환영하는 농구 동아리',
    introduction: '월·수 저녁 체육관에서 연습하고, 대학 연합 리그에 출전합니다.',
    room: '체육관 102호',
    recruit: OPEN,
    people: crew(237, 0),
    activities: [['2026-11-14', '연합 리그 3차전', '인근 대학과 경기해 54:48로 이겼습니다.']],
  },
  {
    categoryCd: 'CLUB_SPORTS',
    clubNm: '물결 수영회',
    summary: '아침 수영으로 하루를 여는 수영 동아리',
    introduction: '화·금 아침 7시에 교내 수영장에서 함께 수영합니다. 영법 강습도 있습니다.',
    room: '체육관 수영장 사무실',
    recruit: FALL,
    people: crew(213, 0),
    activities: [],
  },
  {
    categoryCd: 'CLUB_SPORTS',
    clubNm: '산오름',
    summary: '한 달에 두 번 서울 근교 산을 오르는 등산 동아리',
    introduction: '초보 코스부터 시작해 학기 말에는 1박 2일 종주에 도전합니다.',
    room: '학생회관 B108호',
    recruit: OPEN,
    people: crew(219, 0),
    activities: [['2026-11-01', '북한산 백운대 등반', '12명이 참가해 백운대 정상에 올랐습니다.']],
  },
  {
    categoryCd: 'CLUB_SERVICE',
    clubNm: '나눔손',
    summary: '지역 아동센터 학습 멘토링 봉사 동아리',
    introduction: '매주 토요일 지역 아동센터에서 초등학생의 학습을 돕습니다. 봉사 시간이 인정됩니다.',
    room: '학생회관 210호',
    recruit: OPEN,
    people: crew(225, 2),
    activities: [['2026-11-07', '학습 멘토링 8회차', '초등학생 15명의 수학 숙제를 함께 했습니다.']],
  },
  {
    categoryCd: 'CLUB_SERVICE',
    clubNm: '푸른지구',
    summary: '캠퍼스 환경 캠페인과 플로깅을 하는 환경 봉사 동아리',
    introduction: '텀블러 쓰기 캠페인, 캠퍼스 플로깅, 분리배출 안내 활동을 합니다.',
    room: '학생회관 212호',
    recruit: SPRING,
    people: crew(229, 0),
    activities: [],
  },
  {
    categoryCd: 'CLUB_RELIGION',
    clubNm: '빛과소금',
    summary: '함께 예배하고 나누는 기독교 동아리',
    introduction: '매주 목요일 점심 예배와 성경 공부 모임이 있습니다.',
    room: '종교관 105호',
    recruit: null,
    people: crew(232, 0),
    activities: [],
  },
  {
    categoryCd: 'CLUB_RELIGION',
    clubNm: '연꽃모임',
    summary: '명상과 차 모임을 하는 불교 동아리',
    introduction: '매주 금요일 저녁 명상과 차 모임을 엽니다. 종교가 없어도 참여할 수 있습니다.',
    room: '종교관 108호',
    recruit: OPEN,
    people: crew(235, 0),
    activities: [],
  },
  {
    categoryCd: 'CLUB_HOBBY',
    clubNm: '보드게임 연구회',
    summary: '전략 보드게임을 즐기고 새로운 게임을 소개하는 동아리',
    introduction: '매주 금요일 저녁 동아리방에서 보드게임을 합니다. 소장 게임이 80종이 넘습니다.',
    room: '학생회관 305호',
    recruit: OPEN,
    people: crew(211, 1, '2026-09-10'),
    activities: [['2026-11-20', '보드게임 대회', '카탄 토너먼트를 열어 16명이 참가했습니다.']],
  },
  {
    categoryCd: 'CLUB_HOBBY',
    clubNm: '여행하는 사람들',
    summary: '여행 계획을 세우고 다녀와 기록을 나누는 여행 동아리',
    introduction: '방학마다 함께 국내 여행을 가고, 여행기를 모아 작은 책자를 만듭니다.',
    room: '학생회관 307호',
    recruit: FALL,
    people: crew(215, 1),
    activities: [],
  },
  {
    categoryCd: 'CLUB_HOBBY',
    clubNm: '한끼 요리회',
    summary: '자취생을 위한 간단 요리를 배우는 요리 동아리',
    introduction: '한 달에 두 번 생활관 공용 주방에서 함께 요리하고 레시피를 나눕니다.',
    room: '생활관 공용주방',
    recruit: OPEN,
    people: crew(220, 1),
    activities: [['2026-11-11', '김장 김치 담그기', '배추 20포기로 김치를 담가 나누었습니다.']],
  },
];

export async function seedClubs(tx: Tx) {
  for (const c of CLUBS) {
    const created = kst(c.recruit?.[0] ?? '2026-03-02', '09:00');
    const [club] = await tx
      .insert(schema.clubs)
      .values({
        categoryCd: c.categoryCd,
        clubNm: c.clubNm,
        summary: c.summary,
        introduction: c.introduction,
        room: c.room,
        recruitStartDt: c.recruit?.[0] ?? null,
        recruitEndDt: c.recruit?.[1] ?? null,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ clubId: schema.clubs.clubId });
    const president = c.people.find((p) => p[1] === 'PRESIDENT')?.[0] ?? null;
    for (const [studentId, roleCd, status, on] of c.people) {
      const requested = kst(on, '10:00');
      const decided = kst(on, '18:00');
      const [m] = await tx
        .insert(schema.clubMembers)
        .values({ clubId: club.clubId, studentId, roleCd, status, createdAt: requested, updatedAt: decided })
        .returning({ memberId: schema.clubMembers.memberId });
      await tx.insert(schema.clubMemberHistory).values([
        { memberId: m.memberId, fromStatus: null, toStatus: 'APPLIED', roleCd: 'MEMBER', actorId: studentId, createdAt: requested },
        { memberId: m.memberId, fromStatus: 'APPLIED', toStatus: status, roleCd, actorId: roleCd === 'MEMBER' ? president : 'staff1', createdAt: decided },
      ]);
      if (status === 'APPROVED') {
        await tx.insert(schema.activityEvents).values({ userId: studentId, kind: 'CLUB_JOINED', title: `${c.clubNm} 가입`, refType: 'club_member', refId: String(m.memberId), occurredAt: decided });
      }
    }
    for (const [actDt, title, description] of c.activities) {
      const [a] = await tx
        .insert(schema.clubActivities)
        .values({ clubId: club.clubId, actDt, title, description, authorId: president ?? 'staff1', createdAt: kst(actDt, '20:00') })
        .returning({ activityId: schema.clubActivities.activityId });
      for (const [studentId, , status] of c.people) {
        if (status !== 'APPROVED') continue;
        await tx.insert(schema.activityEvents).values({ userId: studentId, kind: 'CLUB_ACTIVITY', title: `${c.clubNm}: ${title}`, refType: 'club_activity', refId: String(a.activityId), occurredAt: kst(actDt, '12:00') });
      }
    }
  }
}
