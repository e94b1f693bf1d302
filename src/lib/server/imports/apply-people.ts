// An import's people (professors, staff, students): accounts and each type's own row checked and
// upserted, kept by the import from then on, restored when they come back, and switched off (their
// sessions ended) when the file marks them gone or, in batch mode, leaves them out.
import { sql, type SQL } from 'drizzle-orm';
import type { Kind } from './format';
import { rowsOf, t, type ApplyContext } from './apply-context';

export async function applyPeople(ctx: ApplyContext, kind: 'professors' | 'staff' | 'students') {
  const div = kind === 'professors' ? 'prof' : kind === 'staff' ? 'stf' : 'std';
  const keyCol = kind === 'professors' ? 'prof_no' : kind === 'staff' ? 'stf_no' : 'user_id';
  const keyName = kind === 'professors' ? 'profNo' : kind === 'staff' ? 'stfNo' : 'userId';
  const keyLabel = kind === 'professors' ? '교번' : kind === 'staff' ? '직번' : '학번';
  const T = t(kind);
  await ctx.refuseDuplicates(kind, keyCol, keyLabel, keyName);
  if (kind === 'professors') await ctx.tx.execute(sql`update imp_professors i set user_id = coalesce((select p.user_id from professors p where p.prof_no = i.prof_no), i.prof_no)`);
  if (kind === 'staff') await ctx.tx.execute(sql`update imp_staff i set user_id = coalesce((select s.user_id from staff s where s.stf_no = i.stf_no), i.stf_no)`);
  await ctx.refuse(
    kind,
    keyName,
    sql`exists (select 1 from users u where u.user_id = i.user_id and u.user_div <> ${div})`,
    sql`${keyLabel} || ' ' || i.${sql.raw(keyCol)} || ': 이미 다른 유형의 계정이 쓰는 아이디입니다.'`,
    sql`i.${sql.raw(keyCol)}`,
  );
  await ctx.refuse(
    kind,
    keyName,
    sql`exists (select 1 from users u where lower(u.user_id) = lower(i.user_id) and u.user_id <> i.user_id)`,
    sql`'대소문자만 다른 아이디가 이미 있습니다: ' || (select u.user_id from users u where lower(u.user_id) = lower(i.user_id) and u.user_id <> i.user_id limit 1)`,
    sql`i.${sql.raw(keyCol)}`,
  );
  if (kind !== 'students') {
    await ctx.refuse(kind, 'deptCd', sql`i.dept_cd is not null and not exists (select 1 from depts d where d.dept_cd = i.dept_cd)`, sql`'소속 코드 ' || i.dept_cd || '인 조직이 없습니다.'`, sql`i.dept_cd`);
  }
  if (kind === 'staff') {
    for (const [col, grp, label] of [['stf_div_cd', 'STF_DIV', '직종'], ['stf_pstn_cd', 'STF_PSTN', '직위']] as const) {
      await ctx.tx.execute(sql.raw(`update imp_staff i set ${col} = c.com_cd from com_codes c where c.grp_cd = '${grp}' and c.com_cd_nm = i.${col}`));
      await ctx.refuse(kind, col === 'stf_div_cd' ? 'stfDivCd' : 'stfPstnCd', sql.raw(`i.${col} is not null and not exists (select 1 from com_codes c where c.grp_cd = '${grp}' and c.com_cd = i.${col})`), sql.raw(`'${label} ' || i.${col} || ': 코드표에 없는 값입니다.'`), sql.raw(`i.${col}`));
    }
  }
  if (kind === 'students') {
    for (const [col, grp, label, key] of [['shreg_st', 'SHREG_ST', '학적상태', 'shregSt'], ['grade_cd', 'GRADE', '학년', 'gradeCd']] as const) {
      await ctx.tx.execute(sql.raw(`update imp_students i set ${col} = c.com_cd from com_codes c where c.grp_cd = '${grp}' and c.com_cd_nm = i.${col} and not i.refused`));
      await ctx.refuse(
        kind,
        key,
        sql.raw(`not exists (select 1 from com_codes c where c.grp_cd = '${grp}' and c.com_cd = i.${col})`),
        sql.raw(`'${label} ' || i.${col} || ': 코드표에 없는 값입니다. (' || coalesce((select string_agg(c.com_cd || ' ' || c.com_cd_nm, ', ' order by c.sort_ord, c.com_cd) from com_codes c where c.grp_cd = '${grp}'), '코드표가 비어 있음') || ')'`),
        sql.raw(`i.${col}`),
      );
    }
    await ctx.refuse(kind, 'hakguaCd', sql`not exists (select 1 from depts d where d.dept_cd = i.hakgua_cd and d.dept_div = 'HAKGUA')`, sql`'학과코드 ' || i.hakgua_cd || '인 학과가 없습니다.'`, sql`i.hakgua_cd`);
    await ctx.refuse(kind, 'majorCd', sql`i.major_cd is not null and not exists (select 1 from depts d where d.dept_cd = i.major_cd and d.dept_div = 'MAJOR' and d.up_dept_cd = i.hakgua_cd)`, sql`'전공코드 ' || i.major_cd || ': 그 학과의 전공이 아닙니다.'`, sql`i.major_cd`);
    for (const [col, key, label] of [['double_major_cd', 'doubleMajorCd', '복수전공코드'], ['minor_cd', 'minorCd', '부전공코드']] as const) {
      await ctx.refuse(kind, key, sql.raw(`i.${col} is not null and not exists (select 1 from depts d where d.dept_cd = i.${col} and d.dept_div in ('HAKGUA', 'MAJOR'))`), sql.raw(`'${label} ' || i.${col} || '인 학과·전공이 없습니다.'`), sql.raw(`i.${col}`));
    }
    await ctx.refuse(kind, 'guideProfNo', sql`i.guide_prof_no is not null and not exists (select 1 from professors p where p.prof_no = i.guide_prof_no)`, sql`'지도교수 교번 ' || i.guide_prof_no || '인 교수가 없습니다.'`, sql`i.guide_prof_no`);
  }

  // Changes per person, across the account and the type's own row.
  await ctx.tx.execute(sql`create temp table if not exists imp_changed (user_id text primary key, ins boolean not null) on commit drop`);
  await ctx.tx.execute(sql`truncate imp_changed`);
  const from = kind === 'students' ? 'imp_students i join depts d on d.dept_cd = i.hakgua_cd where not i.refused' : `imp_${kind} i where not i.refused`;
  const common: [string, string][] = [['user_id', 'i.user_id'], ['user_div', `'${div}'`], ['kor_nm', 'i.kor_nm'], ['email', 'i.email'], ['is_sso', `'N'`], ['use_yn', `'Y'`]];
  const studentCols: [string, string][] = [
    ['eng_nm', 'i.eng_nm'], ['colg_cd', 'd.up_dept_cd'], ['hakgua_cd', 'i.hakgua_cd'], ['major_cd', 'i.major_cd'], ['double_major_cd', 'i.double_major_cd'], ['minor_cd', 'i.minor_cd'], ['grade_cd', 'i.grade_cd'],
    ['shreg_st', 'i.shreg_st'], ['entr_dt', 'i.entr_dt'], ['grdt_dt', 'i.grdt_dt'], ['grdt_yn', `case when i.shreg_st = '30' then 'Y' else 'N' end`], ['grdt_year', `to_char(i.grdt_dt, 'YYYY')`],
    ['guide_prof_no', 'i.guide_prof_no'], ['ph', 'i.ph'], ['sex_cd', 'i.sex_cd'], ['birth_dt', 'i.birth_dt'], ['frgn_yn', 'i.frgn_yn'], ['handicap_yn', `'N'`],
  ];
  const insert = kind === 'students' ? [...common, ...studentCols] : kind === 'professors' ? [...common, ['eng_nm', 'i.eng_nm'] as [string, string]] : common;
  // Contact details are the person's own once the account exists (she keeps them up to date in the portal).
  const update: [string, string | null][] =
    kind === 'students'
      ? [['kor_nm', null], ['eng_nm', 'engNm'], ['colg_cd', null], ['hakgua_cd', null], ['major_cd', 'majorCd'], ['double_major_cd', 'doubleMajorCd'], ['minor_cd', 'minorCd'], ['grade_cd', null], ['shreg_st', null], ['grdt_yn', null], ['entr_dt', 'entrDt'], ['grdt_dt', 'grdtDt'], ['grdt_year', 'grdtDt'], ['guide_prof_no', 'guideProfNo'], ['sex_cd', 'sexCd'], ['birth_dt', 'birthDt'], ['frgn_yn', 'frgnYn']]
      : kind === 'professors'
        ? [['kor_nm', null], ['eng_nm', 'engNm']]
        : [['kor_nm', null]];
  await upsertPeople(ctx, 'users', 'user_id', from, insert, update, 'updated_at', kind);
  if (kind === 'professors') {
    await upsertPeople(
      ctx,
      'professors',
      'user_id',
      'imp_professors i where not i.refused',
      [['user_id', 'i.user_id'], ['prof_no', 'i.prof_no'], ['dept_cd', 'i.dept_cd'], ['position_nm', 'i.position_nm'], ['office', 'i.office'], ['office_tel', 'i.office_tel'], ['research_field', 'i.research_field'], ['office_hours', 'i.office_hours']],
      [['dept_cd', 'deptCd'], ['position_nm', 'positionNm'], ['office', 'office'], ['office_tel', 'officeTel'], ['research_field', 'researchField'], ['office_hours', 'officeHours']],
      null,
      kind,
    );
  }
  if (kind === 'staff') {
    await upsertPeople(
      ctx,
      'staff',
      'user_id',
      'imp_staff i where not i.refused',
      [['user_id', 'i.user_id'], ['stf_no', 'i.stf_no'], ['stf_div_cd', 'i.stf_div_cd'], ['stf_pstn_cd', 'i.stf_pstn_cd'], ['dept_cd', 'i.dept_cd'], ['duty', 'i.duty'], ['office_tel', 'i.office_tel']],
      [['stf_div_cd', 'stfDivCd'], ['stf_pstn_cd', 'stfPstnCd'], ['dept_cd', 'deptCd'], ['duty', 'duty'], ['office_tel', 'officeTel']],
      null,
      kind,
    );
  }
  const created = await ctx.count(sql`select count(*)::int as n from imp_changed where ins`);
  const updated = await ctx.count(sql`select count(*)::int as n from imp_changed where not ins`);

  // The import keeps these people from now on.
  await ctx.tx.execute(sql`insert into import_people (user_id, user_div, first_run_id) select i.user_id, ${div}, ${ctx.opts.runId} from ${T} i where not i.refused on conflict (user_id) do nothing`);
  // Thousands of rows just written: fresh statistics keep the joins below hashed, not row by row.
  await ctx.tx.execute(sql`analyze users`);
  await ctx.tx.execute(sql`analyze import_people`);

  // Back: people the import had switched off return (an account an admin disabled stays as it is).
  const restore = await ctx.count(sql`
    with r as (update import_people p set deactivated_run_id = null from ${T} i where p.user_id = i.user_id and not i.refused and coalesce(i.use_yn, 'Y') = 'Y' and p.deactivated_run_id is not null returning p.user_id),
    u as (update users x set use_yn = 'Y', updated_at = now() from r where x.user_id = r.user_id and x.use_yn = 'N' returning 1)
    select count(*)::int as n from u`);

  // Off: those the file marks as gone (재직 N), and in batch mode those it leaves out.
  let deactivate = 0;
  if (kind !== 'students') deactivate += await deactivatePeople(ctx, sql`select i.user_id from ${T} i where not i.refused and i.use_yn = 'N'`);
  if (ctx.opts.batch) {
    const active = await ctx.count(sql`select count(*)::int as n from import_people p join users u on u.user_id = p.user_id where p.user_div = ${div} and u.use_yn = 'Y'`);
    // Materialised first (an anti-join on the staged keys), so the writes below join a small table.
    await ctx.tx.execute(sql`create temp table if not exists imp_gone (user_id text primary key) on commit drop`);
    await ctx.tx.execute(sql`truncate imp_gone`);
    await ctx.tx.execute(sql`
      insert into imp_gone select p.user_id from import_people p join users u on u.user_id = p.user_id left join ${T} i on i.user_id = p.user_id
      where p.user_div = ${div} and u.use_yn = 'Y' and i.user_id is null`);
    await ctx.tx.execute(sql`analyze imp_gone`);
    const n = await ctx.count(sql`select count(*)::int as n from imp_gone`);
    ctx.checkThreshold(kind, n, active);
    if (n) deactivate += await deactivatePeople(ctx, sql`select user_id from imp_gone`);
  }
  Object.assign(ctx.c(kind), { create: created, update: updated, restore, deactivate });
}

