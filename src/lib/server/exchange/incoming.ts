// Incoming exchange students (decision 040): the international office registers a student of a
// partner university for one term. She gets an ordinary student account (so every student page
// works for her) with a one-time password link, and an exchange_incoming row that says where she
// comes from and for which term; the office lists them by term.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { isUniqueViolation } from '../db/errors';
import { authorize } from '../auth/permissions';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { newLink } from '../accounts/admin';
import { notifyUser } from '../messages/service';
import { codeNames, deptNames } from '../org/names';
import { termNm } from '../../calendar';
import type { IncomingInput } from '../../schemas/exchange';
import { incomingUserId } from '../../exchange/rules';

const { exchangeIncoming: incoming, exchangeUniversities: univs, users, depts } = schema;

/**
 * Registers her: the partner university and the host department must exist; the account, the
 * incoming row and the password link are written in one transaction. The same e-mail twice for one
 * term is refused (unique index), also when two registrations race. Only EXCHANGE_MANAGER and admins
 * register.
 */
export async function registerIncoming(actor: { userId: string; userDiv: string }, input: IncomingInput, ip: string | null = null) {
  // Account creation stays with admins, with this one exception for the exchange office (decision 046).
  await authorize(actor, 'exchange', 'manage');
  const db = await getDb();
  const email = input.email.toLowerCase();
  const done = await db
    .transaction(async (tx) => {
      const [univ] = await tx.select({ univNm: univs.univNm }).from(univs).where(and(eq(univs.univId, input.univId), eq(univs.useYn, 'Y')));
      if (!univ) throw new HttpError(400, '협정 대학 목록에 없는 대학입니다.', { univId: '협정 대학 중에서 골라 주세요.' });
      const [hakgua] = await tx
        .select({ upDeptCd: depts.upDeptCd })
        .from(depts)
        .where(and(eq(depts.deptCd, input.hakguaCd), eq(depts.deptDiv, 'HAKGUA'), eq(depts.useYn, 'Y')));
      if (!hakgua) throw new HttpError(400, '없는 학과입니다.', { hakguaCd: '수학 학과를 골라 주세요.' });
      const [dup] = await tx
        .select({ userId: incoming.userId })
        .from(incoming)
        .where(and(eq(incoming.email, email), eq(incoming.year, input.year), eq(incoming.termCd, input.termCd)));
      if (dup) throw duplicate();
      // The id comes from the registration's own number, so parallel registrations never collide.
      const [{ id }] = (await tx.execute(sql`select nextval(pg_get_serial_sequence('exchange_incoming', 'incoming_id'))::int as id`)).rows as { id: number }[];
      const userId = incomingUserId(input.year, input.termCd, Number(id));
      await tx.insert(users).values({
        userId,
        korNm: input.korNm,
        userDiv: 'std',
        email,
        isSso: 'N',
        useYn: 'Y',
        passwordHash: null,
        colgCd: hakgua.upDeptCd,
        hakguaCd: input.hakguaCd,
        shregSt: '10',
        grdtYn: 'N',
        frgnYn: 'Y',
        handicapYn: 'N',
      });
      await tx.insert(incoming).values({ incomingId: Number(id), userId, univId: input.univId, year: input.year, termCd: input.termCd, email, registeredBy: actor.userId });
      const link = await newLink(tx as never, userId, actor.userId);
      return { userId, univNm: univ.univNm, link };
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    });
  await audit({ actorId: actor.userId, action: 'exchange.incoming.register', targetType: 'user', targetId: done.userId, detail: { univId: input.univId, year: input.year, termCd: input.termCd }, ip });
  await notifyUser(
    done.userId,
    '교환학생 등록 안내 (Welcome)',
    `${input.year}학년도 ${termNm(input.termCd)} 교환학생으로 등록되었습니다. 수강 신청과 학교생활 안내는 국제교류팀과 수학 학과에서 받을 수 있습니다.\nWelcome! You are registered as an exchange student; the international office will guide you through course registration.`,
    { userDef1: 'EXCHANGE', senderId: actor.userId },
  );
  return { userId: done.userId, korNm: input.korNm, univNm: done.univNm, year: input.year, termCd: input.termCd, termNm: termNm(input.termCd), link: done.link };
}

function duplicate() {
  return new HttpError(409, '이 학기에 같은 이메일로 등록된 교환학생이 있습니다.', { email: '이 학기에 이미 등록된 이메일입니다.' });
}

/** The terms with incoming students, newest first, with their counts. */
export async function incomingTerms() {
  const db = await getDb();
  const rows = await db
    .select({ year: incoming.year, termCd: incoming.termCd, count: sql<number>`count(*)::int` })
    .from(incoming)
    .groupBy(incoming.year, incoming.termCd)
    .orderBy(desc(incoming.year), desc(incoming.termCd));
  return rows.map((r) => ({ ...r, count: Number(r.count), termNm: termNm(r.termCd) }));
}

/** The incoming students of a term (the newest term with any when none is asked for), by name. */
export async function incomingList(query: { year?: number; termCd?: string }) {
  const terms = await incomingTerms();
  const year = query.year ?? terms[0]?.year;
  const termCd = query.termCd ?? (query.year === undefined ? terms[0]?.termCd : undefined);
  const db = await getDb();
  const [names, departments] = await Promise.all([codeNames(), deptNames()]);
  const rows =
    year === undefined
      ? []
      : await db
          .select({ userId: incoming.userId, korNm: users.korNm, email: incoming.email, useYn: users.useYn, hakguaCd: users.hakguaCd, year: incoming.year, termCd: incoming.termCd, univId: univs.univId, univNm: univs.univNm, univEngNm: univs.univEngNm, countryCd: univs.countryCd, createdAt: incoming.createdAt })
          .from(incoming)
          .innerJoin(users, eq(users.userId, incoming.userId))
          .innerJoin(univs, eq(univs.univId, incoming.univId))
          .where(termCd ? and(eq(incoming.year, year), eq(incoming.termCd, termCd)) : eq(incoming.year, year))
          .orderBy(asc(incoming.termCd), asc(users.korNm), asc(incoming.userId));
  return {
    terms,
    year: year ?? null,
    termCd: termCd ?? null,
    list: rows.map((r) => ({ ...r, termNm: termNm(r.termCd), countryNm: names.get(`COUNTRY:${r.countryCd}`) ?? r.countryCd, hakguaNm: r.hakguaCd ? (departments.get(r.hakguaCd) ?? r.hakguaCd) : null })),
  };
}
