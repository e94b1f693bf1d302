// Reads an import file row by row without holding it decoded in memory: a zip of CSV files (UTF-8
// or CP949/EUC-KR, detected per file or chosen by the admin) or an .xlsx workbook with one sheet per
// kind. Rows come out as { kind, file, line, values by column key }; header problems become refusals.
import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import iconv from 'iconv-lite';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import { COLUMNS, KIND_NAMES, kindOfName, type Column, type Kind, type Reject } from './format';

export type Encoding = 'auto' | 'utf-8' | 'cp949';

export interface SourceRow {
  kind: Kind;
  file: string;
  line: number;
  values: Record<string, string>;
}

export interface FileInfo {
  file: string;
  kind: Kind | null;
  encoding: string | null;
}

/** What is read besides rows: the files found, and refusals of whole files or headers. */
export interface ReadLog {
  files: FileInfo[];
  rejects: Reject[];
  /** The column headers each kind's file used, to name columns in refusals as the file names them. */
  headers: Partial<Record<Kind, Record<string, string>>>;
  fileOf: Partial<Record<Kind, string>>;
}

export class ImportFileError extends Error {}

const MAX_ENTRIES = 50;
/** Decompressed size of all files together: a university is far below; a zip bomb is not. */
const MAX_UNCOMPRESSED = 2 * 1024 * 1024 * 1024;

/** An .xlsx file is a zip with a workbook part; anything else zipped is a zip of CSV files. */
function isZip(bytes: Uint8Array) {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export async function* readImportFile(bytes: Buffer, encoding: Encoding, log: ReadLog): AsyncGenerator<SourceRow> {
  if (!isZip(bytes)) throw new ImportFileError('zip 파일 또는 엑셀(.xlsx) 파일이 아닙니다. CSV 파일들을 zip으로 묶어 올려 주세요.');
  const zip = await openZip(bytes);
  try {
    const entries = (await listEntries(zip)).map((entry) => ({ entry, name: decodeName(entry) }));
    if (entries.some((e) => e.name === 'xl/workbook.xml')) {
      zip.close();
      yield* readWorkbook(bytes, log);
      return;
    }
    const csvs = entries.filter((e) => !e.name.endsWith('/') && !e.name.split('/').some((p) => p.startsWith('.') || p === '__MACOSX'));
    if (csvs.length > MAX_ENTRIES) throw new ImportFileError(`zip 안의 파일이 너무 많습니다. (${MAX_ENTRIES}개까지)`);
    if (csvs.reduce((n, e) => n + e.entry.uncompressedSize, 0) > MAX_UNCOMPRESSED) throw new ImportFileError('압축을 푼 크기가 너무 큽니다.');
    const seen = new Set<Kind>();
    for (const { entry, name: file } of csvs) {
      const kind = kindOfName(file);
      if (!kind || seen.has(kind)) {
        log.files.push({ file, kind: null, encoding: null });
        log.rejects.push({ file, line: 0, column: '', value: '', message: kind ? `${KIND_NAMES[kind]} 파일이 두 개 있습니다. 하나만 넣어 주세요.` : '알 수 없는 파일입니다. 파일 이름은 students.csv처럼 종류를 나타내야 합니다.' });
        continue;
      }
      seen.add(kind);
      const stream = await openEntry(zip, entry);
      yield* readCsv(stream, file, kind, encoding, log);
    }
  } finally {
    zip.close();
  }
}

function openZip(bytes: Buffer) {
  return new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (err, zip) => (err || !zip ? reject(new ImportFileError('zip 파일을 열 수 없습니다. 파일이 손상되었는지 확인해 주세요.')) : resolve(zip))),
  );
}

function listEntries(zip: yauzl.ZipFile) {
  return new Promise<yauzl.Entry[]>((resolve, reject) => {
    const out: yauzl.Entry[] = [];
    zip.on('entry', (e: yauzl.Entry) => {
      out.push(e);
      if (out.length > 1000) return reject(new ImportFileError('zip 안의 파일이 너무 많습니다.'));
      zip.readEntry();
    });
    zip.on('end', () => resolve(out));
    zip.on('error', () => reject(new ImportFileError('zip 파일을 읽을 수 없습니다.')));
    zip.readEntry();
  });
}

/** Zip tools on Korean Windows write names in CP949 without saying so; UTF-8 names carry a flag. */
function decodeName(entry: yauzl.Entry) {
  const raw = entry.fileName as unknown as Buffer;
  if (!Buffer.isBuffer(raw)) return String(raw);
  return (entry.generalPurposeBitFlag & 0x800) !== 0 || isUtf8(raw) ? raw.toString('utf8') : iconv.decode(raw, 'cp949');
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry) {
  return new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (err, stream) => (err || !stream ? reject(new ImportFileError('zip 안의 파일을 읽을 수 없습니다.')) : resolve(stream))));
}

