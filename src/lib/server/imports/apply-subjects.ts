// An import's subjects, with their prerequisite and competency links compared as sets (a prerequisite
// cycle blocks the import), and the sections offered in a term.
import { sql } from 'drizzle-orm';
import type { Kind } from './format';
import { rowsOf, termOf, type ApplyContext } from './apply-context';

export async function applySubjects(ctx: ApplyContext) {
  const k: Kind = 'subjects';
  await ctx.refuseDuplicates(k, 'sbjt_cd', '과목코드', 'sbjtCd');
  await ctx.tx.execute(sql`update imp_subjects i set sbjt_key_id = coalesce((select s.sbjt_key_id from subjects s where s.sbjt_cd = i.sbjt_cd), i.sbjt_cd)`);
  await ctx.refuse(k, 'sbjtCd', sql`exists (select 1 from subjects s where s.sbjt_key_id = i.sbjt_key_id and s.sbjt_cd <> i.sbjt_cd)`, sql`'과목코드 ' || i.sbjt_cd || ': 다른 교과목의 내부 키와 겹칩니다.'`, sql`i.sbjt_cd`);
  await ctx.refuse(k, 'deptCd', sql`i.dept_cd is not null and not exists (select 1 from depts d where d.dept_cd = i.dept_cd)`, sql`'개설학과코드 ' || i.dept_cd || '인 조직이 없습니다.'`, sql`i.dept_cd`);
  await ctx.refuse(k, 'geAreaCd', sql`i.ge_area_cd is not null and not exists (select 1 from ge_areas a where a.area_cd = i.ge_area_cd)`, sql`'없는 교양영역입니다: ' || i.ge_area_cd`, sql`i.ge_area_cd`);
  await ctx.refuse(
    k,
    'competencies',
    sql`exists (select 1 from jsonb_array_elements(i.competencies) c where not exists (select 1 from competencies m where m.competency_cd = c->>'cd'))`,
    sql`'역량 코드가 없습니다: ' || (select string_agg(c->>'cd', ', ') from jsonb_array_elements(i.competencies) c where not exists (select 1 from competencies m where m.competency_cd = c->>'cd'))`,
    sql`i.competencies::text`,
  );
  await ctx.refuse(
    k,
    'prereqs',
    sql`exists (select 1 from jsonb_array_elements_text(i.prereqs) x where not exists (select 1 from subjects s where s.sbjt_cd = x) and not exists (select 1 from imp_subjects j where j.sbjt_cd = x and not j.refused))`,
    sql`'없는 선수과목입니다: ' || (select string_agg(x, ', ') from jsonb_array_elements_text(i.prereqs) x where not exists (select 1 from subjects s where s.sbjt_cd = x) and not exists (select 1 from imp_subjects j where j.sbjt_cd = x and not j.refused))`,
    sql`i.prereqs::text`,
  );
  // Links (prerequisites, competencies) compared as sets before the rows change.
  const linkChecks: string[] = [];
  if (ctx.has(k, 'prereqs'))
    linkChecks.push(`coalesce((select jsonb_agg(p.sbjt_cd order by p.sbjt_cd) from subject_prereqs sp join subjects p on p.sbjt_key_id = sp.pre_sbjt_key_id where sp.sbjt_key_id = i.sbjt_key_id), '[]'::jsonb) is distinct from (select coalesce(jsonb_agg(x order by x), '[]'::jsonb) from jsonb_array_elements_text(i.prereqs) x)`);
  if (ctx.has(k, 'competencies'))
    linkChecks.push(`coalesce((select jsonb_agg(jsonb_build_object('cd', sc.competency_cd, 'weight', sc.weight) order by sc.competency_cd) from subject_competencies sc where sc.sbjt_key_id = i.sbjt_key_id), '[]'::jsonb) is distinct from (select coalesce(jsonb_agg(c order by c->>'cd'), '[]'::jsonb) from jsonb_array_elements(i.competencies) c)`);
  if (linkChecks.length) await ctx.tx.execute(sql.raw(`update imp_subjects i set links_changed = true where not i.refused and (${linkChecks.join(' or ')})`));

  await ctx.tx.execute(sql`create temp table if not exists imp_changed_subjects (sbjt_key_id text primary key, ins boolean not null) on commit drop`);
  const fields: [string, string | null][] = [['sbjt_cd', null], ['kor_nm', null], ['eng_nm', 'engNm'], ['credits', null], ['category', null], ['dept_cd', 'deptCd'], ['ge_area_cd', 'geAreaCd'], ['std_year', 'stdYear'], ['std_term_cd', 'stdTermCd'], ['description', 'description'], ['use_yn', 'useYn']];
  const present = fields.filter(([, key]) => key === null || ctx.has(k, key));
  await ctx.tx.execute(
    sql.raw(`with up as (insert into subjects (sbjt_key_id, ${fields.map(([c]) => c).join(', ')}) select i.sbjt_key_id, ${fields.map(([c]) => `i.${c}`).join(', ')} from imp_subjects i where not i.refused
      on conflict (sbjt_key_id) do update set ${present.map(([c]) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()
      where (${present.map(([c]) => `subjects.${c}`).join(', ')}) is distinct from (${present.map(([c]) => `excluded.${c}`).join(', ')})
      returning sbjt_key_id, (xmax = 0) as ins)
      insert into imp_changed_subjects select sbjt_key_id, ins from up`),
  );
  if (ctx.has(k, 'prereqs')) {
    await ctx.tx.execute(sql`delete from subject_prereqs sp using imp_subjects i where i.links_changed and sp.sbjt_key_id = i.sbjt_key_id`);
    await ctx.tx.execute(sql`insert into subject_prereqs (sbjt_key_id, pre_sbjt_key_id) select i.sbjt_key_id, s.sbjt_key_id from imp_subjects i cross join jsonb_array_elements_text(i.prereqs) x join subjects s on s.sbjt_cd = x where i.links_changed on conflict do nothing`);
  }
  if (ctx.has(k, 'competencies')) {
    await ctx.tx.execute(sql`delete from subject_competencies sc using imp_subjects i where i.links_changed and sc.sbjt_key_id = i.sbjt_key_id`);
    await ctx.tx.execute(sql`insert into subject_competencies (sbjt_key_id, competency_cd, weight) select i.sbjt_key_id, c->>'cd', (c->>'weight')::int from imp_subjects i cross join jsonb_array_elements(i.competencies) c where i.links_changed on conflict do nothing`);
  }
  await ctx.tx.execute(sql`insert into imp_changed_subjects select i.sbjt_key_id, false from imp_subjects i where i.links_changed on conflict do nothing`);
  // The staff pages refuse prerequisite cycles; so does the import.
  const [cycle] = rowsOf<{ sbjt_cd: string }>(
    await ctx.tx.execute(sql`
      with recursive walk(start, cur, depth) as (
        select sp.sbjt_key_id, sp.pre_sbjt_key_id, 1 from subject_prereqs sp join imp_subjects i on i.sbjt_key_id = sp.sbjt_key_id and i.links_changed
        union all
        select w.start, sp.pre_sbjt_key_id, w.depth + 1 from walk w join subject_prereqs sp on sp.sbjt_key_id = w.cur where w.cur <> w.start and w.depth < 30)
      select s.sbjt_cd from walk w join subjects s on s.sbjt_key_id = w.start where w.cur = w.start limit 1`),
  );
  if (cycle) ctx.blockers.push(`선수과목이 순환합니다. (과목코드 ${cycle.sbjt_cd}에서 시작해 자기 자신으로 돌아옵니다)`);
  const created = await ctx.count(sql`select count(*)::int as n from imp_changed_subjects where ins`);
  const updated = await ctx.count(sql`select count(*)::int as n from imp_changed_subjects where not ins`);
  Object.assign(ctx.c(k), { create: created, update: updated });
}

