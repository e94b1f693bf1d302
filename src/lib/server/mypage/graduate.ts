// The graduate's my page: what a student who has graduated (학적 상태 졸업) keeps using the portal
// for: her graduation details, the certificates she can download again, her badges and portfolio.
import { studentRecord } from '../users/profile';
import { myCertificates } from '../career/certificates';
import { myServiceCertificates } from '../extact/certificate';
import { approvedHoursByYear } from '../extact/service';
import { myBadges } from '../badges/awards';

/** 학적 상태 code of a graduate (SHREG_ST). */
export const GRADUATED = '30';

export async function graduateView(userId: string) {
  const record = await studentRecord(userId);
  if (!record || record.shregSt !== GRADUATED) return null;
  const [certificates, serviceCertificates, hours, badges] = await Promise.all([myCertificates(userId), myServiceCertificates(userId), approvedHoursByYear(userId), myBadges(userId)]);
  return {
    record,
    certificates,
    serviceCertificates,
    serviceHours: hours.reduce((sum, y) => sum + y.hours, 0),
    badges: badges.filter((b) => b.status === 'VALID' && !b.hidden),
  };
}
