// A programme classroom's notices and references (its staff) and its Q&A (participants ask, staff
// answer), with the messages that tell the participants (decision 034).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, schema } from '../db';
import { HttpError } from '../http/respond';
import { audit } from '../audit/log';
import { notifyUser } from '../messages/service';
import { managed } from './managed';
import { particle } from '../../text/josa';
import type { Actor } from '../../users';
import type { AnswerInput, NoticeInput, QuestionInput, ReferenceInput } from '../../schemas/career-class';
import { classLink, ownGroup, participantIds, participation } from './classroom-access';

const { careerClassNotices: notices, careerClassQuestions: questions, careerClassReferences: refs } = schema;

export async function createNotice(actor: Actor, programId: number, input: NoticeInput, ip: string | null = null) {
  const p = await managed(actor, programId);
  const fileGroupId = await ownGroup(actor, input.fileGroupId);
  const db = await getDb();
  const [row] = await db
    .insert(notices)
    .values({ programId, title: input.title, body: input.body, pinned: input.pinned, fileGroupId, authorId: actor.userId })
    .returning({ noticeId: notices.noticeId });
  await audit({ actorId: actor.userId, action: 'career.class.notice.create', targetType: 'career_class_notice', targetId: String(row.noticeId), detail: { programId }, ip });
  for (const studentId of await participantIds(programId)) {
    await notifyUser(studentId, `[강의실] ${p.title} 새 공지`, `「${p.title}」 강의실에 공지 「${input.title}」${particle(input.title, '이/가')} 올라왔습니다. ${classLink(programId, 'notice')}`, { category: 'PROGRAM', userDef1: 'CAREER_CLASS', userDef2: String(programId), senderId: actor.userId });
  }
  return { noticeId: row.noticeId };
}

async function noticeOf(programId: number, noticeId: number) {
  const db = await getDb();
  const [n] = await db.select().from(notices).where(and(eq(notices.noticeId, noticeId), eq(notices.programId, programId)));
  if (!n) throw new HttpError(404, '공지를 찾을 수 없습니다.');
  return n;
}

export async function updateNotice(actor: Actor, programId: number, noticeId: number, input: NoticeInput, ip: string | null = null) {
  await managed(actor, programId);
  const n = await noticeOf(programId, noticeId);
  // Keeping the attachment the notice already has is fine even when a colleague uploaded it.
  const fileGroupId = input.fileGroupId && input.fileGroupId === n.fileGroupId ? n.fileGroupId : await ownGroup(actor, input.fileGroupId);
  const db = await getDb();
  await db.update(notices).set({ title: input.title, body: input.body, pinned: input.pinned, fileGroupId, updatedAt: sql`now()` }).where(eq(notices.noticeId, noticeId));
  await audit({ actorId: actor.userId, action: 'career.class.notice.update', targetType: 'career_class_notice', targetId: String(noticeId), detail: { programId }, ip });
  return { noticeId };
}

export async function deleteNotice(actor: Actor, programId: number, noticeId: number, ip: string | null = null) {
  await managed(actor, programId);
  const n = await noticeOf(programId, noticeId);
  const db = await getDb();
  await db.delete(notices).where(eq(notices.noticeId, noticeId));
  await audit({ actorId: actor.userId, action: 'career.class.notice.delete', targetType: 'career_class_notice', targetId: String(noticeId), detail: { programId, title: n.title }, ip });
  return { noticeId };
}

export async function createReference(actor: Actor, programId: number, input: ReferenceInput, ip: string | null = null) {
  await managed(actor, programId);
  const fileGroupId = input.kind === 'FILE' ? await ownGroup(actor, input.fileGroupId) : null;
  const db = await getDb();
  const [row] = await db
    .insert(refs)
    .values({ programId, kind: input.kind, title: input.title, description: input.description ?? null, url: input.kind === 'LINK' ? input.url! : null, fileGroupId, authorId: actor.userId })
    .returning({ refId: refs.refId });
  await audit({ actorId: actor.userId, action: 'career.class.reference.create', targetType: 'career_class_reference', targetId: String(row.refId), detail: { programId, kind: input.kind }, ip });
  return { refId: row.refId };
}

