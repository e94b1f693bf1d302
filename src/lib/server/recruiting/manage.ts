// Writing postings and companies. Staff (stf, adm) manage every posting and company and decide on
// postings (approve, reject, close, reopen). An outside user (otsdr) manages only the postings she
// posted, for a company she speaks for; anything else is not found. Her new or edited posting waits
// for staff approval before students see it. Texts are stored as plain text and shown escaped.
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { authorize } from '../auth/permissions';
import type { Action } from '../../permissions';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { comCodeList } from '../codes/repository';
import { codeNames } from '../org/names';
import { likeTerm } from '../org/repository';
import { fileGroup, listFiles } from '../files/service';
import { isOffice, type Actor, isDiv } from '../../users';
import { CODE_GROUPS, POSTING_STATUS_LABELS, type PostingStatus } from '../../recruiting/postings';
import type { CompanyInput, PostingDecisionInput, PostingInput, StaffPostingQuery } from '../../schemas/recruiting';
import { NOT_FOUND, describe } from './postings';
import { announceQuietly } from './alerts';
import * as clock from '../clock';
import { notifyUserInTransaction } from '../messages/service';

const { recruitPostings: postings, recruitCompanies: companies, users } = schema;

/**
 * A company (outside user) manages its own postings; among the office only those the permission
 * table lets manage recruiting (decision 046). Past this check, an office account holds the right.
 */
async function requireManager(actor: Actor, onRecord = false) {
  if (isDiv(actor, 'otsdr')) return;
  // On one posting a refusal is a 404, as for a posting that does not exist.
  await authorize(actor, 'recruiting', 'manage', onRecord ? { managerIds: [] } : undefined);
}

/**
 * Refuses, before any input is read, one who may not manage postings (or this posting): the office
 * needs the recruiting right, a company reaches only her own postings (404 otherwise).
 */
export async function mayManagePosting(actor: Actor, postingId?: number) {
  await requireManager(actor, postingId !== undefined);
  if (postingId === undefined) return;
  const db = await getDb();
  const [p] = await db.select({ postedBy: postings.postedBy }).from(postings).where(eq(postings.postingId, postingId));
  if (!p || (!isOffice(actor) && p.postedBy !== actor.userId)) throw new HttpError(404, NOT_FOUND);
}

/** Companies the actor may post for: all for staff, her own for an outside user. */
export async function companiesFor(actor: Actor) {
  await requireManager(actor);
  const db = await getDb();
  const where = isOffice(actor) ? eq(companies.useYn, 'Y') : and(eq(companies.useYn, 'Y'), eq(companies.ownerId, actor.userId));
  return db.select().from(companies).where(where).orderBy(companies.companyNm);
}

