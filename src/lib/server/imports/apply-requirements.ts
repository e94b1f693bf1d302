// An import's graduation requirements: rules grouped into sets (department, role, entry years), each
// set written whole or not at all, and rewritten only when its title or rules differ.
import { sql } from 'drizzle-orm';
import type { Kind } from './format';
import type { ApplyContext } from './apply-context';

export async function applyRequirements(ctx: ApplyContext) {
  const k: Kind = 'requirements';
  const setKey = sql.raw(`j.dept_cd is not distinct from i.dept_cd and j.role = i.role and j.entry_year_from = i.entry_year_from and j.entry_year_to = i.entry_year_to`);
  await ctx.refuse(k, 'deptCd', sql`i.dept_cd is not null and not exists (select 1 from depts d where d.dept_cd = i.dept_cd and d.dept_div in ('HAKGUA', 'MAJOR'))`, sql`'학과코드 ' || i.dept_cd || '인 학과·전공이 없습니다.'`, sql`i.dept_cd`);
  await ctx.refuse(
    k,
    'sbjtCds',
    sql`i.kind = 'REQUIRED_SUBJECTS' and exists (select 1 from jsonb_array_elements_text(i.params->'sbjtKeyIds') x where not exists (select 1 from subjects s where s.sbjt_cd = x))`,
    sql`'과목코드 ' || (select string_agg(x, ', ') from jsonb_array_elements_text(i.params->'sbjtKeyIds') x where not exists (select 1 from subjects s where s.sbjt_cd = x)) || '인 교과목이 없습니다.'`,
    sql`i.params->>'sbjtKeyIds'`,
  );
  await ctx.refuse(k, 'areaCd', sql`i.kind = 'GE_AREA_CREDITS' and not exists (select 1 from ge_areas a where a.area_cd = i.params->>'areaCd')`, sql`'없는 교양영역입니다: ' || (i.params->>'areaCd')`, sql`i.params->>'areaCd'`);
  // A set is written whole or not at all.
  await ctx.refuse(k, 'title', sql`exists (select 1 from imp_requirements j where j.refused and ${setKey})`, sql`'같은 요건 묶음의 다른 행이 거부되어 이 행도 반영하지 않습니다.'`, sql`i.title`);
  await ctx.tx.execute(sql`
    update imp_requirements i set params = jsonb_set(i.params, '{sbjtKeyIds}', (select jsonb_agg(s.sbjt_key_id order by x.n) from jsonb_array_elements_text(i.params->'sbjtKeyIds') with ordinality x(cd, n) join subjects s on s.sbjt_cd = x.cd))
    where i.kind = 'REQUIRED_SUBJECTS' and not i.refused`);
  await ctx.tx.execute(sql`
    create temp table imp_sets on commit drop as
    select i.dept_cd, i.role, i.entry_year_from, i.entry_year_to, (array_agg(i.title order by i.line))[1] as title,
      jsonb_agg(jsonb_build_object('sortOrd', i.sort_ord, 'kind', i.kind, 'label', i.label, 'params', i.params) order by i.sort_ord, i.line) as rules,
      null::int as set_id, false as changed
    from imp_requirements i where not i.refused group by 1, 2, 3, 4`);
  await ctx.tx.execute(sql`
    update imp_sets s set set_id = (select min(g.set_id) from grad_requirement_sets g where g.dept_cd is not distinct from s.dept_cd and g.role = s.role and g.entry_year_from = s.entry_year_from and g.entry_year_to = s.entry_year_to)`);
  await ctx.tx.execute(sql`
    update imp_sets s set changed = true where s.set_id is not null and (
      (select g.title from grad_requirement_sets g where g.set_id = s.set_id) is distinct from s.title
      or coalesce((select jsonb_agg(jsonb_build_object('sortOrd', r.sort_ord, 'kind', r.kind, 'label', r.label, 'params', r.params) order by r.sort_ord, r.rule_id) from grad_requirement_rules r where r.set_id = s.set_id), '[]'::jsonb) is distinct from s.rules)`);
  const created = await ctx.count(sql`select count(*)::int as n from imp_sets where set_id is null`);
  const updated = await ctx.count(sql`select count(*)::int as n from imp_sets where changed`);
  await ctx.tx.execute(sql`
    with ins as (insert into grad_requirement_sets (dept_cd, role, entry_year_from, entry_year_to, title) select dept_cd, role, entry_year_from, entry_year_to, title from imp_sets where set_id is null returning set_id, dept_cd, role, entry_year_from, entry_year_to)
    update imp_sets s set set_id = ins.set_id, changed = true from ins where ins.dept_cd is not distinct from s.dept_cd and ins.role = s.role and ins.entry_year_from = s.entry_year_from and ins.entry_year_to = s.entry_year_to`);
  await ctx.tx.execute(sql`update grad_requirement_sets g set title = s.title from imp_sets s where s.changed and g.set_id = s.set_id and g.title <> s.title`);
  await ctx.tx.execute(sql`delete from grad_requirement_rules r using imp_sets s where s.changed and r.set_id = s.set_id`);
  await ctx.tx.execute(sql`
    insert into grad_requirement_rules (set_id, sort_ord, kind, label, params)
    select s.set_id, (r->>'sortOrd')::int, r->>'kind', r->>'label', r->'params' from imp_sets s cross join jsonb_array_elements(s.rules) with ordinality x(r, n) where s.changed order by s.set_id, x.n`);
  Object.assign(ctx.c(k), { create: created, update: updated });
}
