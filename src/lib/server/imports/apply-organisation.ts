// An import's departments and terms: the organisation and the calendar every other kind refers to,
// checked (codes, parents of the right level, repeated until refusals settle) and upserted.
import { sql } from 'drizzle-orm';
import type { Kind } from './format';
import type { ApplyContext } from './apply-context';

export async function applyDepartments(ctx: ApplyContext) {
  const k: Kind = 'departments';
  await ctx.refuseDuplicates(k, 'dept_cd', '코드', 'deptCd');
  await ctx.tx.execute(sql`update imp_departments i set grp_cd = c.com_cd from com_codes c where c.grp_cd = 'DEPT_GRP' and c.com_cd_nm = i.grp_cd`);
  await ctx.refuse(k, 'grpCd', sql`i.grp_cd is not null and not exists (select 1 from com_codes c where c.grp_cd = 'DEPT_GRP' and c.com_cd = i.grp_cd)`, sql`'계열 코드 ' || i.grp_cd || '가 코드표에 없습니다.'`, sql`i.grp_cd`);
  // A parent may itself be refused: repeat until nothing changes (colleges, departments, majors).
  for (let depth = 0; depth < 4; depth++) {
    const before = ctx.c(k).refused;
    await ctx.refuse(
      k,
      'upDeptCd',
      sql`i.up_dept_cd is not null and coalesce((select p.dept_div from imp_departments p where p.dept_cd = i.up_dept_cd and not p.refused limit 1), (select d.dept_div from depts d where d.dept_cd = i.up_dept_cd and not exists (select 1 from imp_departments q where q.dept_cd = d.dept_cd))) is null`,
      sql`'상위코드 ' || i.up_dept_cd || '인 조직이 없습니다.'`,
      sql`i.up_dept_cd`,
    );
    await ctx.refuse(
      k,
      'upDeptCd',
      sql`i.dept_div in ('HAKGUA', 'MAJOR') and coalesce((select p.dept_div from imp_departments p where p.dept_cd = i.up_dept_cd and not p.refused limit 1), (select d.dept_div from depts d where d.dept_cd = i.up_dept_cd)) is distinct from (case i.dept_div when 'HAKGUA' then 'COLG' else 'HAKGUA' end)`,
      sql`case i.dept_div when 'HAKGUA' then '학과의 상위코드는 대학이어야 합니다.' else '전공의 상위코드는 학과여야 합니다.' end`,
      sql`i.up_dept_cd`,
    );
    if (ctx.c(k).refused === before) break;
  }
  const r = await ctx.upsert(k, {
    table: 'depts',
    conflict: 'dept_cd',
    from: 'imp_departments i where not i.refused',
    insert: [['dept_cd', 'i.dept_cd'], ['dept_nm', 'i.dept_nm'], ['eng_nm', 'i.eng_nm'], ['dept_div', 'i.dept_div'], ['up_dept_cd', 'i.up_dept_cd'], ['grp_cd', 'i.grp_cd'], ['tel_no', 'i.tel_no'], ['location', 'i.location'], ['sort_ord', 'i.line'], ['use_yn', 'i.use_yn']],
    update: [['dept_nm', null], ['dept_div', null], ['up_dept_cd', 'upDeptCd'], ['eng_nm', 'engNm'], ['grp_cd', 'grpCd'], ['tel_no', 'telNo'], ['location', 'location'], ['use_yn', 'useYn']],
  });
  Object.assign(ctx.c(k), { create: r.created, update: r.updated });
}

export async function applyTerms(ctx: ApplyContext) {
  const k: Kind = 'terms';
  await ctx.refuseDuplicates(k, 'year, term_cd', '연도·학기', 'termCd');
  const r = await ctx.upsert(k, {
    table: 'academic_terms',
    conflict: 'year, term_cd',
    from: 'imp_terms i where not i.refused',
    insert: [['year', 'i.year'], ['term_cd', 'i.term_cd'], ['term_nm', 'i.term_nm'], ['start_dt', 'i.start_dt'], ['end_dt', 'i.end_dt']],
    update: [['term_nm', 'termNm'], ['start_dt', null], ['end_dt', null]],
  });
  Object.assign(ctx.c(k), { create: r.created, update: r.updated });
}