async function upsertPeople(ctx: ApplyContext, table: string, conflict: string, from: string, insert: [string, string][], update: [string, string | null][], touch: string | null, kind: Kind) {
  const present = update.filter(([, key]) => key === null || ctx.has(kind, key));
  const cols = insert.map(([c]) => c).join(', ');
  const exprs = insert.map(([, e]) => e).join(', ');
  const set = present.map(([c]) => `${c} = excluded.${c}`).concat(touch ? [`${touch} = now()`] : []).join(', ');
  const cmp = `(${present.map(([c]) => `${table}.${c}`).join(', ')}, null) is distinct from (${present.map(([c]) => `excluded.${c}`).join(', ')}, null)`;
  await ctx.tx.execute(
    sql.raw(`with up as (insert into ${table} (${cols}) select ${exprs} from ${from} on conflict (${conflict}) ${present.length ? `do update set ${set} where ${cmp}` : 'do nothing'} returning user_id, (xmax = 0) as ins)
      insert into imp_changed (user_id, ins) select user_id, ins from up on conflict (user_id) do nothing`),
  );
}

/** Switches accounts off, marks them as switched off by this import, and ends their sessions. */
async function deactivatePeople(ctx: ApplyContext, ids: SQL): Promise<number> {
  const res = await ctx.tx.execute(sql`
    with ids as (${ids}),
    off as (update users x set use_yn = 'N', updated_at = now() from ids where x.user_id = ids.user_id and x.use_yn = 'Y' returning x.user_id),
    mark as (update import_people p set deactivated_run_id = ${ctx.opts.runId} from off where p.user_id = off.user_id returning 1),
    gone as (delete from sessions s using off where s.user_id = off.user_id returning s.id_hash)
    select (select count(*)::int from off) as n, (select count(*)::int from mark) as marked, coalesce((select json_agg(id_hash) from gone), '[]') as sessions`);
  const [r] = rowsOf<{ n: number; sessions: string[] | string }>(res);
  const sessions = typeof r.sessions === 'string' ? (JSON.parse(r.sessions) as string[]) : r.sessions;
  ctx.endedSessions.push(...sessions);
  return Number(r.n);
}
