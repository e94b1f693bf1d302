// Designing one's own major: pick major subjects from several departments, see every design rule
// pass or fail while picking, save a draft, submit it once the rules pass, or withdraw it while it
// waits for review. The server checks the same rules again (major-design.ts is shared).
import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { gradeTermName } from '@/lib/calendar';
import { categoryName } from '@/lib/learning/categories';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { checkDesign, DESIGN_RULES, ProposalInput, PROPOSAL_STATUS_LABELS, proposalBadge, type DesignSubject } from '@/lib/learning/major-design';
import { checkWith, FieldError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors, FormAlert } from '@/islands/form';

export interface CatalogueSubject extends DesignSubject {
  sbjtCd: string;
  deptNm: string;
  stdTermCd: string;
}

/** One catalogue row as sent to the browser: [sbjtKeyId, sbjtCd, korNm, credits, category, deptCd, stdYear, stdTermCd]. */
export type CatalogueRow = [string, string, string, number, string, string, number, string];

/** Packs subjects compactly: island props are serialised value by value, which multiplies the page size. */
export function packCatalogue(subjects: Omit<CatalogueSubject, 'deptNm'>[]): string {
  return JSON.stringify(subjects.map((s): CatalogueRow => [s.sbjtKeyId, s.sbjtCd, s.korNm, s.credits, s.category, s.deptCd ?? '', s.stdYear, s.stdTermCd]));
}

export interface DesignEditorProps {
  /** The major subjects, packed with packCatalogue. */
  catalogue: string;
  departments: { deptCd: string; deptNm: string }[];
  /** The student's open proposal (DRAFT or SUBMITTED), or null to start a new one. */
  open: { proposalId: number; status: string; title: string; goal: string; sbjtKeyIds: string[] } | null;
  /** A returned proposal to start again from, when there is no open one. */
  template?: { title: string; goal: string; sbjtKeyIds: string[] } | null;
  /** The department listed first (the student's own): the page stays small until they ask for all. */
  initialDept?: string;
}


