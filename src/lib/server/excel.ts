// Excel workbooks the office downloads (exceljs): a sheet is a list of columns, each with its Korean
// header, width and how it reads a row; headers bold, money with thousands separators, the header
// row frozen. Every export builds its sheets here, so they all look and behave alike.
import ExcelJS from 'exceljs';

export interface Column<R> {
  header: string;
  /** Width in characters (default 12). */
  width?: number;
  /** Money and counts: shown with thousands separators. */
  number?: boolean;
  value: (row: R) => string | number | null | undefined;
}

export function newWorkbook(): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  book.creator = '학생지원포털';
  return book;
}

/** Adds a sheet of rows; `footer` rows (totals) come after a blank line, in bold. */
export function addSheet<R>(book: ExcelJS.Workbook, name: string, columns: readonly Column<R>[], rows: readonly R[], footer: readonly (readonly (string | number | null)[])[] = []): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 12, style: c.number ? { numFmt: '#,##0' } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? null));
  if (footer.length) {
    sheet.addRow([]);
    for (const line of footer) sheet.addRow([...line]).font = { bold: true };
  }
  return sheet;
}

/** The workbook as bytes for an .xlsx download. */
export async function workbookBytes(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}
