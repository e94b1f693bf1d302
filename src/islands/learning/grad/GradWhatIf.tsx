// The what-if of the graduation simulation: change the primary major, add or drop a double major or a
// minor, add planned subjects, see what changes, save it as a scenario and compare saved scenarios.
// Every figure comes from the server (POST whatif); the island only chooses and shows.
import { useState } from 'react';
import { Badge, Button, Card, Col, Form, ListGroup, Row, Table } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { toast } from '@/lib/ui/toast';
import { checkWith, invalidProps, serverFieldErrors, toastFailure, type FieldErrors } from '@/islands/form';
import { MAX_PLANNED, MAX_SCENARIOS, SCENARIO_NAME_MAX, ScenarioInput, WhatIfInput, type WhatIf } from '@/lib/schemas/learning-grad';
import { amount, roleName } from '@/lib/learning/grad-view';
import type { Department, SetResult, SimulationView, SubjectHit, WhatIfResult } from '@/lib/learning/grad-types';
import { particle } from '@/lib/text/josa';

const API = '/api/v1/learnact/grdtsmlt';

export interface ScenarioItem {
  scenarioId: number;
  name: string;
  params: WhatIf;
  createdAt: string;
  result: SimulationView;
}

interface Props {
  departments: Department[];
  current: { primaryDeptCd: string; doubleDeptCd: string | null; minorDeptCd: string | null };
  initialScenarios: ScenarioItem[];
}

type Planned = Pick<SubjectHit, 'sbjtKeyId' | 'sbjtCd' | 'korNm' | 'credits'>;

const ROLE_VARIANT: Record<string, string> = { UNIVERSITY: 'secondary', PRIMARY: 'primary', DOUBLE: 'info', MINOR: 'warning' };

function selectionText(v: SimulationView) {
  const s = v.selection;
  return [`주전공 ${s.primaryDeptNm}`, s.doubleDeptNm && `복수전공 ${s.doubleDeptNm}`, s.minorDeptNm && `부전공 ${s.minorDeptNm}`].filter(Boolean).join(' · ');
}

function StatusBadge({ view }: { view: SimulationView }) {
  const s = view.simulation.summary;
  return s.graduatable ? <Badge bg="success">졸업 가능</Badge> : <Badge bg="danger">미충족 {s.unmetCount}개</Badge>;
}

