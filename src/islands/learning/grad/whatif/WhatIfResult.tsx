// The result of one what-if: which requirement sets come and go, and each requirement's remaining
// amount before → after, as a list that wraps on a phone instead of a table that scrolls sideways.
import { Badge } from 'react-bootstrap';
import { amount, roleName, roleVariant } from '@/lib/learning/grad-view';
import type { SetResult, WhatIfResult as Result } from '@/lib/learning/grad-types';
import { GradBadge, selectionText } from './view';


export default function WhatIfResult({ result }: { result: Result }) {
  const { diff, after } = result;
  const added = new Set(diff.setsAdded.map((s) => s.setId));
  const byRule = new Map(diff.rules.map((r) => [`${r.setId}:${r.ruleId}`, r]));
  const sb = diff.summary.before;
  const sa = diff.summary.after;
  return (
    <section className="card mb-3" data-testid="whatif-result" aria-labelledby="whatif-result-title">
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 m-0" id="whatif-result-title">
          가정 결과
        </h2>
        <GradBadge view={after} />
      </div>
      <div className="card-body">
        <p className="mb-1" data-testid="whatif-summary">
          {selectionText(after)}
          {after.plannedSbjtKeyIds.length > 0 && ` · 수강 예정 ${after.plannedSbjtKeyIds.length}과목 ${sa.plannedCredits}학점`}
        </p>
        <p className="small mb-2">
          미충족 요건 <strong>{sb.unmetCount}개 → {sa.unmetCount}개</strong>
          {sb.graduatable !== sa.graduatable && <span className="ms-2">({sa.graduatable ? '졸업 가능해집니다' : '졸업 요건을 채우지 못하게 됩니다'})</span>}
        </p>
        {diff.setsAdded.length > 0 && (
          <div className="alert alert-info small py-2" data-testid="sets-added">
            새로 추가되는 요건: {diff.setsAdded.map((s) => `${roleName(s.role)} ${s.title}`).join(', ')}
          </div>
        )}
        {diff.setsRemoved.length > 0 && (
          <div className="alert alert-secondary small py-2" data-testid="sets-removed">
            빠지는 요건: {diff.setsRemoved.map((s) => `${roleName(s.role)} ${s.title}`).join(', ')}
          </div>
        )}
        {after.simulation.ignoredPlanned.length > 0 && (
          <div className="alert alert-warning small py-2">이미 이수한 과목은 수강 예정에서 뺐습니다: {after.simulation.ignoredPlanned.map((p) => p.korNm).join(', ')}</div>
        )}
        {after.missingSets.length > 0 && (
          <div className="alert alert-warning small py-2">
            {after.missingSets.map((m) => (m.role === 'UNIVERSITY' ? '전교 공통' : `${m.deptNm} ${roleName(m.role)}`)).join(', ')} 요건이 등록되어 있지 않아 계산에서 빠졌습니다.
          </div>
        )}
        {after.simulation.sets.map((set: SetResult) => (
          <div key={set.setId} className="mb-3" data-testid="whatif-set" data-role={set.role}>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
              <Badge bg={roleVariant(set.role)}>{roleName(set.role)}</Badge>
              <strong>{set.title}</strong>
              {added.has(set.setId) && (
                <Badge bg="success" data-testid="set-new">
                  새로 추가
                </Badge>
              )}
            </div>
            {/* A list rather than a table: on a phone each requirement wraps onto two lines, nothing scrolls sideways. */}
            <ul className="list-unstyled whatif-rules small mb-0">
              <li className="whatif-rule whatif-head d-none d-md-grid" aria-hidden="true">
                <span>요건</span>
                <span className="text-end">필요</span>
                <span className="text-end">잔여</span>
              </li>
              {set.rules.map((r) => {
                const d = byRule.get(`${set.setId}:${r.ruleId}`);
                return (
                  <li key={r.ruleId} data-testid="whatif-rule" className={d?.changed ? 'whatif-rule changed' : 'whatif-rule'}>
                    <span className="whatif-label text-break">
                      {r.label} {r.met ? <Badge bg="success">충족</Badge> : null}
                    </span>
                    <span className="whatif-required text-nowrap">
                      <span className="d-md-none text-secondary">필요 </span>
                      {amount(r.required, r.unit)}
                    </span>
                    <span className="whatif-remaining" data-testid="whatif-remaining">
                      <span className="d-md-none text-secondary">잔여 </span>
                      {d && d.changed ? (
                        <span aria-label={`잔여 ${amount(d.before.remaining, r.unit)}에서 ${amount(d.after.remaining, r.unit)}로`}>
                          <span className="text-nowrap">{r.unit === '평점' ? amount(d.before.remaining, r.unit) : d.before.remaining} →</span> <strong className="text-nowrap">{amount(d.after.remaining, r.unit)}</strong>
                        </span>
                      ) : (
                        <span className="text-nowrap">{amount(r.remaining, r.unit)}</span>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
