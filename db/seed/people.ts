// Demo accounts: students, professors, staff, counsellors, outside users and one admin.
// Every value comes from the literal lists below or from a seeded generator, never from the clock.
import type { schema } from '../../src/lib/server/db/index';
import { COLLEGES, deptIndex } from './depts';
import { createRng, dateInYear, kst, mobile, pad, type Rng } from './random';
import type { UserDiv } from '../../src/lib/users';

type User = typeof schema.users.$inferInsert;
type Professor = typeof schema.professors.$inferInsert;
type Staff = typeof schema.staff.$inferInsert;
type Counsellor = typeof schema.counsellors.$inferInsert;
type OutsideUser = typeof schema.outsideUsers.$inferInsert;

/** Mail domain of the demo accounts (reserved for examples, never delivered). */
export const MAIL_DOMAIN = 'portal.example';
export const STUDENT_COUNT = 300;

/** [hangul, romanised]; repeated entries make common surnames more frequent. */
const SURNAMES: [string, string][] = [
  ['김', 'Kim'], ['김', 'Kim'], ['김', 'Kim'], ['김', 'Kim'],
  ['이', 'Lee'], ['이', 'Lee'], ['이', 'Lee'],
  ['박', 'Park'], ['박', 'Park'],
  ['최', 'Choi'], ['정', 'Jung'], ['정', 'Jung'], ['강', 'Kang'], ['조', 'Cho'], ['윤', 'Yoon'],
  ['장', 'Jang'], ['임', 'Lim'], ['한', 'Han'], ['오', 'Oh'], ['서', 'Seo'], ['신', 'Shin'],
  ['권', 'Kwon'], ['황', 'Hwang'], ['안', 'Ahn'], ['송', 'Song'], ['류', 'Ryu'], ['홍', 'Hong'],
  ['전', 'Jeon'], ['고', 'Ko'], ['문', 'Moon'], ['손', 'Son'], ['배', 'Bae'], ['백', 'Baek'],
  ['허', 'Heo'], ['남', 'Nam'], ['노', 'Noh'], ['하', 'Ha'],
];

const GIVEN_NAMES: [string, string][] = [
  ['서연', 'Seoyeon'], ['지민', 'Jimin'], ['수빈', 'Subin'], ['민지', 'Minji'], ['예은', 'Yeeun'],
  ['지원', 'Jiwon'], ['유진', 'Yujin'], ['다은', 'Daeun'], ['서현', 'Seohyun'], ['채원', 'Chaewon'],
  ['하은', 'Haeun'], ['지수', 'Jisu'], ['윤서', 'Yunseo'], ['소연', 'Soyeon'], ['은비', 'Eunbi'],
  ['가은', 'Gaeun'], ['나연', 'Nayeon'], ['혜린', 'Hyerin'], ['수아', 'Sua'], ['지우', 'Jiwoo'],
  ['서윤', 'Seoyun'], ['예린', 'Yerin'], ['다인', 'Dain'], ['시은', 'Sieun'], ['민서', 'Minseo'],
  ['하린', 'Harin'], ['주아', 'Jua'], ['세은', 'Seeun'], ['보민', 'Bomin'], ['연우', 'Yeonwoo'],
  ['채은', 'Chaeeun'], ['소민', 'Somin'], ['아린', 'Arin'], ['여진', 'Yeojin'], ['은채', 'Eunchae'],
  ['정원', 'Jeongwon'], ['혜원', 'Hyewon'], ['수민', 'Sumin'], ['지안', 'Jian'], ['다현', 'Dahyun'],
  ['유나', 'Yuna'], ['서영', 'Seoyoung'], ['미래', 'Mirae'], ['은서', 'Eunseo'], ['가윤', 'Gayun'],
  ['나은', 'Naeun'], ['새롬', 'Saerom'], ['한별', 'Hanbyeol'], ['보람', 'Boram'], ['슬기', 'Seulgi'],
  ['초롱', 'Chorong'], ['예지', 'Yeji'], ['현정', 'Hyunjung'], ['소희', 'Sohee'], ['은지', 'Eunji'],
  ['민경', 'Minkyung'], ['지현', 'Jihyun'], ['수정', 'Sujeong'], ['윤아', 'Yoona'], ['하늘', 'Haneul'],
];

