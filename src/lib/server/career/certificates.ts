// Completion certificates of career programmes: issued in the transaction that decides completion,
// downloaded by the student as a PDF with the Korean font embedded, and verified by anyone at
// /verify/{code}, which shows only the name, the programme, the date and whether it is valid.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { getDb, schema, type Db } from '../db';
import { HttpError } from '../http/respond';
import { config } from '../config';
import { deptNames } from '../org/names';
import { certificateNo } from '../../career/programs';
import { newVerifyCode } from './verify-code';
import { UNIVERSITY_NAME } from '../../site';
import { formatKoreanDate } from '../../format';

const { careerCertificates: certs, careerApplications: appls, careerPrograms: programs, users } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Issues (or re-validates) the certificate of an application; returns its number. issuedAt: now unless given (demo data). */
export async function issueCertificate(tx: Tx, applId: number, year: number, issuedAt?: Date) {
  const [had] = await tx.select().from(certs).where(eq(certs.applId, applId));
  if (had) {
    if (had.revokedAt) await tx.update(certs).set({ revokedAt: null }).where(eq(certs.certId, had.certId));
    return had.certNo;
  }
  const [row] = await tx.insert(certs).values({ applId, certNo: `pending-${applId}`, verifyCode: newVerifyCode(), issuedAt }).returning({ certId: certs.certId });
  const certNo = certificateNo(year, row.certId);
  await tx.update(certs).set({ certNo }).where(eq(certs.certId, row.certId));
  return certNo;
}

export async function revokeCertificate(tx: Tx, applId: number) {
  await tx.update(certs).set({ revokedAt: new Date() }).where(and(eq(certs.applId, applId), isNull(certs.revokedAt)));
}

const certColumns = {
  certId: certs.certId,
  certNo: certs.certNo,
  verifyCode: certs.verifyCode,
  issuedAt: certs.issuedAt,
  revokedAt: certs.revokedAt,
  applId: appls.applId,
  studentId: appls.studentId,
  programId: programs.programId,
  title: programs.title,
  runStartDt: programs.runStartDt,
  runEndDt: programs.runEndDt,
  mileage: programs.mileage,
  korNm: users.korNm,
  hakguaCd: users.hakguaCd,
};

/** The student's valid certificates, newest first (the crrcerti page). */
export async function myCertificates(studentId: string) {
  const db = await getDb();
  return db
    .select(certColumns)
    .from(certs)
    .innerJoin(appls, eq(appls.applId, certs.applId))
    .innerJoin(programs, eq(programs.programId, appls.programId))
    .innerJoin(users, eq(users.userId, appls.studentId))
    .where(and(eq(appls.studentId, studentId), isNull(certs.revokedAt)))
    .orderBy(desc(certs.issuedAt), desc(certs.certId));
}

/** One of the student's own certificates; someone else's, or a withdrawn one, is not found. */
export async function ownCertificate(studentId: string, certId: number) {
  const db = await getDb();
  const [row] = await db
    .select(certColumns)
    .from(certs)
    .innerJoin(appls, eq(appls.applId, certs.applId))
    .innerJoin(programs, eq(programs.programId, appls.programId))
    .innerJoin(users, eq(users.userId, appls.studentId))
    .where(and(eq(certs.certId, certId), eq(appls.studentId, studentId), isNull(certs.revokedAt)));
  if (!row) throw new HttpError(404, '이수증을 찾을 수 없습니다.');
  return row;
}

export type CertificateRow = Awaited<ReturnType<typeof ownCertificate>>;

/** What the public verification page may show: name, programme, date, validity. Nothing else. */
export async function verifyCertificate(code: string) {
  const db = await getDb();
  const [row] = await db
    .select({ certNo: certs.certNo, issuedAt: certs.issuedAt, revokedAt: certs.revokedAt, title: programs.title, runStartDt: programs.runStartDt, runEndDt: programs.runEndDt, korNm: users.korNm })
    .from(certs)
    .innerJoin(appls, eq(appls.applId, certs.applId))
    .innerJoin(programs, eq(programs.programId, appls.programId))
    .innerJoin(users, eq(users.userId, appls.studentId))
    .where(eq(certs.verifyCode, code));
  if (!row) return null;
  return { ...row, valid: !row.revokedAt };
}

export const verifyUrl = (origin: string, code: string) => `${config.publicOrigin ?? origin}/verify/${code}`;

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** The Korean font, read once: Pretendard (OFL), embedded as a subset of the glyphs used. */
export function koreanFonts() {
  fonts ??= {
    regular: fs.readFileSync(require.resolve('pretendard/dist/public/static/Pretendard-Regular.otf')),
    bold: fs.readFileSync(require.resolve('pretendard/dist/public/static/Pretendard-Bold.otf')),
  };
  return fonts;
}

/** The certificate as an A4 PDF: title, holder, programme, period, number and a QR code to its verification page. */
export async function certificatePdf(c: CertificateRow, origin: string): Promise<Buffer> {
  const url = verifyUrl(origin, c.verifyCode);
  const [qr, depts] = await Promise.all([QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' }), deptNames()]);
  const { regular, bold } = koreanFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 64, info: { Title: `이수증 ${c.certNo}`, Author: UNIVERSITY_NAME, Subject: c.title } });
  doc.registerFont('ko', regular);
  doc.registerFont('ko-bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 128;
  doc.font('ko').fontSize(10).fillColor('#555').text(`제 ${c.certNo} 호`, { align: 'left' });
  doc.moveDown(3);
  doc.font('ko-bold').fontSize(34).fillColor('#111').text('이 수 증', { align: 'center', characterSpacing: 6 });
  doc.moveDown(2.5);
  const line = (label: string, value: string) => {
    doc.font('ko-bold').fontSize(13).text(`${label}`, { continued: true, width });
    doc.font('ko').text(`   ${value}`);
    doc.moveDown(0.6);
  };
  line('성      명', c.korNm);
  line('학      번', c.studentId);
  if (c.hakguaCd) line('학      과', depts.get(c.hakguaCd) ?? c.hakguaCd);
  line('프로그램', c.title);
  line('운영 기간', `${formatKoreanDate(c.runStartDt)} ~ ${formatKoreanDate(c.runEndDt)}`);
  doc.moveDown(2);
  doc.font('ko').fontSize(15).text(`위 사람은 ${UNIVERSITY_NAME} 비교과 프로그램 「${c.title}」의 이수 기준을 충족하여 이 증서를 수여합니다.`, { align: 'center', lineGap: 6 });
  doc.moveDown(3);
  const issued = formatKoreanDate(c.issuedAt);
  doc.font('ko').fontSize(14).text(issued, { align: 'center' });
  doc.moveDown(1.5);
  doc.font('ko-bold').fontSize(20).text(`${UNIVERSITY_NAME} 총장`, { align: 'center' });
  const qrSize = 96;
  const y = doc.page.height - 64 - qrSize;
  doc.image(qr, 64, y, { width: qrSize, height: qrSize });
  doc
    .font('ko')
    .fontSize(9)
    .fillColor('#444')
    .text('진위 확인', 64 + qrSize + 12, y + 18)
    .text(url)
    .text(`확인 코드 ${c.verifyCode}`);
  doc.end();
  return done;
}