/** The postings the actor manages, newest first. */
export async function managedPostings(actor: Actor, query: StaffPostingQuery, today = clock.today()) {
  await requireManager(actor);
  const db = await getDb();
  const where: SQL[] = [];
  if (!isOffice(actor)) where.push(eq(postings.postedBy, actor.userId));
  if (query.status) where.push(eq(postings.status, query.status));
  if (query.keyword) {
    const t = likeTerm(query.keyword);
    where.push(or(ilike(postings.title, t), ilike(companies.companyNm, t))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const [[{ total }], rows, names, counts] = await Promise.all([
    db.select({ total: count() }).from(postings).innerJoin(companies, eq(companies.companyId, postings.companyId)).where(cond),
    db
      .select({ p: postings, c: companies, posterNm: users.korNm })
      .from(postings)
      .innerJoin(companies, eq(companies.companyId, postings.companyId))
      .innerJoin(users, eq(users.userId, postings.postedBy))
      .where(cond)
      .orderBy(sql`case when ${postings.status} = 'PENDING' then 0 else 1 end`, desc(postings.createdAt), desc(postings.postingId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    codeNames(),
    db
      .select({ status: postings.status, n: count() })
      .from(postings)
      .where(isOffice(actor) ? undefined : eq(postings.postedBy, actor.userId))
      .groupBy(postings.status),
  ]);
  return {
    list: rows.map((r) => ({ ...describe(r.p, r.c, names, today), statusNm: POSTING_STATUS_LABELS[r.p.status as PostingStatus] ?? r.p.status, posterNm: r.posterNm, posterDiv: r.p.posterDiv, viewCnt: r.p.viewCnt, reviewNote: r.p.reviewNote })),
    totalCnt: Number(total),
    counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])) as Record<string, number>,
    page: query.page,
    size: query.size,
  };
}

/** A posting the actor may edit, or 404 (another company's posting is not found, not forbidden). */
export async function editablePosting(actor: Actor, postingId: number) {
  await requireManager(actor, true);
  const db = await getDb();
  const [p] = await db.select().from(postings).where(eq(postings.postingId, postingId));
  if (!p || (!isOffice(actor) && p.postedBy !== actor.userId)) throw new HttpError(404, NOT_FOUND);
  const files = p.fileGroupId ? await listFiles(p.fileGroupId, actor).catch(() => []) : [];
  return { ...p, statusNm: POSTING_STATUS_LABELS[p.status as PostingStatus] ?? p.status, files };
}

/** Every code of the input must exist in its group: the form's choices are not trusted. */
async function checkCodes(input: PostingInput) {
  const checks: [string, string | undefined, string][] = [
    [CODE_GROUPS.jobCls, input.jobClsCd, 'jobClsCd'],
    [CODE_GROUPS.empType, input.empTypeCd, 'empTypeCd'],
    [CODE_GROUPS.region, input.regionCd, 'regionCd'],
    [CODE_GROUPS.careerLvl, input.careerLvlCd, 'careerLvlCd'],
  ];
  const names = await codeNames();
  for (const [grp, cd, field] of checks) {
    if (!cd || !names.has(`${grp}:${cd}`)) throw new HttpError(400, '선택한 항목을 확인해 주세요.', { [field]: '목록에 있는 값을 선택해 주세요.' });
  }
}

async function checkCompany(actor: Actor, companyId: number) {
  const list = await companiesFor(actor);
  if (!list.some((c) => c.companyId === companyId)) throw new HttpError(400, '등록할 수 없는 기업입니다.', { companyId: isOffice(actor) ? '목록에 있는 기업을 선택해 주세요.' : '담당하는 기업의 공고만 등록할 수 있습니다.' });
}

/** An attachment group must be the poster's own upload; it becomes readable by every reader of the posting. */
async function checkFiles(actor: Actor, fileGroupId: number | undefined, current: number | null = null) {
  if (!fileGroupId || fileGroupId === current) return fileGroupId ?? null;
  const group = await fileGroup(fileGroupId);
  if (!group || group.ownerId !== actor.userId) throw new HttpError(400, '첨부파일을 확인해 주세요.', { fileGroupId: '직접 올린 파일만 첨부할 수 있습니다.' });
  const db = await getDb();
  await db.update(schema.fileGroups).set({ visibility: 'public' }).where(eq(schema.fileGroups.fileGroupId, fileGroupId));
  return fileGroupId;
}

const fields = (input: PostingInput) => ({
  companyId: input.companyId,
  title: input.title,
  jobClsCd: input.jobClsCd!,
  empTypeCd: input.empTypeCd!,
  regionCd: input.regionCd!,
  careerLvlCd: input.careerLvlCd!,
  openDt: input.openDt,
  deadlineDt: input.deadlineDt,
  headcount: input.headcount,
  salary: input.salary ?? null,
  requirements: input.requirements,
  howToApply: input.howToApply,
  applyUrl: input.applyUrl ?? null,
  contact: input.contact ?? null,
});

/** Staff postings go live at once; an outside user's wait for approval. */
export async function createPosting(actor: Actor, input: PostingInput, ip: string | null = null, today = clock.today()) {
  await requireManager(actor);
  await checkCodes(input);
  await checkCompany(actor, input.companyId);
  if (input.deadlineDt < today) throw new HttpError(400, '마감일이 지난 공고는 등록할 수 없습니다.', { deadlineDt: '마감일은 오늘 이후여야 합니다.' });
  const fileGroupId = await checkFiles(actor, input.fileGroupId);
  const status: PostingStatus = isOffice(actor) ? 'OPEN' : 'PENDING';
  const db = await getDb();
  const [row] = await db
    .insert(postings)
    .values({ ...fields(input), fileGroupId, status, postedBy: actor.userId, posterDiv: actor.userDiv })
    .returning({ postingId: postings.postingId, status: postings.status });
  await audit({ actorId: actor.userId, action: 'recruiting.posting.create', targetType: 'recruit_posting', targetId: String(row.postingId), detail: { status }, ip });
  const notified = status === 'OPEN' ? (await announceQuietly(row.postingId)).length : 0;
  return { ...row, statusNm: POSTING_STATUS_LABELS[status], notified };
}

export async function updatePosting(actor: Actor, postingId: number, input: PostingInput, ip: string | null = null) {
  const current = await editablePosting(actor, postingId);
  await checkCodes(input);
  await checkCompany(actor, input.companyId);
  const fileGroupId = await checkFiles(actor, input.fileGroupId, current.fileGroupId);
  // An outside user's change to a live posting is reviewed again before students see it.
  const status: string = !isOffice(actor) && current.status !== 'CLOSED' ? 'PENDING' : current.status;
  const db = await getDb();
  await db.update(postings).set({ ...fields(input), fileGroupId, status, updatedAt: sql`now()` }).where(eq(postings.postingId, postingId));
  await audit({ actorId: actor.userId, action: 'recruiting.posting.update', targetType: 'recruit_posting', targetId: String(postingId), detail: { from: current.status, to: status }, ip });
  return { postingId, status, statusNm: POSTING_STATUS_LABELS[status as PostingStatus] };
}

/** What the outside user who posted is told of staff's approval or return; null for other decisions. */
function reviewMessage(p: { postingId: number; title: string; postedBy: string | null; posterDiv: string | null }, input: PostingDecisionInput) {
  if (!p.postedBy || p.posterDiv !== 'otsdr' || (input.action !== 'APPROVE' && input.action !== 'REJECT')) return null;
  const page = `/otsdr/recruiting/${p.postingId}`;
  if (input.action === 'APPROVE')
    return {
      title: `[채용공고] 「${p.title}」 공고가 승인되었습니다`,
      body: `등록하신 「${p.title}」 공고를 담당 교직원이 승인해 학생들에게 게시했습니다.${input.note ? `\n\n담당자 메모: ${input.note}` : ''}\n\n공고 보기: ${page}`,
    };
  return {
    title: `[채용공고] 「${p.title}」 공고가 반려되었습니다`,
    body: `등록하신 「${p.title}」 공고가 반려되어 학생들에게 게시되지 않았습니다.\n\n반려 사유: ${input.note ?? ''}\n\n사유를 확인해 공고를 고친 뒤 저장하면 다시 승인을 요청합니다: ${page}`,
  };
}

const TRANSITIONS: Record<PostingDecisionInput['action'], { from: PostingStatus[]; to: PostingStatus; refusal: string }> = {
  APPROVE: { from: ['PENDING', 'REJECTED'], to: 'OPEN', refusal: '승인 대기 중인 공고만 승인할 수 있습니다.' },
  REJECT: { from: ['PENDING'], to: 'REJECTED', refusal: '승인 대기 중인 공고만 반려할 수 있습니다.' },
  CLOSE: { from: ['OPEN'], to: 'CLOSED', refusal: '게시 중인 공고만 마감할 수 있습니다.' },
  REOPEN: { from: ['CLOSED'], to: 'OPEN', refusal: '조기 마감한 공고만 다시 게시할 수 있습니다.' },
};

/** Staff decisions; an outside user may only close her own live posting early. */
export async function decidePosting(actor: Actor, postingId: number, input: PostingDecisionInput, ip: string | null = null) {
  const current = await editablePosting(actor, postingId);
  if (!isOffice(actor) && input.action !== 'CLOSE') throw new HttpError(403, '공고 승인과 반려는 담당 교직원만 할 수 있습니다.');
  const t = TRANSITIONS[input.action];
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    // The status check is in the UPDATE itself, so two staff deciding at once cannot both win.
    const rows = await tx
      .update(postings)
      .set({ status: t.to, reviewNote: input.note ?? (input.action === 'APPROVE' ? null : current.reviewNote), updatedAt: sql`now()` })
      .where(and(eq(postings.postingId, postingId), inArray(postings.status, t.from)))
      .returning({ postingId: postings.postingId });
    // The company hears of the review with the decision itself: a message exists exactly when the decision does.
    const review = rows.length ? reviewMessage(current, input) : null;
    if (review) await notifyUserInTransaction(tx, current.postedBy!, review.title, review.body, { category: 'RECRUIT', userDef1: 'RECRUIT_POSTING_REVIEW', userDef2: String(postingId) });
    return rows;
  });
  if (!done.length) throw new HttpError(409, t.refusal);
  await audit({ actorId: actor.userId, action: `recruiting.posting.${input.action.toLowerCase()}`, targetType: 'recruit_posting', targetId: String(postingId), detail: { from: current.status, to: t.to, note: input.note ?? null }, ip });
  // A company's posting reaches students only now: those whose goal it fits hear of it.
  const notified = input.action === 'APPROVE' ? (await announceQuietly(postingId)).length : 0;
  return { postingId, status: t.to, statusNm: POSTING_STATUS_LABELS[t.to], notified };
}

