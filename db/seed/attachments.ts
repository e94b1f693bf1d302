// Bytes of the demo notice attachments: a UTF-8 text file, a CSV file and a small PNG image.
import zlib from 'node:zlib';
import { calendarEventRows } from './calendar';

export interface Attachment {
  /** File name without extension, as shown to users. */
  oriFileNm: string;
  /** Extension without the dot. */
  fileExtNm: string;
  mimeType: string;
  bytes: Uint8Array;
}

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

/** The second-term calendar as plain text. */
export function academicCalendarTxt(): Attachment {
  const events = calendarEventRows().filter((e) => e.startDt >= '2026-09-01' && e.startDt <= '2026-12-31');
  const lines = [
    '2026학년도 2학기 학사일정',
    '',
    ...events.map((e) => `${e.startDt === e.endDt ? e.startDt : `${e.startDt} ~ ${e.endDt}`}\t${e.title}`),
    '',
    '※ 일정은 학교 사정에 따라 바뀔 수 있으며, 변경 시 공지사항으로 알려 드립니다.',
    '문의: 학사팀 02-6710-2020',
    '',
  ];
  return { oriFileNm: '2026학년도 2학기 학사일정', fileExtNm: 'txt', mimeType: 'text/plain', bytes: utf8(lines.join('\n')) };
}

/** Scholarship documents as CSV (with a byte-order mark so that spreadsheet programs read it as UTF-8). */
export function scholarshipCsv(): Attachment {
  const rows = [
    ['장학금명', '대상', '제출서류', '제출기한'],
    ['성적우수장학금', '직전 학기 평점 3.8 이상', '신청서', '2026-09-15'],
    ['가계곤란장학금', '학자금 지원구간 0~4구간', '신청서; 가족관계증명서', '2026-09-15'],
    ['봉사장학금', '봉사활동 40시간 이상', '신청서; 봉사활동 확인서', '2026-09-19'],
    ['학생지원장학금', '학생자치기구 임원', '신청서; 활동 확인서', '2026-09-19'],
  ];
  const csv = rows.map((r) => r.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')).join('\r\n');
  return { oriFileNm: '2026-2 교내장학금 제출서류 목록', fileExtNm: 'csv', mimeType: 'text/csv', bytes: utf8(`\uFEFF${csv}\r\n`) };
}

/** A 240x60 PNG with three coloured steps on a light background (the application procedure). */
export function winterSessionPng(): Attachment {
  const width = 240;
  const height = 60;
  const steps: [number, number, number][] = [
    [0x5d, 0x87, 0xff],
    [0x13, 0xde, 0xb9],
    [0xff, 0xae, 0x1f],
  ];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const rowStart = y * (width * 3 + 1);
    raw[rowStart] = 0; // filter type None
    for (let x = 0; x < width; x++) {
      const step = Math.floor(x / 80);
      const inBox = y >= 12 && y < 48 && x % 80 >= 8 && x % 80 < 72;
      const [r, g, b] = inBox ? steps[step] : [0xf4, 0xf6, 0xfb];
      raw.set([r, g, b], rowStart + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter
  ihdr[12] = 0; // interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { oriFileNm: '겨울계절학기 수강신청 절차', fileExtNm: 'png', mimeType: 'image/png', bytes: new Uint8Array(png) };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0, 0);
  return Buffer.concat([length, body, crc]);
}
