// An import's course enrolments: matched to subjects, students and sections, written where they
// differ, and in batch mode the term's enrolments the file leaves out switched off.
import { sql } from 'drizzle-orm';
import type { Kind } from './format';
import { termOf, type ApplyContext } from './apply-context';

export async function applyEnrolments(ctx: ApplyContext) {
  const k: Kind = 'enrolments';
  for (const table of ['subjects', 'offerings', 'enrolments']) await ctx.tx.execute(sql.raw(`analyze ${table}`));
  await ctx.tx.execute(sql`update imp_enrolments i set sbjt_key_id = s.sbjt_key_id, subject_credits = s.credits from subjects s where s.sbjt_cd = i.sbjt_cd`);
  await ctx.tx.execute(sql`create index on imp_enrolments (user_id, year, term_cd, sbjt_key_id)`);
  await ctx.tx.execute(sql`analyze imp_enrolments`);
  await ctx.refuseDuplicates(k, 'user_id, year, term_cd, sbjt_cd', '학번·연도·학기·과목코드', 'sbjtCd');
  await ctx.refuse(k, 'sbjtCd', sql`i.sbjt_key_id is null`, sql`'과목코드 ' || i.sbjt_cd || '인 교과목이 없습니다.'`, sql`i.sbjt_cd`);
  await ctx.refuse(k, 'userId', sql`not exists (select 1 from users u where u.user_id = i.user_id and u.user_div = 'std')`, sql`'학번 ' || i.user_id || '인 학생이 없습니다.'`, sql`i.user_id`);
  await ctx.tx.execute(sql`update imp_enrolments i set offering_id = o.offering_id from offerings o where i.section is not null and o.year = i.year and o.term_cd = i.term_cd and o.sbjt_key_id = i.sbjt_key_id and o.section = i.section`);
  await ctx.refuse(
    k,
    'section',
    sql`i.section is not null and i.offering_id is null`,
    sql`'개설되지 않은 분반입니다. (' || ${termOf()} || ' ' || i.sbjt_cd || ' ' || i.section || '분반)'`,
    sql`i.section`,
  );
  await ctx.tx.execute(
    sql`update imp_enrolments i set enrolment_id = e.enrolment_id from enrolments e where e.student_id = i.user_id and e.year = i.year and e.term_cd = i.term_cd and e.sbjt_key_id = i.sbjt_key_id and e.kind = 'COURSE'`,
  );
  const created = await ctx.count(sql`
    with ins as (insert into enrolments (student_id, year, term_cd, kind, sbjt_key_id, offering_id, credits, grade, use_yn)
      select i.user_id, i.year, i.term_cd, 'COURSE', i.sbjt_key_id, i.offering_id, coalesce(i.credits, i.subject_credits), i.grade, 'Y' from imp_enrolments i where not i.refused and i.enrolment_id is null order by i.line returning 1)
    select count(*)::int as n from ins`);
  await ctx.tx.execute(sql`analyze enrolments`);
  await ctx.tx.execute(sql`analyze imp_enrolments`);
  const newOffering = ctx.has(k, 'section') ? sql`i.offering_id` : sql`e.offering_id`;
  const newCredits = ctx.has(k, 'credits') ? sql`coalesce(i.credits, i.subject_credits)` : sql`e.credits`;
  const newGrade = ctx.has(k, 'grade') ? sql`i.grade` : sql`e.grade`;
  const restore = await ctx.count(sql`select count(*)::int as n from imp_enrolments i join enrolments e on e.enrolment_id = i.enrolment_id where not i.refused and e.use_yn = 'N'`);
  const changed = await ctx.count(sql`
    with up as (update enrolments e set offering_id = ${newOffering}, credits = ${newCredits}, grade = ${newGrade}, use_yn = 'Y'
      from imp_enrolments i where i.enrolment_id = e.enrolment_id and not i.refused
      and (e.offering_id, e.credits, e.grade, e.use_yn) is distinct from (${newOffering}, ${newCredits}, ${newGrade}, 'Y') returning 1)
    select count(*)::int as n from up`);
  let deactivate = 0;
  if (ctx.opts.batch) {
    const { year, termCd } = ctx.opts.batch;
    const active = await ctx.count(sql`select count(*)::int as n from enrolments e where e.year = ${year} and e.term_cd = ${termCd} and e.kind = 'COURSE' and e.use_yn = 'Y'`);
    deactivate = await ctx.count(sql`
      with off as (update enrolments e set use_yn = 'N' where e.year = ${year} and e.term_cd = ${termCd} and e.kind = 'COURSE' and e.use_yn = 'Y'
        and not exists (select 1 from imp_enrolments i where i.user_id = e.student_id and i.year = e.year and i.term_cd = e.term_cd and i.sbjt_key_id = e.sbjt_key_id) returning 1)
      select count(*)::int as n from off`);
    ctx.checkThreshold(k, deactivate, active);
  }
  Object.assign(ctx.c(k), { create: created, update: changed - restore, restore, deactivate });
}