/** International students: [Korean transcription, name as in the passport]. */
const FOREIGN_NAMES: [string, string][] = [
  ['천샤오위', 'Chen Xiaoyu'], ['쩐티마이', 'Tran Thi Mai'], ['다나카 하나', 'Tanaka Hana'],
  ['사라 밀러', 'Sarah Miller'], ['리징', 'Li Jing'], ['팜투하', 'Pham Thu Ha'],
  ['오윤치멕', 'Oyunchimeg Bat'], ['마리아 산토스', 'Maria Santos'], ['류양', 'Liu Yang'],
  ['아이게림 누를란', 'Aigerim Nurlan'],
];

const REGIONS = [
  '서울특별시 마포구', '서울특별시 서대문구', '서울특별시 은평구', '서울특별시 강서구', '서울특별시 양천구',
  '서울특별시 영등포구', '서울특별시 동작구', '서울특별시 관악구', '서울특별시 노원구', '서울특별시 성북구',
  '서울특별시 송파구', '서울특별시 강남구', '서울특별시 광진구', '서울특별시 중랑구', '서울특별시 종로구',
  '서울특별시 용산구', '경기도 고양시 일산동구', '경기도 성남시 분당구', '인천광역시 연수구',
];
/** Invented road names. */
const ROADS = ['햇살로', '은행나무로', '느티나무길', '바람길', '꽃마을로', '푸른숲길', '새터로', '한가람로', '별빛로', '물푸레길'];

/** Invented high schools. */
const HIGH_SCHOOLS = [
  '한빛여자고등학교', '새솔고등학교', '누리여자고등학교', '가람고등학교', '보람여자고등학교', '푸른솔고등학교',
  '다솜고등학교', '늘봄여자고등학교', '미르고등학교', '해오름여자고등학교', '솔빛고등학교', '온누리외국어고등학교',
  '하람과학고등학교', '예담예술고등학교',
];

const OFFICE_HOURS = [
  '월 14:00-16:00, 수 10:00-12:00',
  '화 13:00-15:00, 목 13:00-15:00',
  '수 15:00-17:00',
  '월 10:00-12:00, 목 15:00-17:00',
  '화 10:00-12:00, 금 14:00-16:00',
  '목 14:00-17:00 (사전 예약)',
];

const address = (rng: Rng) =>
  `${rng.pick(REGIONS)} ${rng.pick(ROADS)} ${rng.int(3, 180)}, ${rng.int(101, 115)}동 ${rng.int(1, 25)}${pad(rng.int(1, 4), 2)}호`;

// ---------------------------------------------------------------------------------------------
// Professors: [korNm, engNm, sexCd, deptCd, positionNm, researchField]. prof1 advises student1.