// ---------------------------------------------------------------------------------------------
// Companies (staff)

/** The area's right from the permission table (decision 046): 403 without it. */
async function requireStaff(actor: Actor, action: Action = 'manage') {
  await authorize(actor, 'recruiting', action);
}

async function checkCompanyCodes(input: CompanyInput) {
  const [sizes, regions] = await Promise.all([comCodeList(CODE_GROUPS.companySize), comCodeList(CODE_GROUPS.region)]);
  if (!sizes.list.some((c) => c.comCd === input.sizeCd)) throw new HttpError(400, '기업 규모를 확인해 주세요.', { sizeCd: '목록에 있는 값을 선택해 주세요.' });
  if (!regions.list.some((c) => c.comCd === input.regionCd)) throw new HttpError(400, '소재 지역을 확인해 주세요.', { regionCd: '목록에 있는 값을 선택해 주세요.' });
}

async function checkOwner(ownerId: string | null | undefined) {
  if (!ownerId) return null;
  const db = await getDb();
  const [u] = await db.select({ userDiv: users.userDiv }).from(users).where(eq(users.userId, ownerId));
  if (!u || !isDiv(u, 'otsdr')) throw new HttpError(400, '기업 담당자를 확인해 주세요.', { ownerId: '외부 사용자 계정만 기업 담당자가 될 수 있습니다.' });
  return ownerId;
}