export async function deleteReference(actor: Actor, programId: number, refId: number, ip: string | null = null) {
  await managed(actor, programId);
  const db = await getDb();
  const [gone] = await db.delete(refs).where(and(eq(refs.refId, refId), eq(refs.programId, programId))).returning({ title: refs.title });
  if (!gone) throw new HttpError(404, '자료를 찾을 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'career.class.reference.delete', targetType: 'career_class_reference', targetId: String(refId), detail: { programId, title: gone.title }, ip });
  return { refId };
}

// ---------------------------------------------------------------------------------------------
// Q&A

export async function askQuestion(actor: Actor, programId: number, input: QuestionInput, ip: string | null = null) {
  await participation(actor, programId);
  const db = await getDb();
  const [row] = await db
    .insert(questions)
    .values({ programId, studentId: actor.userId, title: input.title, body: input.body, isPrivate: input.isPrivate })
    .returning({ questionId: questions.questionId });
  await audit({ actorId: actor.userId, action: 'career.class.question.create', targetType: 'career_class_question', targetId: String(row.questionId), detail: { programId, isPrivate: input.isPrivate }, ip });
  return { questionId: row.questionId };
}

/** Her question, still unanswered; someone else's (or a missing one) is not found, an answered one is locked. */
async function ownOpenQuestion(actor: Actor, programId: number, questionId: number) {
  await participation(actor, programId);
  const db = await getDb();
  const [q] = await db.select().from(questions).where(and(eq(questions.questionId, questionId), eq(questions.programId, programId)));
  if (!q || q.studentId !== actor.userId) throw new HttpError(404, '질문을 찾을 수 없습니다.');
  if (q.answer) throw new HttpError(409, '답변이 달린 질문은 고치거나 지울 수 없습니다.');
  return q;
}

export async function editQuestion(actor: Actor, programId: number, questionId: number, input: QuestionInput, ip: string | null = null) {
  await ownOpenQuestion(actor, programId, questionId);
  const db = await getDb();
  // The answer may arrive between the check and the write: the condition decides.
  const done = await db
    .update(questions)
    .set({ title: input.title, body: input.body, isPrivate: input.isPrivate, updatedAt: sql`now()` })
    .where(and(eq(questions.questionId, questionId), isNull(questions.answer)))
    .returning({ questionId: questions.questionId });
  if (!done.length) throw new HttpError(409, '답변이 달린 질문은 고치거나 지울 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'career.class.question.update', targetType: 'career_class_question', targetId: String(questionId), detail: { programId }, ip });
  return { questionId };
}

export async function deleteQuestion(actor: Actor, programId: number, questionId: number, ip: string | null = null) {
  await ownOpenQuestion(actor, programId, questionId);
  const db = await getDb();
  const done = await db.delete(questions).where(and(eq(questions.questionId, questionId), isNull(questions.answer))).returning({ questionId: questions.questionId });
  if (!done.length) throw new HttpError(409, '답변이 달린 질문은 고치거나 지울 수 없습니다.');
  await audit({ actorId: actor.userId, action: 'career.class.question.delete', targetType: 'career_class_question', targetId: String(questionId), detail: { programId }, ip });
  return { questionId };
}

export async function answerQuestion(actor: Actor, programId: number, questionId: number, input: AnswerInput, ip: string | null = null) {
  const p = await managed(actor, programId);
  const db = await getDb();
  const [q] = await db.select().from(questions).where(and(eq(questions.questionId, questionId), eq(questions.programId, programId)));
  if (!q) throw new HttpError(404, '질문을 찾을 수 없습니다.');
  await db.update(questions).set({ answer: input.answer, answeredBy: actor.userId, answeredAt: sql`now()` }).where(eq(questions.questionId, questionId));
  await audit({ actorId: actor.userId, action: 'career.class.question.answer', targetType: 'career_class_question', targetId: String(questionId), detail: { programId, first: !q.answer }, ip });
  await notifyUser(q.studentId, `[강의실] ${p.title} 질문에 답변이 달렸습니다`, `「${q.title}」 질문에 담당자가 ${q.answer ? '답변을 고쳤습니다' : '답변했습니다'}. ${classLink(programId, 'qna')}`, { category: 'PROGRAM', userDef1: 'CAREER_CLASS', userDef2: String(programId), senderId: actor.userId });
  return { questionId };
}