const PROFESSORS: [string, string, 'F' | 'M', string, string, string][] = [
  ['이정민', 'Lee Jungmin', 'F', 'D4010', '교수', '기계학습, 자연어처리'],
  ['박수경', 'Park Sookyung', 'F', 'D1010', '교수', '한국 현대소설, 서사이론'],
  ['최윤희', 'Choi Yunhee', 'F', 'D1020', '부교수', '영어 음운론, 제2언어 습득'],
  ['정현우', 'Jung Hyunwoo', 'M', 'D1030', '교수', '조선 후기 사회사'],
  ['강미숙', 'Kang Misook', 'F', 'D1040', '조교수', '윤리학, 돌봄의 철학'],
  ['조은영', 'Cho Eunyoung', 'F', 'D2010', '교수', '발달심리, 청소년 정서'],
  ['윤재석', 'Yoon Jaeseok', 'M', 'D2020', '부교수', '노인복지 정책, 지역사회 돌봄'],
  ['장혜진', 'Jang Hyejin', 'F', 'D2030', '조교수', '디지털 저널리즘, 뉴스 이용자 연구'],
  ['임성호', 'Lim Sungho', 'M', 'D2040', '교수', '동아시아 국제관계, 외교 정책'],
  ['한지영', 'Han Jiyoung', 'F', 'D3010', '부교수', '대수기하학, 정수론'],
  ['오승현', 'Oh Seunghyun', 'M', 'D3020', '교수', '유기합성, 촉매화학'],
  ['서미란', 'Seo Miran', 'F', 'D3030', '교수', '분자생물학, 유전체 분석'],
  ['신동욱', 'Shin Dongwook', 'M', 'D3040', '조교수', '베이지안 통계, 생존분석'],
  ['권나래', 'Kwon Narae', 'F', 'D4020', '부교수', '저전력 반도체 회로 설계'],
  ['황보영', 'Hwang Boyoung', 'F', 'D4030', '교수', '바이오 공정, 효소 공학'],
  ['안준호', 'Ahn Junho', 'M', 'D4040', '조교수', '생산 최적화, 데이터마이닝'],
  ['송은주', 'Song Eunju', 'F', 'D5010', '교수', '조직행동, 리더십'],
  ['류상민', 'Ryu Sangmin', 'M', 'D5020', '부교수', '노동경제학, 성별 임금 격차'],
  ['홍경아', 'Hong Kyunga', 'F', 'D5030', '조교수', '재무회계, 세무 실무'],
  ['전소라', 'Jeon Sora', 'F', 'D6010', '교수', '임상영양, 식사 요법'],
  ['고은비', 'Ko Eunbi', 'F', 'D6020', '부교수', '지속가능 패션, 섬유 소재'],
  ['문혜숙', 'Moon Hyesook', 'F', 'D6030', '교수', '영유아 발달, 부모교육'],
  ['손민재', 'Son Minjae', 'M', 'D7010', '조교수', '브랜드 아이덴티티, 타이포그래피'],
  ['배수연', 'Bae Sooyeon', 'F', 'D7020', '교수', '피아노 연주, 실내악'],
  ['백지훈', 'Baek Jihoon', 'M', 'D7030', '부교수', '현대 회화, 매체 실험'],
  ['허윤정', 'Heo Yunjung', 'F', 'D7040', '교수', '현대무용 안무, 공연 기획'],
  ['남기현', 'Nam Kihyun', 'M', 'D4010', '조교수', '컴퓨터 비전, 딥러닝'],
  ['노선희', 'Noh Sunhee', 'F', 'D2010', '부교수', '임상심리, 인지행동치료'],
  ['하준석', 'Ha Junseok', 'M', 'D5010', '조교수', '디지털 마케팅, 소비자 행동'],
  ['김소영', 'Kim Soyoung', 'F', 'D1020', '교수', '현대 영미시, 생태비평'],
];

export const profNoOf = (i: number) => `P${pad(i, 4)}`;

// Staff: [korNm, engNm, sexCd, deptCd, stfDivCd, stfPstnCd, duty]. staff1 writes the notices.
const STAFF: [string, string, 'F' | 'M', string, string, string, string][] = [
  ['정다은', 'Jung Daeun', 'F', 'A04', '01', '03', '학생지원포털 운영, 공지사항 관리'],
  ['김태훈', 'Kim Taehoon', 'M', 'A04', '01', '01', '학생지원팀 업무 총괄'],
  ['이수진', 'Lee Sujin', 'F', 'A02', '01', '02', '수강신청, 학사일정 관리'],
  ['박민호', 'Park Minho', 'M', 'A02', '01', '04', '휴·복학 등 학적 변동 처리'],
  ['최유리', 'Choi Yuri', 'F', 'A05', '01', '03', '교내장학금 선발 및 지급'],
  ['오세영', 'Oh Seyoung', 'F', 'A05', '03', '04', '국가장학금 및 외부장학금 안내'],
  ['윤지호', 'Yoon Jiho', 'M', 'A06', '02', '02', '포털 시스템 운영, 계정 관리'],
  ['한소정', 'Han Sojung', 'F', 'A01', '01', '01', '교육과정 운영 총괄'],
  ['서은정', 'Seo Eunjung', 'F', 'A03', '01', '04', '학생 복지 예산 관리'],
  ['강현주', 'Kang Hyunju', 'F', 'A04', '03', '04', '동아리 및 학생활동 지원'],
];

