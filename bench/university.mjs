// A whole university as an import zip, written as a stream (never held in memory): colleges and
// departments, terms 2023-1 to 2027-1, professors, staff, students, the curriculum, the sections of
// 2027-1, every student's enrolments with grades, and graduation requirements per department.
// Deterministic for a given size, so two runs import the same bytes.
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';

const GE_AREAS = ['GE11', 'GE12', 'GE13', 'GE21', 'GE22', 'GE23', 'GE24', 'GE31', 'GE32', 'GE33'];
const GRADES = ['A+', 'A0', 'A0', 'B+', 'B+', 'B0', 'B0', 'C+', 'C0', 'D+', 'F'];
const TERMS = [
  [2023, '1학기', '2023-03-02', '2023-06-21'], [2023, '2학기', '2023-09-01', '2023-12-21'],
  [2024, '1학기', '2024-03-04', '2024-06-21'], [2024, '2학기', '2024-09-02', '2024-12-20'],
  [2025, '1학기', '2025-03-04', '2025-06-20'], [2025, '2학기', '2025-09-01', '2025-12-19'],
  [2026, '1학기', '2026-03-03', '2026-06-19'], [2026, '2학기', '2026-09-01', '2026-12-21'],
  [2027, '1학기', '2027-03-02', '2027-06-21'],
];

/** A small deterministic random source. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const line = (cells) => cells.map((v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v))).join(',') + '\n';

/** Writes lines from a generator into the zip entry, honouring back-pressure. */
async function entry(archive, name, rows) {
  const body = new PassThrough();
  archive.append(body, { name });
  // Lines go out in chunks of about 64 KB: one write per line makes the zip stream crawl.
  let chunk = '';
  for (const cells of rows) {
    chunk += line(cells);
    if (chunk.length < 65_536) continue;
    if (!body.write(chunk)) await new Promise((r) => body.once('drain', r));
    chunk = '';
  }
  if (chunk) body.write(chunk);
  body.end();
}