export async function applySections(ctx: ApplyContext) {
  const k: Kind = 'sections';
  await ctx.refuseDuplicates(k, 'year, term_cd, sbjt_cd, section', '연도·학기·과목코드·분반', 'section');
  await ctx.tx.execute(sql`update imp_sections i set sbjt_key_id = s.sbjt_key_id from subjects s where s.sbjt_cd = i.sbjt_cd`);
  await ctx.refuse(k, 'sbjtCd', sql`i.sbjt_key_id is null`, sql`'과목코드 ' || i.sbjt_cd || '인 교과목이 없습니다.'`, sql`i.sbjt_cd`);
  await ctx.refuse(k, 'termCd', sql`not exists (select 1 from academic_terms a where a.year = i.year and a.term_cd = i.term_cd)`, sql`${termOf()} || '가 학기 목록에 없습니다. terms.csv에 넣어 주세요.'`, sql`i.year || '-' || i.term_cd`);
  await ctx.tx.execute(sql`update imp_sections i set prof_user_id = p.user_id from professors p where p.prof_no = i.prof_no`);
  await ctx.refuse(k, 'profNo', sql`i.prof_no is not null and i.prof_user_id is null`, sql`'교번 ' || i.prof_no || '인 교수가 없습니다.'`, sql`i.prof_no`);
  const r = await ctx.upsert(k, {
    table: 'offerings',
    conflict: 'year, term_cd, sbjt_key_id, section',
    from: 'imp_sections i where not i.refused',
    insert: [['year', 'i.year'], ['term_cd', 'i.term_cd'], ['sbjt_key_id', 'i.sbjt_key_id'], ['section', 'i.section'], ['prof_user_id', 'i.prof_user_id'], ['room', 'i.room'], ['capacity', 'i.capacity'], ['times', `coalesce(i.times, '[]'::jsonb)`], ['use_yn', `'Y'`]],
    update: [['prof_user_id', 'profNo'], ['room', 'room'], ['capacity', null], ['times', 'times'], ['use_yn', null]],
  });
  Object.assign(ctx.c(k), { create: r.created, update: r.updated });
}