// Counsellors: [korNm, engNm, cnslrDiv, deptCd, specialty, room]. cnslr1 is a psychological counsellor.
const COUNSELLORS: [string, string, string, string, string, string][] = [
  ['송미경', 'Song Mikyung', 'PSY', 'CT01', '불안·우울, 대인관계 상담', '학생회관 402-1호'],
  ['임지혜', 'Lim Jihye', 'PSY', 'CT01', '자기이해, 심리검사 해석', '학생회관 402-2호'],
  ['유하나', 'Yoo Hana', 'PSY', 'CT01', '집단상담, 위기 개입', '학생회관 402-3호'],
  ['장서영', 'Jang Seoyoung', 'CAREER', 'CT02', '진로 설계, 직무 탐색', '학생회관 205-1호'],
  ['문지원', 'Moon Jiwon', 'CAREER', 'CT02', '이력서·자기소개서 첨삭, 면접 코칭', '학생회관 205-2호'],
  ['배은하', 'Bae Eunha', 'LEARN', 'CT03', '학습전략, 시간관리, 학업 슬럼프', '도서관 401호'],
];

// Outside users: [korNm, engNm, sexCd, otsdrDiv, orgNm, jobNm, introduction]. All organisations are invented.
const OUTSIDERS: [string, string, 'F' | 'M', string, string, string, string][] = [
  ['김예림', 'Kim Yerim', 'F', 'MENTOR', '(주)누리데이터웍스', '데이터 분석가', '통계학과를 졸업하고 7년째 데이터 분석 업무를 하고 있습니다. 데이터 직무를 준비하는 후배들과 경험을 나누고 싶습니다.'],
  ['이보람', 'Lee Boram', 'F', 'MENTOR', '새봄디자인스튜디오', 'UX 디자이너', '시각디자인학과 졸업생입니다. 포트폴리오 구성과 디자인 직무 준비를 함께 고민합니다.'],
  ['최가영', 'Choi Gayoung', 'F', 'MENTOR', '가온길회계법인', '공인회계사', '회계법인에서 감사 업무를 맡고 있습니다. 회계사 시험과 첫 직장 적응에 관한 이야기를 들려드립니다.'],
  ['박준영', 'Park Junyoung', 'M', 'EXTERNAL', '온새미로커리어랩', '커리어 코치', '기업 인사 담당자 출신 커리어 코치로 모의면접과 직무 특강을 진행합니다.'],
  ['정하윤', 'Jung Hayun', 'F', 'EXTERNAL', '별무리미디어랩', '콘텐츠 PD', '영상 콘텐츠 기획과 제작 실무 워크숍을 진행하는 외부 강사입니다.'],
];

export interface People {
  users: User[];
  professors: Professor[];
  staff: Staff[];
  counsellors: Counsellor[];
  outsideUsers: OutsideUser[];
}

const buildingOf = new Map(COLLEGES.flatMap((c) => c.depts.map((d) => [d.cd, c.building] as const)));
const colgOf = new Map(COLLEGES.flatMap((c) => c.depts.map((d) => [d.cd, c.cd] as const)));