export default function DesignEditor({ catalogue: packed, departments, open, template, initialDept = '' }: DesignEditorProps) {
  const catalogue = useMemo(() => {
    const names = new Map(departments.map((d) => [d.deptCd, d.deptNm]));
    return (JSON.parse(packed) as CatalogueRow[]).map(
      ([sbjtKeyId, sbjtCd, korNm, credits, category, deptCd, stdYear, stdTermCd]): CatalogueSubject => ({ sbjtKeyId, sbjtCd, korNm, credits, category, deptCd, deptNm: names.get(deptCd) ?? deptCd, stdYear, stdTermCd }),
    );
  }, [packed, departments]);
  const start = open ?? template ?? null;
  const [title, setTitle] = useState(start?.title ?? '');
  const [goal, setGoal] = useState(start?.goal ?? '');
  const [picked, setPicked] = useState<string[]>(() => (start?.sbjtKeyIds ?? []).filter((id) => catalogue.some((s) => s.sbjtKeyId === id)));
  const [deptFilter, setDeptFilter] = useState(initialDept);
  const [yearFilter, setYearFilter] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const readOnly = open?.status === 'SUBMITTED';

  useEffect(() => showPendingToast(), []);

  const byId = useMemo(() => new Map(catalogue.map((s) => [s.sbjtKeyId, s])), [catalogue]);
  const selected = picked.map((id) => byId.get(id)!).filter(Boolean);
  const result = checkDesign(selected);
  const visible = useMemo(() => {
    const t = text.trim().toLowerCase();
    return catalogue.filter(
      (s) =>
        (!deptFilter || s.deptCd === deptFilter) &&
        (!yearFilter || String(s.stdYear) === yearFilter) &&
        (!t || s.korNm.toLowerCase().includes(t) || s.sbjtCd.toLowerCase().includes(t)),
    );
  }, [catalogue, deptFilter, yearFilter, text]);

  function toggle(id: string) {
    setPicked((old) => (old.includes(id) ? old.filter((x) => x !== id) : [...old, id]));
    if (errors.sbjtKeyIds) setErrors(({ sbjtKeyIds: _gone, ...rest }) => rest);
  }

  const values = () => ({ title, goal, sbjtKeyIds: picked });

  /** Saves the draft (creating it the first time); returns its id, or null when it failed. */
  async function save(): Promise<number | null> {
    const local = checkWith(ProposalInput, values());
    setErrors(local);
    if (Object.keys(local).length) return null;
    try {
      const res = open
        ? await api.post<{ proposalId: number }>(`/api/v1/learnact/proposals/${open.proposalId}`, values())
        : await api.post<{ proposalId: number }>('/api/v1/learnact/proposals', values());
      return res.data.proposalId;
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '저장하지 못했습니다.');
      return null;
    }
  }

  async function saveDraft() {
    setBusy(true);
    const id = await save();
    if (id) reloadWithToast('설계전공을 임시 저장했습니다.');
    else setBusy(false);
  }

  async function submit() {
    if (!result.ok) return;
    const ok = await confirmDialog({ title: '설계전공 제출', message: `"${title.trim()}" 설계를 제출할까요? 제출한 뒤에는 심사 전에 철회해야 고칠 수 있습니다.`, confirmText: '제출' });
    if (!ok) return;
    setBusy(true);
    const id = await save();
    if (!id) return setBusy(false);
    try {
      await api.post(`/api/v1/learnact/proposals/${id}/submit`);
      reloadWithToast('설계전공을 제출했습니다. 심사 결과는 메시지로 알려 드립니다.');
    } catch (err) {
      // The draft itself was saved: reload so the page holds it, and say why it was not submitted.
      if (err instanceof ApiError && [401, 403, 404].includes(err.status)) return setBusy(false);
      const why = err instanceof ApiError && err.data && typeof err.data === 'object' ? Object.values(err.data as Record<string, string>).join(' ') : '';
      reloadWithToast(`임시 저장했지만 제출하지 못했습니다. ${err instanceof ApiError ? err.message : ''} ${why}`.trim(), 'error');
    }
  }

  async function act(action: 'withdraw' | 'delete') {
    if (!open) return;
    const label = action === 'withdraw' ? '제출 철회' : '삭제';
    const ok = await confirmDialog({
      title: label,
      message: action === 'withdraw' ? '제출을 철회할까요? 작성중 상태로 돌아가 고친 뒤 다시 제출할 수 있습니다.' : '작성중인 설계를 삭제할까요? 되돌릴 수 없습니다.',
      confirmText: label,
    });
    if (!ok) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/learnact/proposals/${open.proposalId}/${action}`);
      reloadWithToast(res.message || `${label}했습니다.`);
    } catch (err) {
      toastFailure(err, `${label}하지 못했습니다.`);
      setBusy(false);
    }
  }

  const id = (name: string) => `design-${name}`;

  return (
    <Form noValidate onSubmit={(e) => e.preventDefault()} aria-label="나만의 전공 설계">
      <FormAlert errors={errors} />
      {open && (
        <p>
          상태: <span className={`badge ${proposalBadge(open.status)}`} data-testid="open-status">{PROPOSAL_STATUS_LABELS[open.status]}</span>
          {readOnly && <span className="small text-secondary ms-2">심사 중에는 고칠 수 없습니다. 고치려면 제출을 철회하세요.</span>}
        </p>
      )}
      {!open && template && <Alert variant="info" className="py-2 small">반려된 설계의 내용으로 시작합니다. 검토 의견을 반영해 고친 뒤 다시 제출하세요.</Alert>}
      <Row className="g-3">
        <Col xs={12} md={6}>
          <Form.Group controlId={id('title')}>
            <Form.Label>전공명</Form.Label>
            <Form.Control value={title} maxLength={50} disabled={readOnly} placeholder="예: 데이터 기반 사회혁신" onChange={(e) => setTitle(e.target.value)} {...invalidProps(id('title'), errors.title)} />
            <FieldError id={id('title')} error={errors.title} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId={id('goal')}>
            <Form.Label>설계 목표</Form.Label>
            <Form.Control as="textarea" rows={3} value={goal} maxLength={2000} disabled={readOnly} placeholder="이 전공으로 무엇을 배우고 어떤 진로를 준비하려는지 적어 주세요 (10자 이상)." onChange={(e) => setGoal(e.target.value)} {...invalidProps(id('goal'), errors.goal)} />
            <FieldError id={id('goal')} error={errors.goal} />
          </Form.Group>
        </Col>
      </Row>

      <Row className="g-3 mt-1">
        {!readOnly && (
          <Col xs={12} lg={7}>
            <section className="card h-100" aria-labelledby={id('pick-h')}>
              <div className="card-header"><h2 id={id('pick-h')} className="h6 m-0">교과목 고르기</h2></div>
              <div className="card-body">
                <Row className="g-2 mb-2">
                  <Col xs={12} sm={5}>
                    <Form.Select aria-label="학과" value={deptFilter} onChange={(e) => setDeptFilter(e.target.value)}>
                      <option value="">모든 학과</option>
                      {departments.map((d) => <option key={d.deptCd} value={d.deptCd}>{d.deptNm}</option>)}
                    </Form.Select>
                  </Col>
                  <Col xs={5} sm={3}>
                    <Form.Select aria-label="학년" value={yearFilter} onChange={(e) => setYearFilter(e.target.value)}>
                      <option value="">전 학년</option>
                      {[1, 2, 3, 4].map((y) => <option key={y} value={y}>{y}학년</option>)}
                    </Form.Select>
                  </Col>
                  <Col xs={7} sm={4}>
                    <Form.Control type="search" aria-label="교과목 이름" placeholder="교과목 이름" value={text} onChange={(e) => setText(e.target.value)} />
                  </Col>
                </Row>
                <p className="small text-secondary mb-1">{visible.length}과목</p>
                <ul className="list-group design-subjects" aria-label="고를 수 있는 교과목">
                  {visible.map((s) => {
                    const on = picked.includes(s.sbjtKeyId);
                    return (
                      <li key={s.sbjtKeyId} className="list-group-item d-flex justify-content-between align-items-center gap-2" data-sbjt={s.sbjtKeyId}>
                        <div className="min-w-0">
                          <div className="fw-semibold">{s.korNm}</div>
                          <div className="small text-secondary">{s.deptNm} · {gradeTermName(s.stdYear, s.stdTermCd)} · {categoryName(s.category)} · {s.credits}학점</div>
                        </div>
                        <Button size="sm" variant={on ? 'outline-danger' : 'outline-primary'} className="text-nowrap" onClick={() => toggle(s.sbjtKeyId)} aria-label={`${s.korNm} ${on ? '빼기' : '담기'}`}>
                          {on ? '빼기' : '담기'}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </section>
          </Col>
        )}
        <Col xs={12} lg={readOnly ? 12 : 5}>
          <section className="card mb-3" aria-labelledby={id('rules-h')}>
            <div className="card-header d-flex justify-content-between align-items-center">
              <h2 id={id('rules-h')} className="h6 m-0">설계 기준</h2>
              <Badge bg={result.ok ? 'success' : 'warning'} text={result.ok ? undefined : 'dark'} data-testid="rules-state">{result.ok ? '모두 충족' : '미충족'}</Badge>
            </div>
            <ul className="list-unstyled rule-list card-body mb-0" aria-live="polite">
              {result.checks.map((c) => (
                <li key={c.key} data-rule={c.key} data-ok={c.ok ? 'Y' : 'N'}>
                  <span className={`rule-mark ${c.ok ? 'text-success' : 'text-danger'}`} aria-hidden="true">{c.ok ? '✓' : '✗'}</span>
                  <span>
                    <span className="visually-hidden">{c.ok ? '충족: ' : '미충족: '}</span>
                    {c.label}
                    <span className="d-block small text-secondary">{c.detail}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby={id('picked-h')}>
            <div className="card-header"><h2 id={id('picked-h')} className="h6 m-0">담은 교과목 {selected.length}과목 · {result.totalCredits}학점</h2></div>
            {selected.length === 0 ? (
              <p className="card-body small text-secondary mb-0">아직 담은 교과목이 없습니다. 왼쪽 목록에서 담아 주세요.</p>
            ) : (
              <ul className="list-group list-group-flush" aria-label="담은 교과목">
                {selected.map((s) => (
                  <li key={s.sbjtKeyId} className="list-group-item d-flex justify-content-between align-items-center gap-2">
                    <span>
                      {s.korNm} <span className="small text-secondary">{s.deptNm} · {s.stdYear}학년 · {s.credits}학점</span>
                    </span>
                    {!readOnly && <Button size="sm" variant="link" className="text-danger p-0 text-nowrap" onClick={() => toggle(s.sbjtKeyId)} aria-label={`${s.korNm} 빼기`}>빼기</Button>}
                  </li>
                ))}
              </ul>
            )}
            {result.byDept.length > 0 && <p className="card-footer small text-secondary mb-0">{result.byDept.map((d) => `${d.deptNm} ${d.credits}학점(${Math.round(d.share * 100)}%)`).join(' · ')}</p>}
          </section>
          <FieldError id={id('sbjtKeyIds')} error={errors.sbjtKeyIds} />
        </Col>
      </Row>

      <div className="d-flex flex-wrap gap-2 mt-3">
        {readOnly ? (
          <Button variant="outline-danger" disabled={busy} onClick={() => void act('withdraw')}>제출 철회</Button>
        ) : (
          <>
            <Button variant="outline-primary" disabled={busy} onClick={() => void saveDraft()}>임시 저장</Button>
            <Button variant="primary" disabled={busy || !result.ok} onClick={() => void submit()}>제출하기</Button>
            {open && <Button variant="outline-secondary" disabled={busy} onClick={() => void act('delete')}>삭제</Button>}
          </>
        )}
      </div>
      {!readOnly && !result.ok && <p className="small text-secondary mt-2 mb-0">설계 기준을 모두 충족하면 제출할 수 있습니다. (총 {DESIGN_RULES.minCredits}~{DESIGN_RULES.maxCredits}학점, {DESIGN_RULES.minDepts}개 이상 학과, 3·4학년 교과목 {DESIGN_RULES.minUpperCredits}학점 이상)</p>}
    </Form>
  );
}
