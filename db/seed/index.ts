// Deterministic Korean demo data for an empty database: the same rows and ids on every run.
// The demo world's today is 2026-11-22 (2026학년도 2학기). Every demo account signs in on the
// master login with the password 'portal1234!'.
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/lib/server/db/index';
import * as schema from '../../src/lib/server/db/tables';
import { hashPassword } from '../../src/lib/server/auth/password';
import { putFile } from '../../src/lib/server/files/storage';
import { deptRows } from './depts';
import { cmmnCodeRows, comCodeRows } from './codes';
import { TERMS, calendarEventRows } from './calendar';
import { buildPeople } from './people';
import { STD_NOTICE_MENU_ID, menuRows } from './menus';
import { GUIDES, MESSAGES, NOTICES, POPUPS, htmlToText } from './content';
import { PROGRAMS } from './programs';
import { availabilityRows, availabilityExceptionRows, programRows, groupRegistrations, CNSL_NOTICES, PAST_APPLICATIONS } from './counselling';
import { CONSENTS } from '../../src/lib/counselling/consent';
import { CNSL_KINDS, type CnslKind } from '../../src/lib/counselling/kinds';
import { REF_COUNSELLING_KIND } from '../../src/lib/surveys/rules';
import type { Attachment } from './attachments';
import { kst } from './random';
import { seedLearning } from './learning/index';
import { seedCareer } from './career';
import { seedExams } from './exams';
import { seedScholarships } from './scholarships';
import { seedClubs } from './clubs';
import { seedExchange } from './exchange';
import { seedRecruiting } from './recruiting';
import { seedFairs } from './fairs';
import { seedSurveys } from './surveys';
import { seedExtact } from './extact';
import { seedBadges } from './badges';
import { seedCertificateEvents } from './certificate-events';
import { seedGraduate } from './graduate';
import { ECP_GUIDE, seedContentMain } from './content-main';
import { seedEmployrefer } from './employrefer';
import { seedShowcases } from './showcases';
import { seedCareerClass } from './career-class';
import { seedMentoring } from './mentoring';
import { seedStartup } from './startup';
import { seedTrackEvents } from './track-events';
import { seedScale, seedScaleOf, settleScale } from './scale';

export const DEMO_PASSWORD = 'portal1234!';
export { STD_NOTICE_MENU_ID };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const BATCH = 100;

/** Inserts in batches (larger ones for the big learning tables). */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[], batch = BATCH) {
  for (let i = 0; i < rows.length; i += batch) {
    await tx.insert(table).values(rows.slice(i, i + batch));
  }
}

/** '2026-11-21 10:00' (Korean time) as an instant. */
const at = (value: string) => {
  const [date, time] = value.split(' ');
  return kst(date, time);
};

/** A staff-written board post (guide page, programme news) as a row. */
function boardPost(boardCd: string, post: { title: string; html: string; at: string; viewCnt: number }, category: string | null) {
  return {
    boardCd,
    title: post.title,
    content: post.html,
    contentText: htmlToText(post.html),
    category,
    menuId: null,
    authorId: 'staff1',
    viewCnt: post.viewCnt,
    pinYn: 'N',
    useYn: 'Y',
    createdAt: at(post.at),
    updatedAt: at(post.at),
  };
}