export function buildPeople(passwordHash: string): People {
  const rng = createRng(20261122);
  const users: User[] = [];
  const professors: Professor[] = [];
  const staff: Staff[] = [];
  const counsellors: Counsellor[] = [];
  const outsideUsers: OutsideUser[] = [];
  const account = (userId: string, userDiv: UserDiv, korNm: string, engNm: string, createdAt: Date): User => ({
    userId,
    userDiv,
    korNm,
    engNm,
    passwordHash,
    isSso: 'N',
    useYn: 'Y',
    email: `${userId}@${MAIL_DOMAIN}`,
    createdAt,
    updatedAt: createdAt,
  });

  // Professors
  const staffCreated = kst('2026-02-23');
  PROFESSORS.forEach(([korNm, engNm, sexCd, deptCd, positionNm, researchField], idx) => {
    const i = idx + 1;
    const officeTel = `02-6710-${pad(3000 + i, 4)}`;
    users.push({
      ...account(`prof${i}`, 'prof', korNm, engNm, staffCreated),
      ph: mobile(rng),
      telNo: officeTel,
      sexCd,
      birthDt: dateInYear(rng, rng.int(1965, 1986)),
    });
    professors.push({
      userId: `prof${i}`,
      profNo: profNoOf(i),
      deptCd,
      positionNm,
      office: `${buildingOf.get(deptCd)} ${rng.int(3, 7)}${pad(rng.int(1, 30), 2)}호`,
      officeTel,
      researchField,
      officeHours: rng.pick(OFFICE_HOURS),
    });
  });
  const profsByDept = new Map<string, string[]>();
  for (const p of professors) profsByDept.set(p.deptCd!, [...(profsByDept.get(p.deptCd!) ?? []), p.profNo]);

  // Staff
  STAFF.forEach(([korNm, engNm, sexCd, deptCd, stfDivCd, stfPstnCd, duty], idx) => {
    const i = idx + 1;
    const officeTel = `02-6710-${pad(2100 + i, 4)}`;
    users.push({ ...account(`staff${i}`, 'stf', korNm, engNm, staffCreated), ph: mobile(rng), telNo: officeTel, sexCd, birthDt: dateInYear(rng, rng.int(1972, 1997)) });
    staff.push({ userId: `staff${i}`, stfNo: `S${pad(i, 4)}`, stfDivCd, stfPstnCd, deptCd, duty, officeTel });
  });

  // Counsellors
  COUNSELLORS.forEach(([korNm, engNm, cnslrDiv, deptCd, specialty, room], idx) => {
    const i = idx + 1;
    const officeTel = `02-6710-${pad(2600 + i, 4)}`;
    users.push({ ...account(`cnslr${i}`, 'cnslr', korNm, engNm, staffCreated), ph: mobile(rng), telNo: officeTel, sexCd: 'F', birthDt: dateInYear(rng, rng.int(1975, 1993)) });
    counsellors.push({ userId: `cnslr${i}`, cnslrId: `CN${pad(i, 2)}`, cnslrDiv, deptCd, specialty, room, officeTel });
  });

  // Outside users
  OUTSIDERS.forEach(([korNm, engNm, sexCd, otsdrDiv, orgNm, jobNm, introduction], idx) => {
    const i = idx + 1;
    users.push({ ...account(`outsider${i}`, 'otsdr', korNm, engNm, kst('2026-08-24')), ph: mobile(rng), sexCd, jobNm });
    outsideUsers.push({ userId: `outsider${i}`, otsdrDiv, orgNm, jobNm, introduction });
  });

  // Admin
  users.push({ ...account('admin1', 'adm', '시스템관리자', 'System Administrator', kst('2026-02-02')), telNo: '02-6710-2161' });

  users.push(...buildStudents(profsByDept, account));
  return { users, professors, staff, counsellors, outsideUsers };
}

// ---------------------------------------------------------------------------------------------
// Students

/** student1, the account used in demonstrations. */
const STUDENT1: Partial<User> = {
  korNm: '김하늘',
  engNm: 'Kim Haneul',
  colgCd: 'C40',
  hakguaCd: 'D4010',
  majorCd: 'M401010',
  minorCd: null,
  doubleMajorCd: 'D3040',
  gradeCd: '3',
  shregSt: '10',
  grdtDt: null,
  grdtYn: 'N',
  grdtYear: null,
  hakwiNo: null,
  frgnYn: 'N',
  handicapYn: 'N',
  entrDt: '2024-03-02',
  birthDt: '2005-04-17',
  guideProfNo: 'P0001',
  ph: '010-2741-5836',
  bohoHpNo: '010-5312-9047',
  adr: '서울특별시 서대문구 햇살로 27, 103동 1204호',
  highSch: '늘봄여자고등학교',
  scholAmtGetCnt: 2,
};

/** Per student: completed semesters and the credits and average their transcript should come close to. */
export const ACADEMIC_TARGETS = new Map<string, { semesters: number; credits: number; gpa: number }>();