export default function GradWhatIf({ departments, current, initialScenarios }: Props) {
  const [primary, setPrimary] = useState(current.primaryDeptCd);
  const [double, setDouble] = useState(current.doubleDeptCd ?? '');
  const [minor, setMinor] = useState(current.minorDeptCd ?? '');
  const [planned, setPlanned] = useState<Planned[]>([]);
  const [keyword, setKeyword] = useState('');
  const [hits, setHits] = useState<SubjectHit[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<WhatIfResult | null>(null);
  const [name, setName] = useState('');
  const [scenarios, setScenarios] = useState<ScenarioItem[]>(initialScenarios);
  const [compare, setCompare] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  const input = (): WhatIf => ({ primaryDeptCd: primary, doubleDeptCd: double || null, minorDeptCd: minor || null, plannedSbjtKeyIds: planned.map((p) => p.sbjtKeyId) });

  async function search(e?: React.FormEvent) {
    e?.preventDefault();
    const kw = keyword.trim();
    if (!kw) {
      setErrors((x) => ({ ...x, keyword: '검색어를 입력해 주세요.' }));
      return;
    }
    setErrors(({ keyword: _k, ...x }) => x);
    try {
      const res = await api.get<SubjectHit[]>(`${API}/subjects`, { keyword: kw });
      setHits(res.data);
    } catch (err) {
      toastFailure(err, '과목을 찾지 못했습니다.');
    }
  }

  function addPlanned(s: SubjectHit) {
    if (planned.some((p) => p.sbjtKeyId === s.sbjtKeyId)) return;
    if (planned.length >= MAX_PLANNED) {
      toast.error(`수강 예정 과목은 ${MAX_PLANNED}개까지 넣을 수 있습니다.`);
      return;
    }
    setPlanned([...planned, { sbjtKeyId: s.sbjtKeyId, sbjtCd: s.sbjtCd, korNm: s.korNm, credits: s.credits }]);
  }

  async function run(values = input()) {
    const local = checkWith(WhatIfInput, values);
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    setBusy(true);
    try {
      const res = await api.post<WhatIfResult>(`${API}/whatif`, values);
      setErrors({});
      setResult(res.data);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '시뮬레이션을 실행하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setPrimary(current.primaryDeptCd);
    setDouble(current.doubleDeptCd ?? '');
    setMinor(current.minorDeptCd ?? '');
    setPlanned([]);
    setResult(null);
    setErrors({});
  }

  async function reloadScenarios() {
    const res = await api.get<ScenarioItem[]>(`${API}/scenarios`);
    setScenarios(res.data);
    setCompare((c) => c.filter((id) => res.data.some((s) => s.scenarioId === id)));
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = { ...input(), name };
    const local = checkWith(ScenarioInput, body);
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    setBusy(true);
    try {
      await api.post(`${API}/scenarios`, body);
      toast.success(`시나리오 "${name.trim()}"${particle(name.trim(), '을/를')} 저장했습니다.`);
      setName('');
      setErrors({});
      await reloadScenarios();
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '시나리오를 저장하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  }

  async function remove(s: ScenarioItem) {
    if (!(await confirmDialog({ title: '시나리오 삭제', message: `시나리오 "${s.name}"${particle(s.name, '을/를')} 지울까요?`, confirmText: '삭제' }))) return;
    try {
      await api.post(`${API}/scenarios/${s.scenarioId}/delete`);
      toast.success('시나리오를 삭제했습니다.');
      await reloadScenarios();
    } catch (err) {
      toastFailure(err, '시나리오를 지우지 못했습니다.');
    }
  }

  function load(s: ScenarioItem) {
    const sel = s.result.selection;
    setPrimary(sel.primaryDeptCd);
    setDouble(sel.doubleDeptCd ?? '');
    setMinor(sel.minorDeptCd ?? '');
    const names = new Map(s.result.simulation.sets.flatMap((set) => set.rules.flatMap((r) => r.fills.filter((f) => f.planned && f.sbjtKeyId).map((f) => [f.sbjtKeyId!, f] as const))));
    const next = s.params.plannedSbjtKeyIds.map((id) => {
      const f = names.get(id);
      return { sbjtKeyId: id, sbjtCd: f?.sbjtCd ?? id, korNm: f?.korNm ?? id, credits: f?.credits ?? 0 };
    });
    setPlanned(next);
    void run({ primaryDeptCd: sel.primaryDeptCd, doubleDeptCd: sel.doubleDeptCd, minorDeptCd: sel.minorDeptCd, plannedSbjtKeyIds: next.map((p) => p.sbjtKeyId) });
  }

  const toggleCompare = (id: number) => setCompare((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c.slice(-1), id]));
  const compared = compare.map((id) => scenarios.find((s) => s.scenarioId === id)).filter((s): s is ScenarioItem => !!s);

  const deptOptions = departments.map((d) => (
    <option key={d.deptCd} value={d.deptCd}>
      {d.deptNm}
      {d.colgNm ? ` (${d.colgNm})` : ''}
    </option>
  ));

  return (
    <div className="grad-whatif">
      <Card className="mb-3" as="section" aria-labelledby="whatif-title">
        <Card.Header>
          <h2 className="h6 m-0" id="whatif-title">
            가정해 보기
          </h2>
        </Card.Header>
        <Card.Body>
          <p className="small text-secondary">전공을 바꾸거나 복수전공·부전공을 더하고, 들을 과목을 넣어 보면 졸업 요건이 어떻게 달라지는지 보여 줍니다. 실행만으로는 아무것도 저장되지 않습니다.</p>
          <Row className="g-2">
            <Col xs={12} md={4}>
              <Form.Group controlId="wi-primary">
                <Form.Label className="small mb-1">주전공</Form.Label>
                <Form.Select value={primary} onChange={(e) => setPrimary(e.target.value)} {...invalidProps('wi-primary', errors.primaryDeptCd)}>
                  {deptOptions}
                </Form.Select>
                <Form.Control.Feedback type="invalid" id="wi-primary-error">{errors.primaryDeptCd}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col xs={12} md={4}>
              <Form.Group controlId="wi-double">
                <Form.Label className="small mb-1">복수전공</Form.Label>
                <Form.Select value={double} onChange={(e) => setDouble(e.target.value)} {...invalidProps('wi-double', errors.doubleDeptCd)}>
                  <option value="">없음</option>
                  {deptOptions}
                </Form.Select>
                <Form.Control.Feedback type="invalid" id="wi-double-error">{errors.doubleDeptCd}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col xs={12} md={4}>
              <Form.Group controlId="wi-minor">
                <Form.Label className="small mb-1">부전공</Form.Label>
                <Form.Select value={minor} onChange={(e) => setMinor(e.target.value)} {...invalidProps('wi-minor', errors.minorDeptCd)}>
                  <option value="">없음</option>
                  {deptOptions}
                </Form.Select>
                <Form.Control.Feedback type="invalid" id="wi-minor-error">{errors.minorDeptCd}</Form.Control.Feedback>
              </Form.Group>
            </Col>
          </Row>

          <Form className="mt-3" onSubmit={search} role="search" aria-label="수강 예정 과목 검색">
            <Form.Label htmlFor="wi-keyword" className="small mb-1">
              수강 예정 과목 (과목명 또는 과목코드)
            </Form.Label>
            <div className="d-flex gap-2">
              <Form.Control id="wi-keyword" value={keyword} maxLength={50} onChange={(e) => setKeyword(e.target.value)} placeholder="예: 자료구조" {...invalidProps('wi-keyword', errors.keyword)} />
              <Button type="submit" variant="outline-primary" className="text-nowrap">
                검색
              </Button>
            </div>
            {errors.keyword && <div className="invalid-feedback d-block" id="wi-keyword-error">{errors.keyword}</div>}
          </Form>
          {hits && (
            <ListGroup className="mt-2 grad-hits" data-testid="subject-hits">
              {hits.length === 0 && <ListGroup.Item className="small text-secondary">검색 결과가 없습니다.</ListGroup.Item>}
              {hits.map((h) => {
                const added = planned.some((p) => p.sbjtKeyId === h.sbjtKeyId);
                return (
                  <ListGroup.Item key={h.sbjtKeyId} className="d-flex align-items-center gap-2 small">
                    <span className="flex-grow-1">
                      {h.korNm} <span className="text-secondary">{h.sbjtCd} · {h.credits}학점 · {h.deptNm ?? '교양'}</span>
                    </span>
                    {h.passed ? (
                      <Badge bg="light" text="secondary" className="border">이수함</Badge>
                    ) : (
                      <Button size="sm" variant={added ? 'outline-secondary' : 'outline-primary'} disabled={added} onClick={() => addPlanned(h)} aria-label={`${h.korNm} 수강 예정에 추가`}>
                        {added ? '추가됨' : '추가'}
                      </Button>
                    )}
                  </ListGroup.Item>
                );
              })}
            </ListGroup>
          )}
          {planned.length > 0 && (
            <div className="mt-2 d-flex flex-wrap gap-1" data-testid="planned-list" aria-label="수강 예정 과목">
              {planned.map((p) => (
                <Badge key={p.sbjtKeyId} bg="info" text="dark" className="d-inline-flex align-items-center gap-1 fw-normal">
                  {p.korNm} {p.credits ? `${p.credits}학점` : ''}
                  <button type="button" className="btn-close btn-close-sm" aria-label={`${p.korNm} 빼기`} onClick={() => setPlanned(planned.filter((x) => x.sbjtKeyId !== p.sbjtKeyId))} />
                </Badge>
              ))}
            </div>
          )}
          {errors.plannedSbjtKeyIds && <div className="text-danger small mt-1">{errors.plannedSbjtKeyIds}</div>}
          <div className="d-flex gap-2 mt-3">
            <Button onClick={() => run()} disabled={busy}>
              시뮬레이션 실행
            </Button>
            <Button variant="outline-secondary" onClick={reset} disabled={busy}>
              처음으로
            </Button>
          </div>
        </Card.Body>
      </Card>

      {result && <ResultView result={result} />}

      {result && (
        <Card className="mb-3" as="section" aria-label="시나리오 저장">
          <Card.Body>
            <Form onSubmit={save} className="d-flex flex-wrap gap-2 align-items-start">
              <Form.Group controlId="wi-name" className="flex-grow-1">
                <Form.Label className="visually-hidden">시나리오 이름</Form.Label>
                <Form.Control value={name} maxLength={SCENARIO_NAME_MAX} onChange={(e) => setName(e.target.value)} placeholder={`시나리오 이름 (${SCENARIO_NAME_MAX}자 이내)`} {...invalidProps('wi-name', errors.name)} />
                <Form.Control.Feedback type="invalid" id="wi-name-error">{errors.name}</Form.Control.Feedback>
              </Form.Group>
              <Button type="submit" variant="success" disabled={busy || scenarios.length >= MAX_SCENARIOS}>
                시나리오 저장
              </Button>
            </Form>
            <p className="small text-secondary mb-0 mt-1">
              저장한 시나리오 {scenarios.length}/{MAX_SCENARIOS}개
            </p>
          </Card.Body>
        </Card>
      )}

      <Card className="mb-3" as="section" aria-labelledby="scenario-title" data-testid="scenario-list">
        <Card.Header>
          <h2 className="h6 m-0" id="scenario-title">
            저장한 시나리오
          </h2>
        </Card.Header>
        <Card.Body>
          {scenarios.length === 0 ? (
            <p className="small text-secondary mb-0">저장한 시나리오가 없습니다. 가정해 보기를 실행한 뒤 이름을 붙여 저장하면 여기서 나란히 비교할 수 있습니다.</p>
          ) : (
            <>
              <p className="small text-secondary">두 개를 골라 비교하면 요건별 잔여를 나란히 보여 줍니다.</p>
              <Row className="g-2">
                {scenarios.map((s) => (
                  <Col xs={12} md={6} xl={4} key={s.scenarioId}>
                    <Card className="h-100" data-testid="scenario-card">
                      <Card.Body className="small">
                        <div className="d-flex align-items-center gap-2 mb-1">
                          <strong className="flex-grow-1 text-break">{s.name}</strong>
                          <StatusBadge view={s.result} />
                        </div>
                        <div className="text-secondary">{selectionText(s.result)}</div>
                        <div className="text-secondary">
                          수강 예정 {s.params.plannedSbjtKeyIds.length}과목 · 취득 {s.result.simulation.summary.earnedCredits + s.result.simulation.summary.plannedCredits}학점(예정 포함)
                        </div>
                        <div className="d-flex flex-wrap gap-2 mt-2 align-items-center">
                          <Form.Check id={`cmp-${s.scenarioId}`} label="비교" checked={compare.includes(s.scenarioId)} onChange={() => toggleCompare(s.scenarioId)} />
                          <Button size="sm" variant="outline-primary" onClick={() => load(s)}>
                            불러오기
                          </Button>
                          <Button size="sm" variant="outline-danger" onClick={() => remove(s)}>
                            삭제
                          </Button>
                        </div>
                      </Card.Body>
                    </Card>
                  </Col>
                ))}
              </Row>
              {compared.length === 2 && <CompareTable a={compared[0]} b={compared[1]} />}
            </>
          )}
        </Card.Body>
      </Card>
    </div>
  );
}

function ResultView({ result }: { result: WhatIfResult }) {
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
        <StatusBadge view={after} />
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
              <Badge bg={ROLE_VARIANT[set.role] ?? 'secondary'}>{roleName(set.role)}</Badge>
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

function CompareTable({ a, b }: { a: ScenarioItem; b: ScenarioItem }) {
  type Row = { key: string; set: string; label: string; unit: string; a?: number; b?: number };
  const rows = new Map<string, Row>();
  const add = (s: ScenarioItem, side: 'a' | 'b') => {
    for (const set of s.result.simulation.sets)
      for (const r of set.rules) {
        const key = `${set.setId}:${r.ruleId}`;
        const row = rows.get(key) ?? { key, set: `${roleName(set.role)} ${set.title}`, label: r.label, unit: r.unit };
        row[side] = r.remaining;
        rows.set(key, row);
      }
  };
  add(a, 'a');
  add(b, 'b');
  const cell = (v: number | undefined, other: number | undefined, unit: string) =>
    v === undefined ? <span className="text-secondary">해당 없음</span> : <span className={other !== undefined && v < other ? 'text-success fw-bold' : undefined}>{amount(v, unit)}</span>;
  return (
    <div className="mt-3" data-testid="scenario-compare">
      <h3 className="h6">
        비교: {a.name} · {b.name} (잔여)
      </h3>
      <div className="table-responsive">
        <Table size="sm" bordered className="small align-middle">
          <thead>
            <tr>
              <th scope="col">요건</th>
              <th scope="col" className="text-end">{a.name}</th>
              <th scope="col" className="text-end">{b.name}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="fw-normal">미충족 요건 수</th>
              <td className="text-end">{a.result.simulation.summary.unmetCount}개</td>
              <td className="text-end">{b.result.simulation.summary.unmetCount}개</td>
            </tr>
            {[...rows.values()].map((r) => (
              <tr key={r.key}>
                <th scope="row" className="fw-normal text-break">
                  <small className="d-block text-secondary">{r.set}</small>
                  {r.label}
                </th>
                <td className="text-end text-nowrap">{cell(r.a, r.b, r.unit)}</td>
                <td className="text-end text-nowrap">{cell(r.b, r.a, r.unit)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </div>
  );
}
