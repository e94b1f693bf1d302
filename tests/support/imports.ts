// Import files for tests: a zip of CSV files (or an .xlsx workbook) made from rows in memory, and a
// small university of its own (a college, a department with a major, a professor, students,
// subjects, sections of 2027-1, enrolments with grades and graduation requirements).
import { ZipArchive } from 'archiver';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { PassThrough } from 'node:stream';

export type Files = Record<string, string[][]>;

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
export const csv = (rows: string[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** A zip of one CSV per entry; `encoding` cp949 writes them as Korean Windows exports do. */
export async function zipOf(files: Files, encoding: 'utf-8' | 'cp949' = 'utf-8'): Promise<Buffer> {
  const archive = new ZipArchive();
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on('end', resolve));
  archive.pipe(out);
  for (const [name, rows] of Object.entries(files)) {
    const text = csv(rows);
    archive.append(encoding === 'cp949' ? iconv.encode(text, 'cp949') : Buffer.from(text, 'utf8'), { name });
  }
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** The same rows as an .xlsx workbook, one sheet per file (named without .csv). */
export async function workbookOf(files: Files): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(files)) {
    const ws = wb.addWorksheet(name.replace(/\.csv$/, ''));
    for (const r of rows) ws.addRow(r);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A unique prefix per test run, so that tests sharing a server never meet. */
export function uniqueTag() {
  return String(Date.now() % 1_000_000).padStart(6, '0') + String(Math.floor(Math.random() * 90) + 10);
}

export interface University {
  files: Files;
  students: string[];
  prof: string;
  dept: string;
  subjects: string[];
}

/**
 * A small university with codes made from `tag` (digits): college C{tag}, department H{tag},
 * professor P{tag}, students {tag}01.. , subjects S{tag}A.. .
 */
export function smallUniversity(tag: string, studentCount = 5): University {
  const colg = `C${tag}`;
  const dept = `H${tag}`;
  const major = `M${tag}`;
  const prof = `P${tag}`;
  const students = Array.from({ length: studentCount }, (_, i) => `${tag}${String(i + 1).padStart(2, '0')}`);
  const subj = (c: string) => `S${tag}${c}`;
  const subjects = ['A', 'B', 'C', 'G'].map(subj);
  const grades = ['A+', 'B0', 'C+', 'A0', 'B+', 'P'];
  return {
    dept,
    prof,
    students,
    subjects,
    files: {
      'departments.csv': [
        ['코드', '구분', '이름', '상위코드', '전화', '위치'],
        [colg, '대학', `시험대학${tag}`, '', '02-3400-1000', '본관'],
        [dept, '학과', `데이터학과${tag}`, colg, '02-3400-1001', '본관 3층'],
        [major, '전공', `데이터과학전공${tag}`, dept, '', ''],
      ],
      'terms.csv': [
        ['연도', '학기', '시작일', '종료일'],
        ['2026', '2학기', '2026-09-01', '2026-12-21'],
        ['2027', '1학기', '2027-03-02', '2027-06-21'],
      ],
      'professors.csv': [
        ['교번', '이름', '소속코드', '직위', '연구실', '연구실전화', '이메일'],
        [prof, '김교수', dept, '교수', '본관 301호', '02-3400-1101', `prof${tag}@example.ac.kr`],
      ],
      'students.csv': [
        ['학번', '이름', '학과코드', '전공코드', '학년', '학적상태', '입학일', '지도교수교번', '이메일'],
        ...students.map((id, i) => [id, `학생${i + 1}`, dept, major, String((i % 4) + 1), '재학', '2024-03-02', prof, `s${id}@example.ac.kr`]),
      ],
      'subjects.csv': [
        ['과목코드', '과목명', '학점', '이수구분', '개설학과코드', '교양영역', '권장학년', '권장학기', '선수과목', '역량'],
        [subj('A'), '데이터과학개론', '3', '전공필수', dept, '', '1', '1학기', '', 'EXPT:3; CRTV:1'],
        [subj('B'), '데이터분석실습', '3', '전공선택', dept, '', '2', '1학기', subj('A'), 'EXPT:2; CLLB:2'],
        [subj('C'), '기계학습', '3', '전공선택', dept, '', '3', '2학기', subj('B'), 'EXPT:3'],
        [subj('G'), '글쓰기와 토론', '2', '교양선택', '', 'GE11', '1', '1학기', '', 'COMM:3'],
      ],
      'sections.csv': [
        ['연도', '학기', '과목코드', '분반', '담당교수교번', '강의실', '정원', '강의시간'],
        ['2027', '1', subj('A'), '01', prof, '본관 101', '40', '월 09:00-10:15, 수 09:00-10:15'],
        ['2027', '1', subj('B'), '01', prof, '본관 102', '30', '화 13:30-14:45, 목 13:30-14:45'],
      ],
      'enrolments.csv': [
        ['학번', '연도', '학기', '과목코드', '분반', '성적'],
        ...students.flatMap((id, i) => [
          [id, '2026', '2', subj('A'), '', grades[i % grades.length]],
          [id, '2026', '2', subj('G'), '', i % 2 ? 'A0' : 'B+'],
          [id, '2027', '1', subj('B'), '01', ''],
        ]),
      ],
      'requirements.csv': [
        ['학과코드', '구분', '입학연도부터', '입학연도까지', '요건명', '순서', '규칙', '규칙명', '최소', '이수구분', '소속학과만', '과목코드'],
        [dept, '주전공', '2020', '2099', `데이터학과${tag} 주전공 졸업요건`, '1', '이수구분별 학점', '전공 학점', '36', '전공필수;전공선택', 'Y', ''],
        [dept, '주전공', '2020', '2099', `데이터학과${tag} 주전공 졸업요건`, '2', '필수 교과목', '전공필수 교과목', '', '', '', subj('A')],
      ],
    },
  };
}