export async function writeUniversity(file, { students = 20_000, enrolmentsPerStudent = 30 } = {}) {
  const rand = rng(2027);
  const colleges = 10;
  const depts = Array.from({ length: 50 }, (_, i) => ({ cd: `D${String(i + 1).padStart(3, '0')}`, colg: `C${String((i % colleges) + 1).padStart(2, '0')}` }));
  const profs = Array.from({ length: 800 }, (_, i) => ({ no: `P${String(i + 1).padStart(5, '0')}`, dept: depts[i % depts.length].cd }));
  const subjectsOf = new Map(depts.map((d) => [d.cd, Array.from({ length: 40 }, (_, k) => `${d.cd}${String(k + 1).padStart(3, '0')}`)]));
  const ge = Array.from({ length: 200 }, (_, k) => ({ cd: `GE${String(k + 1).padStart(4, '0')}`, area: GE_AREAS[k % GE_AREAS.length] }));
  const counts = { students, enrolments: 0, sections: 0, subjects: depts.length * 40 + ge.length };

  const archive = new ZipArchive({ zlib: { level: 6 } });
  const out = fs.createWriteStream(file);
  const done = new Promise((resolve, reject) => {
    out.on('close', resolve);
    archive.on('error', reject);
  });
  archive.pipe(out);

  await entry(archive, 'departments.csv', (function* () {
    yield ['코드', '구분', '이름', '상위코드', '전화', '위치'];
    for (let c = 1; c <= colleges; c++) yield [`C${String(c).padStart(2, '0')}`, '대학', `제${c}대학`, '', `02-3400-${1000 + c}`, `${c}관`];
    for (const d of depts) {
      yield [d.cd, '학과', `${d.cd}학과`, d.colg, '02-3400-2000', '본관'];
      yield [`${d.cd}M`, '전공', `${d.cd}전공`, d.cd, '', ''];
    }
    yield ['A01', '행정부서', '학사지원팀', '', '02-3400-1100', '본관 1층'];
  })());
  await entry(archive, 'terms.csv', (function* () {
    yield ['연도', '학기', '시작일', '종료일'];
    yield* TERMS;
  })());
  await entry(archive, 'professors.csv', (function* () {
    yield ['교번', '이름', '소속코드', '직위', '연구실', '이메일'];
    for (const p of profs) yield [p.no, `교수${p.no.slice(1)}`, p.dept, '교수', `연구동 ${p.no.slice(-3)}호`, `${p.no.toLowerCase()}@example.ac.kr`];
  })());
  await entry(archive, 'staff.csv', (function* () {
    yield ['직번', '이름', '부서코드', '직종', '직위', '담당업무', '사무실전화'];
    for (let i = 1; i <= 300; i++) yield [`S${String(i).padStart(5, '0')}`, `직원${i}`, 'A01', '일반직', '직원', '학사 지원', '02-3400-1101'];
  })());
  await entry(archive, 'subjects.csv', (function* () {
    yield ['과목코드', '과목명', '학점', '이수구분', '개설학과코드', '교양영역', '권장학년', '권장학기', '선수과목', '역량'];
    for (const d of depts) {
      const list = subjectsOf.get(d.cd);
      for (let k = 0; k < list.length; k++) yield [list[k], `${d.cd} 전공과목 ${k + 1}`, 3, k < 10 ? '전공필수' : '전공선택', d.cd, '', Math.floor(k / 10) + 1, k % 2 ? '2학기' : '1학기', k >= 10 && k % 5 === 0 ? list[k - 10] : '', k % 3 ? 'EXPT:3; COMM:1' : 'EXPT:2; CLLB:2'];
    }
    for (const g of ge) yield [g.cd, `교양과목 ${g.cd}`, 2, '교양선택', '', g.area, 1, '1학기', '', 'COMM:2'];
  })());
  // Sections of the running term: two per major subject.
  await entry(archive, 'sections.csv', (function* () {
    yield ['연도', '학기', '과목코드', '분반', '담당교수교번', '강의실', '정원', '강의시간'];
    let p = 0;
    const days = ['월', '화', '수', '목', '금'];
    for (const d of depts)
      for (const cd of subjectsOf.get(d.cd))
        for (const sec of ['01', '02']) {
          counts.sections++;
          const day = days[counts.sections % 5];
          const hour = 9 + (counts.sections % 8);
          yield [2027, '1학기', cd, sec, profs[p++ % profs.length].no, `강의동 ${100 + (counts.sections % 300)}`, 60, `${day} ${String(hour).padStart(2, '0')}:00-${String(hour).padStart(2, '0')}:50`];
        }
  })());
  const studentNo = (i) => String(20230000001 + i).slice(1); // 10 digits
  await entry(archive, 'students.csv', (function* () {
    yield ['학번', '이름', '학과코드', '전공코드', '학년', '학적상태', '입학일', '지도교수교번', '이메일'];
    for (let i = 0; i < students; i++) {
      const d = depts[i % depts.length];
      const grade = (i % 4) + 1;
      yield [studentNo(i), `학생${i + 1}`, d.cd, `${d.cd}M`, grade, i % 37 === 0 ? '휴학' : '재학', `${2027 - grade}-03-02`, profs[i % profs.length].no, `s${studentNo(i)}@example.ac.kr`];
    }
  })());
  await entry(archive, 'enrolments.csv', (function* () {
    yield ['학번', '연도', '학기', '과목코드', '분반', '성적'];
    for (let i = 0; i < students; i++) {
      const d = depts[i % depts.length];
      const major = subjectsOf.get(d.cd);
      const used = new Set();
      for (let k = 0; k < enrolmentsPerStudent; k++) {
        // The last five are this term's sections (no grade yet); the rest spread over past terms.
        const current = k >= enrolmentsPerStudent - 5;
        const term = current ? TERMS[8] : TERMS[k % 8];
        let cd;
        do cd = rand() < 0.7 ? major[Math.floor(rand() * major.length)] : ge[Math.floor(rand() * ge.length)].cd;
        while (used.has(cd) || (current && cd.startsWith('GE')));
        used.add(cd);
        counts.enrolments++;
        yield [studentNo(i), term[0], term[1], cd, current ? (rand() < 0.5 ? '01' : '02') : '', current ? '' : GRADES[Math.floor(rand() * GRADES.length)]];
      }
    }
  })());
  await entry(archive, 'requirements.csv', (function* () {
    yield ['학과코드', '구분', '입학연도부터', '입학연도까지', '요건명', '순서', '규칙', '규칙명', '최소', '이수구분', '소속학과만', '과목코드'];
    for (const d of depts) {
      const title = `${d.cd} 주전공 졸업요건`;
      yield [d.cd, '주전공', 2020, 2099, title, 1, '이수구분별 학점', '전공 학점', 60, '전공필수;전공선택', 'Y', ''];
      yield [d.cd, '주전공', 2020, 2099, title, 2, '필수 교과목', '전공필수', '', '', '', subjectsOf.get(d.cd).slice(0, 3).join(';')];
      yield [d.cd, '주전공', 2020, 2099, title, 3, '평점평균', '평점 2.0 이상', 2, '', '', ''];
    }
  })());
  await archive.finalize();
  await done;
  return counts;
}