function isUtf8(bytes: Uint8Array) {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** UTF-8 (with or without BOM) when the first 64 KB decode as UTF-8; CP949 otherwise. */
export function detectEncoding(sample: Uint8Array): 'utf-8' | 'cp949' {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  // A multi-byte character may be cut at the end of the sample.
  for (let cut = 0; cut < 4 && cut < sample.length; cut++) if (isUtf8(sample.subarray(0, sample.length - cut))) return 'utf-8';
  return 'cp949';
}

/** The first chunk of a stream, and the stream again with that chunk in front. */
async function peek(stream: Readable, size: number): Promise<{ head: Buffer; rest: Readable }> {
  const chunks: Buffer[] = [];
  let total = 0;
  const it = stream[Symbol.asyncIterator]();
  while (total < size) {
    const { done, value } = await it.next();
    if (done) break;
    chunks.push(value);
    total += value.length;
  }
  const head = Buffer.concat(chunks);
  async function* again() {
    yield head;
    for (;;) {
      const { done, value } = await it.next();
      if (done) return;
      yield value;
    }
  }
  return { head, rest: Readable.from(again()) };
}

function headerMap(kind: Kind, header: string[], file: string, log: ReadLog): Map<number, Column> | null {
  const columns = COLUMNS[kind];
  const byIndex = new Map<number, Column>();
  const names: Record<string, string> = {};
  header.forEach((raw, i) => {
    const h = raw.replace(/^\uFEFF/, '').trim();
    if (!h) return;
    const col = columns.find((c) => c.ko === h || c.en.toLowerCase() === h.toLowerCase() || c.key === h);
    if (!col) {
      log.rejects.push({ file, line: 1, column: h, value: '', message: `알 수 없는 열입니다. 이 열은 읽지 않습니다. (${KIND_NAMES[kind]} 파일의 열: ${columns.map((c) => c.ko).join(', ')})` });
      return;
    }
    byIndex.set(i, col);
    names[col.key] = h;
  });
  const missing = columns.filter((c) => c.required && !Object.values(Object.fromEntries(byIndex)).includes(c));
  if (missing.length) {
    log.rejects.push({ file, line: 1, column: missing.map((c) => c.ko).join(', '), value: '', message: `필수 열이 없습니다: ${missing.map((c) => c.ko).join(', ')}. 이 파일은 읽지 않았습니다.` });
    return null;
  }
  log.headers[kind] = names;
  log.fileOf[kind] = file;
  return byIndex;
}

async function* readCsv(stream: Readable, file: string, kind: Kind, encoding: Encoding, log: ReadLog): AsyncGenerator<SourceRow> {
  const { head, rest } = await peek(stream, 64 * 1024);
  const chosen = encoding === 'auto' ? detectEncoding(head) : encoding;
  log.files.push({ file, kind, encoding: chosen === 'utf-8' ? 'UTF-8' : 'CP949' });
  const parser = rest.pipe(iconv.decodeStream(chosen === 'utf-8' ? 'utf8' : 'cp949', { stripBOM: true })).pipe(
    parseCsv({ relax_column_count: true, skip_empty_lines: true, info: true, relax_quotes: true, max_record_size: 64 * 1024 }),
  );
  let map: Map<number, Column> | null | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (map === undefined) {
        map = headerMap(kind, record, file, log);
        if (!map) return;
        continue;
      }
      if (!map) return;
      if (record.every((v) => v.trim() === '')) continue;
      const values: Record<string, string> = {};
      for (const [i, col] of map) values[col.key] = record[i] ?? '';
      yield { kind, file, line: info.lines, values };
    }
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 0;
    log.rejects.push({ file, line, column: '', value: '', message: `CSV 형식 오류로 이 줄부터 읽지 못했습니다: ${(err as Error).message.slice(0, 120)}` });
  } finally {
    stream.destroy();
  }
  if (map === undefined) log.rejects.push({ file, line: 1, column: '', value: '', message: '빈 파일입니다. 첫 줄에 열 이름이 있어야 합니다.' });
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

/**
 * A workbook is read whole (ExcelJS's streaming reader needs the workbook part before the sheets,
 * which many writers put last): fine for what fits in Excel; a whole university's enrolments go as CSV.
 */
async function* readWorkbook(bytes: Buffer, log: ReadLog): AsyncGenerator<SourceRow> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as never);
  } catch {
    throw new ImportFileError('엑셀 파일을 읽을 수 없습니다. 파일이 손상되었는지 확인해 주세요.');
  }
  const seen = new Set<Kind>();
  for (const sheet of wb.worksheets) {
    const file = `시트 ${sheet.name}`;
    const kind = kindOfName(sheet.name);
    if (!kind || seen.has(kind)) {
      log.files.push({ file, kind: null, encoding: null });
      log.rejects.push({ file, line: 0, column: '', value: '', message: kind ? `${KIND_NAMES[kind]} 시트가 두 개 있습니다.` : '알 수 없는 시트입니다. 시트 이름은 students 또는 학생처럼 종류를 나타내야 합니다.' });
      continue;
    }
    seen.add(kind);
    log.files.push({ file, kind, encoding: 'XLSX' });
    let map: Map<number, Column> | null | undefined;
    for (let n = 1; n <= sheet.rowCount; n++) {
      const row = sheet.getRow(n);
      const cells = ((row.values as ExcelJS.CellValue[]) ?? []).slice(1).map(cellText);
      if (map === undefined) {
        if (cells.every((v) => v.trim() === '')) continue;
        map = headerMap(kind, cells, file, log);
        continue;
      }
      if (!map || cells.every((v) => v.trim() === '')) continue;
      const values: Record<string, string> = {};
      for (const [i, col] of map) values[col.key] = cells[i] ?? '';
      yield { kind, file, line: n, values };
    }
  }
}