/** Counselling: hours, programmes with registrations, the centre's notices, past applications. */
async function seedCounselling(tx: Tx) {
  await insertAll(tx, schema.cnslAvailability, availabilityRows());
  await insertAll(tx, schema.cnslAvailabilityExceptions, availabilityExceptionRows());
  const programIds: number[] = [];
  for (const p of programRows()) {
    const [row] = await tx.insert(schema.cnslPrograms).values(p).returning({ id: schema.cnslPrograms.programId });
    programIds.push(row.id);
  }
  const consentOf = (kind: CnslKind) => CONSENTS[CNSL_KINDS[kind].area].version;
  const programs = programRows();
  for (const r of groupRegistrations(programIds)) {
    const createdAt = at(r.at);
    const program = programs[programIds.indexOf(r.programId)];
    const [appl] = await tx
      .insert(schema.cnslApplications)
      .values({ cnslKind: 'GROUP', studentId: r.studentId, handlerId: program.counsellorId, programId: r.programId, place: program.place, topic: program.title, intake: { reason: '스트레스를 다루는 방법을 배우고 싶습니다.' }, consentVersion: consentOf('GROUP'), consentAt: createdAt, status: r.status, createdAt, updatedAt: createdAt })
      .returning({ id: schema.cnslApplications.applId });
    await tx.insert(schema.cnslStatusHistory).values({ applId: appl.id, fromStatus: null, toStatus: r.status, actorId: r.studentId, at: createdAt });
  }
  for (const a of PAST_APPLICATIONS) {
    const createdAt = at(a.created);
    const slotStart = kst(a.slot[0], a.slot[1]);
    const [appl] = await tx
      .insert(schema.cnslApplications)
      .values({ cnslKind: a.cnslKind, studentId: a.studentId, handlerId: a.handlerId, slotStart, slotEnd: new Date(slotStart.getTime() + 50 * 60_000), place: '상담실', topic: a.topic, intake: { reason: a.topic }, consentVersion: consentOf(a.cnslKind), consentAt: createdAt, status: a.status, createdAt, updatedAt: slotStart })
      .returning({ id: schema.cnslApplications.applId });
    const steps = a.status === 'CANCELLED' ? ['APPLIED', 'CANCELLED'] : a.status === 'SCHEDULED' ? ['APPLIED', 'ACCEPTED', 'SCHEDULED'] : ['APPLIED', 'ACCEPTED', 'SCHEDULED', a.status];
    await tx.insert(schema.cnslStatusHistory).values(steps.map((to, i) => ({ applId: appl.id, fromStatus: i ? steps[i - 1] : null, toStatus: to, actorId: i === 0 || to === 'CANCELLED' ? a.studentId : a.handlerId, at: new Date(createdAt.getTime() + i * 3600_000) })));
    // A closed case makes her eligible for the service's satisfaction survey, as completing one does.
    if (a.status === 'DONE') await tx.insert(schema.surveyEligibility).values({ refType: REF_COUNSELLING_KIND, refId: a.cnslKind, userId: a.studentId }).onConflictDoNothing();
  }
  await insertAll(
    tx,
    schema.posts,
    CNSL_NOTICES.map((n) => ({ boardCd: 'CNSL_NOTICE', title: n.title, content: n.html, contentText: htmlToText(n.html), category: null, menuId: null, authorId: 'cnslr1', viewCnt: 0, pinYn: n.pin, useYn: 'Y', createdAt: at(n.at), updatedAt: at(n.at) })),
  );
}

/**
 * Loads the demo data. `scale` (SEED_SCALE, default 1) adds (scale-1) x 300 students modelled on
 * the demo ones, with their records, after everything else (db/seed/scale.ts).
 */