export async function createCompany(actor: Actor, input: CompanyInput & { ownerId?: string | null }, ip: string | null = null) {
  await requireStaff(actor);
  await checkCompanyCodes(input);
  const ownerId = await checkOwner(input.ownerId);
  const db = await getDb();
  const [dup] = await db.select({ id: companies.companyId }).from(companies).where(eq(companies.companyNm, input.companyNm));
  if (dup) throw new HttpError(409, '같은 이름의 기업이 이미 있습니다.', { companyNm: '이미 등록된 기업입니다.' });
  const [row] = await db
    .insert(companies)
    .values({ companyNm: input.companyNm, sizeCd: input.sizeCd, industryNm: input.industryNm, regionCd: input.regionCd, homepage: input.homepage ?? null, introduction: input.introduction ?? null, ownerId })
    .returning({ companyId: companies.companyId });
  await audit({ actorId: actor.userId, action: 'recruiting.company.create', targetType: 'recruit_company', targetId: String(row.companyId), ip });
  return row;
}

export async function updateCompany(actor: Actor, companyId: number, input: CompanyInput & { ownerId?: string | null }, ip: string | null = null) {
  await requireStaff(actor);
  await checkCompanyCodes(input);
  const ownerId = await checkOwner(input.ownerId);
  const db = await getDb();
  const [dup] = await db.select({ id: companies.companyId }).from(companies).where(eq(companies.companyNm, input.companyNm));
  if (dup && dup.id !== companyId) throw new HttpError(409, '같은 이름의 기업이 이미 있습니다.', { companyNm: '이미 등록된 기업입니다.' });
  const done = await db
    .update(companies)
    .set({ companyNm: input.companyNm, sizeCd: input.sizeCd, industryNm: input.industryNm, regionCd: input.regionCd, homepage: input.homepage ?? null, introduction: input.introduction ?? null, ownerId })
    .where(eq(companies.companyId, companyId))
    .returning({ companyId: companies.companyId });
  if (!done.length) throw new HttpError(404, '기업을 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'recruiting.company.update', targetType: 'recruit_company', targetId: String(companyId), ip });
  return done[0];
}

/** Companies with their owner's name and posting counts, for the staff page. */
export async function companyList(actor: Actor) {
  await requireStaff(actor);
  const db = await getDb();
  const [rows, names, counts] = await Promise.all([
    db.select({ c: companies, ownerNm: users.korNm }).from(companies).leftJoin(users, eq(users.userId, companies.ownerId)).orderBy(companies.companyNm),
    codeNames(),
    db.select({ companyId: postings.companyId, n: count() }).from(postings).groupBy(postings.companyId),
  ]);
  const byCompany = new Map(counts.map((c) => [c.companyId, Number(c.n)]));
  return rows.map((r) => ({
    ...r.c,
    sizeNm: names.get(`${CODE_GROUPS.companySize}:${r.c.sizeCd}`) ?? r.c.sizeCd,
    regionNm: names.get(`${CODE_GROUPS.region}:${r.c.regionCd}`) ?? r.c.regionCd,
    ownerNm: r.ownerNm,
    postingCnt: byCompany.get(r.c.companyId) ?? 0,
  }));
}