function buildStudents(
  profsByDept: Map<string, string[]>,
  account: (userId: string, userDiv: UserDiv, korNm: string, engNm: string, createdAt: Date) => User,
): User[] {
  const rng = createRng(3001);
  const { departments } = deptIndex();
  const usedNames = new Set<string>([STUDENT1.korNm!]);
  const students: User[] = [];
  let foreignIdx = 0;

  for (let i = 1; i <= STUDENT_COUNT; i++) {
    const userId = `student${i}`;
    const foreign = i % 33 === 17;
    let korNm: string;
    let engNm: string;
    if (foreign) {
      [korNm, engNm] = FOREIGN_NAMES[foreignIdx++ % FOREIGN_NAMES.length];
    } else {
      do {
        const [s, sr] = rng.pick(SURNAMES);
        const [g, gr] = rng.pick(GIVEN_NAMES);
        korNm = s + g;
        engNm = `${sr} ${gr}`;
      } while (usedNames.has(korNm));
    }
    usedNames.add(korNm);

    const r = rng.next();
    const shregSt = r < 0.84 ? '10' : r < 0.94 ? '20' : r < 0.97 ? '30' : '40';
    const finished = shregSt === '30' || shregSt === '40';
    const grade = finished ? 4 : rng.int(1, 4);
    const entrYear = finished ? 2022 : 2027 - grade;
    const dept = rng.pick(departments);
    const majorCd = dept.majors.length ? rng.pick(dept.majors) : null;
    const others = departments.filter((d) => d.cd !== dept.cd);
    const doubleMajorCd = grade >= 2 && rng.chance(0.12) ? rng.pick(others).cd : null;
    const minorCd = grade >= 2 && rng.chance(0.08) ? rng.pick(others.filter((d) => d.cd !== doubleMajorCd)).cd : null;

    // Completed semesters: the first term of the current year is done in the second term.
    const semesters = finished ? 8 : 2 * grade - 1;
    let creditTotal = 0;
    for (let s = 0; s < semesters; s++) creditTotal += rng.int(15, 19);
    if (shregSt === '30') creditTotal = Math.max(creditTotal, rng.int(130, 142));
    if (shregSt === '40') creditTotal = Math.max(creditTotal, rng.int(130, 136));
    const creditAvg = ((rng.int(250, 430) + rng.int(250, 430)) / 200).toFixed(2);

    const graduated = shregSt === '30';
    const grdtDt = graduated ? rng.pick(['2026-02-20', '2026-08-21']) : null;

    let student: User = {
      ...account(userId, 'std', korNm, engNm, kst(`${entrYear}-02-20`)),
      ph: mobile(rng),
      bohoHpNo: mobile(rng),
      adr: address(rng),
      sexCd: 'F',
      birthDt: dateInYear(rng, entrYear - (rng.chance(0.1) ? 20 : 19)),
      colgCd: colgOf.get(dept.cd)!,
      hakguaCd: dept.cd,
      majorCd,
      minorCd,
      doubleMajorCd,
      gradeCd: String(grade),
      shregSt,
      entrDt: `${entrYear}-03-02`,
      grdtDt,
      grdtYn: graduated ? 'Y' : 'N',
      grdtYear: graduated ? '2026' : null,
      hakwiNo: graduated ? `제2026-${pad(i, 4)}호` : null,
      guideProfNo: rng.pick(profsByDept.get(dept.cd)!),
      frgnYn: foreign ? 'Y' : 'N',
      handicapYn: rng.chance(0.02) ? 'Y' : 'N',
      highSch: foreign ? null : rng.pick(HIGH_SCHOOLS),
      scholAmtGetCnt: rng.int(0, Math.min(semesters, 5)),
    };
    if (i === 1) student = { ...student, ...STUDENT1, createdAt: kst('2024-02-20'), updatedAt: kst('2024-02-20') };
    students.push(student);
    // The transcript is generated later (seed/learning); these figures are what it aims at.
    ACADEMIC_TARGETS.set(userId, i === 1 ? { semesters: 5, credits: 88, gpa: 3.87 } : { semesters, credits: creditTotal, gpa: Number(creditAvg) });
  }
  return students;
}