export async function seedDemoData(db: Db, { scale = seedScaleOf(process.env.SEED_SCALE) }: { scale?: number } = {}): Promise<void> {
  // Slow work first, outside the transaction: one password hash shared by every demo account,
  // and the attachment bytes (a failed seed at worst leaves unreferenced files behind).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = buildPeople(passwordHash);
  const stored = new Map<string, { saveFileNm: string; attachment: Attachment }>();
  for (const notice of NOTICES) {
    if (!notice.attachment) continue;
    const attachment = notice.attachment();
    stored.set(notice.key, { saveFileNm: await putFile(attachment.bytes, db), attachment });
  }

  await db.transaction(async (tx) => {
    await insertAll(tx, schema.depts, deptRows());
    await insertAll(tx, schema.comCodes, comCodeRows());
    await insertAll(tx, schema.cmmnCodes, cmmnCodeRows());
    await insertAll(tx, schema.academicTerms, TERMS);
    await insertAll(tx, schema.calendarEvents, calendarEventRows());

    await insertAll(tx, schema.users, people.users);
    await insertAll(tx, schema.professors, people.professors);
    await insertAll(tx, schema.staff, people.staff);
    await insertAll(tx, schema.counsellors, people.counsellors);
    await insertAll(tx, schema.outsideUsers, people.outsideUsers);
    // Roles (decision 046): each office has its people, staff4 holds none (a staff member with no
    // area reads and changes nothing there), staff7 pays the scholarships staff5 and staff6 select,
    // and cnslr1 heads the counselling centre (urgent applications and escalations reach her).
    const roles: [string, string[]][] = [
      ['staff1', ['CONTENT_EDITOR', 'PROGRAM_MANAGER', 'SURVEY_MANAGER', 'CLUB_MANAGER', 'EXCHANGE_MANAGER', 'RECRUITING_MANAGER', 'STARTUP_MANAGER']],
      ['staff2', ['PROGRAM_ADMIN', 'LEARNING_MANAGER']],
      ['staff3', ['PROGRAM_MANAGER']],
      ['staff5', ['SCHOLARSHIP_MANAGER', 'LEARNING_MANAGER']],
      ['staff6', ['SCHOLARSHIP_MANAGER', 'LEARNING_MANAGER']],
      ['staff7', ['SCHOLARSHIP_PAYER']],
      ['staff8', ['CLUB_MANAGER', 'EXCHANGE_MANAGER']],
      ['staff9', ['RECRUITING_MANAGER', 'STARTUP_MANAGER']],
      ['staff10', ['PROGRAM_MANAGER']],
      ['cnslr1', ['CNSL_HEAD']],
    ];
    await insertAll(tx, schema.userRoles, roles.flatMap(([userId, cds]) => cds.map((roleCd) => ({ userId, roleCd, grantedBy: 'admin1' }))));

    await insertAll(tx, schema.menus, menuRows());

    // Learning: curriculum, offerings, transcripts, requirements, competencies, tracks.
    await seedLearning(people, (table, rows, batch) => insertAll(tx, table, rows, batch), (query) => tx.execute(query));

    // Notices, in posting order, each with its attachment group when it has one.
    const postIdByKey = new Map<string, number>();
    for (const notice of NOTICES) {
      const createdAt = at(notice.at);
      let fileGroupId: number | null = null;
      const file = stored.get(notice.key);
      if (file) {
        const [group] = await tx
          .insert(schema.fileGroups)
          .values({ ownerId: notice.authorId, visibility: 'public', createdAt })
          .returning({ id: schema.fileGroups.fileGroupId });
        fileGroupId = group.id;
        const { attachment } = file;
        const [row] = await tx
          .insert(schema.files)
          .values({
            fileGroupId,
            saveFileNm: file.saveFileNm,
            oriFileNm: attachment.oriFileNm,
            fileExtNm: attachment.fileExtNm,
            mimeType: attachment.mimeType,
            fileSize: attachment.bytes.byteLength,
            linkUrlPath: '',
            uploaderId: notice.authorId,
            createdAt,
          })
          .returning({ id: schema.files.fileId });
        await tx
          .update(schema.files)
          .set({ linkUrlPath: `/api/files/download/${row.id}` })
          .where(eq(schema.files.fileId, row.id));
      }
      const [post] = await tx
        .insert(schema.posts)
        .values({
          boardCd: 'NOTICE',
          title: notice.title,
          content: notice.html,
          contentText: htmlToText(notice.html),
          category: notice.category,
          menuId: STD_NOTICE_MENU_ID,
          authorId: notice.authorId,
          fileGroupId,
          viewCnt: notice.viewCnt,
          pinYn: notice.pinYn ?? 'N',
          audience: notice.audience ?? null,
          useYn: 'Y',
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: schema.posts.postId });
      postIdByKey.set(notice.key, post.id);
    }

    await insertAll(
      tx,
      schema.posts,
      [...GUIDES.map((g) => boardPost('GUIDE', g, null)), ...PROGRAMS.map((g) => boardPost('PROGRAM', g, g.category)), boardPost('ECPGUIDE', ECP_GUIDE, null)],
    );

    await insertAll(
      tx,
      schema.sysPopups,
      POPUPS.map((p, i) => {
        const postId = p.noticeKey ? postIdByKey.get(p.noticeKey) : undefined;
        if (p.noticeKey && postId === undefined) throw new Error(`popup links to unknown notice ${p.noticeKey}`);
        return {
          title: p.title,
          content: p.html,
          linkUrl: postId === undefined ? null : `/notice/${postId}`,
          startDt: p.startDt,
          endDt: p.endDt,
          width: p.width ?? 420,
          sortOrd: i + 1,
          useYn: p.useYn,
          createdAt: kst(p.startDt, '08:00'),
        };
      }),
    );

    await seedCounselling(tx);

    // Career programmes and student1's applications in every state.
    await seedCareer(tx);

    // Scholarships: open ones, applications under review, student1's past payments.
    await seedScholarships(tx);

    // Clubs with officers, members, requests and activities.
    await seedClubs(tx);

    // Partner universities, rounds, past dispatches with reviews, and applications in review.
    await seedExchange(tx, passwordHash);

    // Companies, job postings in every state, contests, student1's bookmarks.
    await seedRecruiting(tx);

    // Job fairs with booths, slots and bookings (student1 holds one); part-time jobs.
    await seedFairs(tx);

    // Surveys: open, closed and anonymous ones, and the satisfaction surveys of completed programmes.
    await seedSurveys(tx);

    // Employment reference: student1's two career interest tests and a cover-letter draft.
    await seedEmployrefer(tx);
    // External activities and service hours: student1's in every state, others waiting for review.
    await seedExtact(tx);
    // Competency certificate levels the students hold, as events (badge rules count them).
    await seedCertificateEvents(tx);
    // Digital badges, issued by their rules from the events above (after every area's events).
    await seedBadges(tx);
    // graduate1: a graduate modelled on the first graduated student (after every area, so no other data moves).
    await seedGraduate(tx);
    // Programme highlights on the main page.
    await seedContentMain(tx);
    // 우수 포트폴리오: six seniors' published résumés (five selected) and student1's saved version.
    await seedShowcases(tx);
    // Career programme tests: an open test in student1's running hackathon, a graded one in a finished course.
    await seedExams(tx);
    // The classroom of the running hackathon student1 attends (after every area: no seeded id moves).
    await seedCareerClass(tx);
    // Mentoring: approved mentors (outside users and graduate1), student1's requests, group sessions (after every area, so no other id moves).
    await seedMentoring(tx);

    for (const m of MESSAGES) {
      const [msg] = await tx
        .insert(schema.systemMessages)
        .values({ msgType: 'MSG_TYPE01', sendUserId: 'staff1', msgTitle: m.title, msgCont: m.cont, createdAt: at(m.at) })
        .returning({ id: schema.systemMessages.msgId });
      await tx
        .insert(schema.messageRecipients)
        .values({ msgId: msg.id, recvUserId: m.to, readAt: m.readAt ? at(m.readAt) : null });
    }

    await tx.insert(schema.favorites).values({
      userId: 'student1',
      flMenuId: STD_NOTICE_MENU_ID,
      flType: 'MENU',
      createdAt: kst('2026-09-02', '08:45'),
    });

    // Startup support: its own tables only, after everything else so no seeded id moves.
    await seedStartup(tx);
    await seedTrackEvents(tx);
    // SEED_SCALE: the extra students last, so every row of scale 1 keeps its id.
    await seedScale((query) => tx.execute(query), scale);
    // The seed's grades queued every student for the certificate sweep; the demo students' levels were
    // recorded above (seedCertificateEvents), so the queue starts empty, for grades arriving later.
    await tx.delete(schema.hcertiPending);
  });
  await settleScale((query) => db.execute(query), scale);
}
