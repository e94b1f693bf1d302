// The next term's planner: search the term's sections, put them in a plan, see conflicts, the credit
// limit and missing prerequisites at once, and keep up to five named plans on the server, which
// checks every plan again before it stores it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, ButtonGroup, Dropdown, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { confirmDialog, promptDialog } from '@/lib/ui/dialog';
import { toast } from '@/lib/ui/toast';
import {
  blockingMessage,
  checkPlan,
  conflictMessage,
  marksOf,
  DAY_NAMES,
  filterOfferings,
  findConflicts,
  formatMeetings,
  MAX_CREDITS,
  MAX_PLANS,
  totalCredits,
  type OfferingFilter,
  type PlanIssue,
  type SectionInfo,
} from '@/lib/learning/timetable';
import { PLAN_NAME_MAX } from '@/lib/schemas/timetable';
import TimetableGrid from './TimetableGrid';
import SectionList from './SectionList';
import { categoryName } from '@/lib/learning/categories';
import { downloadCalendar, downloadImage } from './exporters';

const API = '/api/v1/learnact/timetable';
const PAGE = 30;

export interface SavedPlan {
  planId: number;
  name: string;
  offeringIds: number[];
}

interface Props {
  term: { label: string; startDt: string; endDt: string };
  /** The sections the saved plans use; the term's full list is loaded after the page shows. */
  planSections: SectionInfo[];
  departments: { deptCd: string; deptNm: string }[];
  categories: { code: string; name: string }[];
  record: { passed: string[]; inProgress: string[] };
  plans: SavedPlan[];
}

interface Draft {
  /** null: a plan not stored yet. */
  planId: number | null;
  name: string;
  offeringIds: number[];
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The first of 1안, 2안, ... that no plan uses. */
function freeName(plans: SavedPlan[]): string {
  for (let n = 1; ; n++) if (!plans.some((p) => p.name === `${n}안`)) return `${n}안`;
}

const toSaved = (p: SavedPlan): SavedPlan => ({ planId: p.planId, name: p.name, offeringIds: p.offeringIds });

export default function Planner(props: Props) {
  const { term, planSections, departments, categories, record } = props;
  const [offerings, setOfferings] = useState<SectionInfo[] | null>(null);
  const byId = useMemo(() => new Map([...planSections, ...(offerings ?? [])].map((o) => [o.offeringId, o])), [planSections, offerings]);
  const [plans, setPlans] = useState<SavedPlan[]>(props.plans.map(toSaved));
  const [draft, setDraft] = useState<Draft>(() => {
    const first = props.plans[0];
    return first ? { planId: first.planId, name: first.name, offeringIds: first.offeringIds } : { planId: null, name: freeName([]), offeringIds: [] };
  });
  const [filter, setFilter] = useState<OfferingFilter>({});
  const [shown, setShown] = useState(PAGE);
  const [busy, setBusy] = useState(false);
  const grid = useRef<HTMLDivElement>(null);

  const saved = plans.find((p) => p.planId === draft.planId);
  const dirty = saved ? saved.name !== draft.name || !sameIds(saved.offeringIds, draft.offeringIds) : draft.offeringIds.length > 0;
  const sections = useMemo(() => draft.offeringIds.map((id) => byId.get(id)).filter((s): s is SectionInfo => !!s), [draft.offeringIds, byId]);
  const credits = totalCredits(sections);
  const issues = useMemo(() => checkPlan(sections, record), [sections, record]);
  const marked = useMemo(() => marksOf(issues), [issues]);
  // The "cannot save" error stays only while something still blocks saving.
  const blockedToast = useRef<number | null>(null);
  useEffect(() => {
    if (blockedToast.current !== null && !blockingMessage(issues)) {
      toast.dismiss(blockedToast.current);
      blockedToast.current = null;
    }
  }, [issues]);
  const results = useMemo(() => filterOfferings(offerings ?? [], filter), [offerings, filter]);
  const passed = useMemo(() => new Set(record.passed), [record]);
  const inProgress = useMemo(() => new Set(record.inProgress), [record]);

  useEffect(() => {
    let live = true;
    api
      .get<{ offerings: SectionInfo[] }>(`${API}/offerings`, undefined, { silent: true })
      .then((res) => live && setOfferings(res.data.offerings))
      .catch((err) => failed(err, '개설 과목을 불러오지 못했습니다. 새로고침해 주세요.'));
    return () => {
      live = false;
    };
  }, []);

  // Leaving the page with unsaved changes loses them: let the browser ask first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function setFilterField<K extends keyof OfferingFilter>(key: K, value: OfferingFilter[K]) {
    setFilter((f) => ({ ...f, [key]: value }));
    setShown(PAGE);
  }

  function add(s: SectionInfo) {
    if (draft.offeringIds.includes(s.offeringId)) return;
    setDraft((d) => ({ ...d, offeringIds: [...d.offeringIds, s.offeringId] }));
    // On a phone the grid is out of sight while searching: say at once what the addition did.
    const clash = findConflicts([...sections, s]).find((c) => c.a === s || c.b === s);
    if (clash) toast.error(conflictMessage(clash));
    else toast.success(`'${s.korNm}' ${s.section}분반을 담았습니다.`);
  }

  function remove(offeringId: number) {
    setDraft((d) => ({ ...d, offeringIds: d.offeringIds.filter((id) => id !== offeringId) }));
  }

  async function leaveDraft(): Promise<boolean> {
    if (!dirty) return true;
    return confirmDialog({ title: '저장하지 않은 변경', message: `'${draft.name}'에 저장하지 않은 변경이 있습니다. 변경을 버리고 계속할까요?`, confirmText: '버리고 계속' });
  }

  async function open(plan: SavedPlan) {
    if (plan.planId === draft.planId || !(await leaveDraft())) return;
    setDraft({ planId: plan.planId, name: plan.name, offeringIds: plan.offeringIds });
  }

  function failed(err: unknown, fallback: string) {
    // The client already told the user about 401/403/404.
    if (err instanceof ApiError && [401, 403, 404].includes(err.status)) return;
    toast.error(err instanceof ApiError && err.message ? err.message : fallback);
  }

  async function run<T>(task: () => Promise<T>, fallback: string): Promise<T | undefined> {
    setBusy(true);
    try {
      return await task();
    } catch (err) {
      failed(err, fallback);
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  function askName(title: string, defaultValue: string, exceptPlanId: number | null) {
    return promptDialog({
      title,
      message: `계획 이름 (${PLAN_NAME_MAX}자 이내)`,
      defaultValue,
      confirmText: '확인',
      validate: (v) =>
        v.length > PLAN_NAME_MAX ? `계획 이름은 ${PLAN_NAME_MAX}자 이내로 입력해 주세요.` : plans.some((p) => p.name === v && p.planId !== exceptPlanId) ? '같은 이름의 계획이 이미 있습니다.' : true,
    });
  }

  async function save() {
    const blocking = blockingMessage(issues);
    if (blocking) {
      blockedToast.current = toast.error(`저장할 수 없습니다. ${blocking}`);
      return;
    }
    const body = { name: draft.name, offeringIds: draft.offeringIds };
    const res = await run(() => (draft.planId ? api.post<SavedPlan>(`${API}/plans/${draft.planId}`, body) : api.post<SavedPlan>(`${API}/plans`, body)), '계획을 저장하지 못했습니다.');
    if (!res) return;
    const plan = toSaved(res.data);
    setPlans((ps) => (ps.some((p) => p.planId === plan.planId) ? ps.map((p) => (p.planId === plan.planId ? plan : p)) : [...ps, plan]));
    setDraft({ planId: plan.planId, name: plan.name, offeringIds: plan.offeringIds });
    // A first save creates the plan on the server; to the student it is saving either way.
    toast.success(`'${plan.name}' 계획을 저장했습니다.`);
  }

  async function create() {
    if (plans.length >= MAX_PLANS) {
      toast.info(`계획은 ${MAX_PLANS}개까지 만들 수 있습니다. 쓰지 않는 계획을 지운 뒤 만들어 주세요.`);
      return;
    }
    if (!(await leaveDraft())) return;
    const name = await askName('새 계획', freeName(plans), null);
    if (!name) return;
    const res = await run(() => api.post<SavedPlan>(`${API}/plans`, { name, offeringIds: [] }), '계획을 만들지 못했습니다.');
    if (!res) return;
    const plan = toSaved(res.data);
    setPlans((ps) => [...ps, plan]);
    setDraft({ planId: plan.planId, name: plan.name, offeringIds: [] });
    toast.success(res.message);
  }

  async function rename() {
    const name = await askName('이름 바꾸기', draft.name, draft.planId);
    if (!name || name === draft.name) return;
    if (!saved) {
      setDraft((d) => ({ ...d, name }));
      return;
    }
    // Only the name changes on the server; sections not yet saved stay a pending change.
    const res = await run(() => api.post<SavedPlan>(`${API}/plans/${saved.planId}`, { name, offeringIds: saved.offeringIds }), '이름을 바꾸지 못했습니다.');
    if (!res) return;
    setPlans((ps) => ps.map((p) => (p.planId === saved.planId ? { ...p, name } : p)));
    setDraft((d) => ({ ...d, name }));
    toast.success('계획 이름을 바꿨습니다.');
  }

  async function duplicate() {
    if (!saved) return;
    if (dirty) {
      toast.info('변경 내용을 먼저 저장한 뒤 복제해 주세요.');
      return;
    }
    if (plans.length >= MAX_PLANS) {
      toast.info(`계획은 ${MAX_PLANS}개까지 만들 수 있습니다.`);
      return;
    }
    const name = await askName('계획 복제', `${saved.name} 복사`.slice(0, PLAN_NAME_MAX), null);
    if (!name) return;
    const res = await run(() => api.post<SavedPlan>(`${API}/plans/${saved.planId}/copy`, { name }), '계획을 복제하지 못했습니다.');
    if (!res) return;
    const plan = toSaved(res.data);
    setPlans((ps) => [...ps, plan]);
    setDraft({ planId: plan.planId, name: plan.name, offeringIds: plan.offeringIds });
    toast.success(res.message);
  }

  async function removePlan() {
    if (!saved) {
      setDraft({ planId: null, name: freeName(plans), offeringIds: [] });
      return;
    }
    const ok = await confirmDialog({ title: '계획 삭제', message: `'${saved.name}' 계획을 지울까요? 지운 계획은 되돌릴 수 없습니다.`, confirmText: '삭제' });
    if (!ok) return;
    const res = await run(() => api.post(`${API}/plans/${saved.planId}/delete`), '계획을 지우지 못했습니다.');
    if (!res) return;
    const rest = plans.filter((p) => p.planId !== saved.planId);
    setPlans(rest);
    setDraft(rest[0] ? { ...rest[0] } : { planId: null, name: freeName(rest), offeringIds: [] });
    toast.success(res.message);
  }

  const fileName = `${term.label} ${draft.name}`;

  return (
    <div className="row g-3">
      <div className="col-lg-7">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <ul className="nav nav-pills tt-plan-tabs flex-wrap gap-1 me-auto" aria-label="저장한 계획">
            {plans.map((p) => (
              <li key={p.planId} className="nav-item">
                <button type="button" className={`nav-link py-1 px-2${p.planId === draft.planId ? ' active' : ''}`} aria-current={p.planId === draft.planId ? 'true' : undefined} onClick={() => open(p)}>
                  {p.planId === draft.planId ? draft.name : p.name}
                  {p.planId === draft.planId && dirty ? ' *' : ''}
                </button>
              </li>
            ))}
            {draft.planId === null && (
              <li className="nav-item">
                <span className="nav-link py-1 px-2 active" aria-current="true">
                  {draft.name} <span className="small">(저장 전)</span>
                </span>
              </li>
            )}
          </ul>
          <ButtonGroup size="sm">
            <Button variant="outline-primary" onClick={create} disabled={busy || plans.length >= MAX_PLANS}>
              새 계획
            </Button>
            <Dropdown as={ButtonGroup}>
              <Dropdown.Toggle size="sm" variant="outline-primary" aria-label="계획 관리" disabled={busy}>
                관리
              </Dropdown.Toggle>
              <Dropdown.Menu align="end">
                <Dropdown.Item as="button" onClick={rename}>
                  이름 바꾸기
                </Dropdown.Item>
                <Dropdown.Item as="button" onClick={duplicate} disabled={!saved || plans.length >= MAX_PLANS}>
                  복제
                </Dropdown.Item>
                <Dropdown.Item as="button" className="text-danger" onClick={removePlan}>
                  {saved ? '삭제' : '비우기'}
                </Dropdown.Item>
              </Dropdown.Menu>
            </Dropdown>
          </ButtonGroup>
        </div>
        <p className="small text-secondary mb-2">
          계획은 학기마다 {MAX_PLANS}개까지 저장할 수 있습니다 ({plans.length}/{MAX_PLANS}).
        </p>

        <div className="d-flex align-items-center gap-2 mb-2">
          <div className="flex-grow-1">
            <div className="d-flex justify-content-between small mb-1">
              <span>담은 학점</span>
              <span className={`tt-credits${credits > MAX_CREDITS ? ' text-danger fw-bold' : ''}`} data-testid="plan-credits">
                {`${credits} / ${MAX_CREDITS}학점`}
              </span>
            </div>
            <progress className={`tt-progress${credits > MAX_CREDITS ? ' tt-over' : ''}`} value={Math.min(credits, MAX_CREDITS)} max={MAX_CREDITS} aria-label="담은 학점" />
          </div>
        </div>

        <IssueList issues={issues} />

        <TimetableGrid ref={grid} sections={sections} marked={marked} caption={`${term.label} ${draft.name}`} testId="plan-grid" />

        <div className="d-flex flex-wrap gap-2 mt-2">
          <Button onClick={save} disabled={busy || (!dirty && draft.planId !== null)}>
            {dirty || draft.planId === null ? '계획 저장' : '저장됨'}
          </Button>
          <Button variant="outline-primary" className="ms-auto" size="sm" onClick={() => downloadImage(grid.current, fileName)} disabled={!sections.length}>
            이미지 저장
          </Button>
          <Button variant="outline-primary" size="sm" onClick={() => downloadCalendar({ calName: fileName, startDt: term.startDt, endDt: term.endDt, sections }, fileName)} disabled={!sections.length}>
            캘린더(.ics)
          </Button>
        </div>

        <h3 className="h6 mt-3">담은 과목</h3>
        <SectionList sections={sections} marked={marked} onRemove={remove} empty="오른쪽(휴대폰에서는 아래) 개설 과목에서 '담기'를 눌러 과목을 담아 보세요." testId="plan-list" />
      </div>

      <div className="col-lg-5">
        <section aria-labelledby="offering-search-title" className="card">
          <div className="card-body">
            <h3 id="offering-search-title" className="h6">
              {term.label} 개설 과목
            </h3>
            <Form onSubmit={(e) => e.preventDefault()} role="search" className="row g-2 mb-2">
              <Form.Group className="col-12" controlId="tt-q">
                <Form.Label visuallyHidden>검색어</Form.Label>
                <Form.Control type="search" placeholder="과목명, 과목코드, 교수명" value={filter.q ?? ''} onChange={(e) => setFilterField('q', e.target.value)} maxLength={50} />
              </Form.Group>
              <Form.Group className="col-12" controlId="tt-dept">
                <Form.Label visuallyHidden>학과·영역</Form.Label>
                <Form.Select value={filter.deptCd ?? ''} onChange={(e) => setFilterField('deptCd', e.target.value || undefined)}>
                  <option value="">전체 학과·교양영역</option>
                  {departments.map((d) => (
                    <option key={d.deptCd} value={d.deptCd}>
                      {d.deptNm}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group className="col-6" controlId="tt-category">
                <Form.Label visuallyHidden>이수구분</Form.Label>
                <Form.Select value={filter.category ?? ''} onChange={(e) => setFilterField('category', e.target.value || undefined)}>
                  <option value="">이수구분</option>
                  {categories.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group className="col-6" controlId="tt-day">
                <Form.Label visuallyHidden>요일</Form.Label>
                <Form.Select value={filter.day ?? ''} onChange={(e) => setFilterField('day', e.target.value ? Number(e.target.value) : undefined)}>
                  <option value="">요일</option>
                  {[1, 2, 3, 4, 5, 6].map((d) => (
                    <option key={d} value={d}>
                      {DAY_NAMES[d]}요일
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Form>
            <p className="small text-secondary mb-2" aria-live="polite" data-testid="offering-count">
              {offerings ? `${results.length}개 분반` : '개설 과목을 불러오는 중입니다…'}
            </p>
            <ul className="list-group tt-offerings" data-testid="offering-results">
              {results.slice(0, shown).map((s) => (
                <OfferingItem key={s.offeringId} section={s} inPlan={draft.offeringIds.includes(s.offeringId)} planned={sections} passed={passed} inProgress={inProgress} onAdd={() => add(s)} />
              ))}
            </ul>
            {results.length > shown && (
              <Button variant="link" size="sm" className="mt-1" onClick={() => setShown((n) => n + PAGE)}>
                더 보기 ({results.length - shown}개 남음)
              </Button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}

function OfferingItem({
  section: s,
  inPlan,
  planned,
  passed,
  inProgress,
  onAdd,
}: {
  section: SectionInfo;
  inPlan: boolean;
  planned: SectionInfo[];
  passed: Set<string>;
  inProgress: Set<string>;
  onAdd: () => void;
}) {
  // Told before adding: which planned subject this section would collide with.
  const clashes = inPlan ? [] : findConflicts([s, ...planned.filter((p) => p.offeringId !== s.offeringId)]).filter((c) => c.a === s || c.b === s);
  const missing = s.prereqs.filter((p) => !passed.has(p.sbjtKeyId));
  return (
    <li className="list-group-item tt-offering" data-offering-id={s.offeringId}>
      <div className="d-flex gap-2 align-items-start">
        <div className="flex-grow-1 min-w-0">
          <div className="fw-semibold">
            {s.korNm} <span className="small text-secondary fw-normal">{s.sbjtCd}-{s.section}</span>
          </div>
          <div className="tt-meta">
            {categoryName(s.category)} · {s.credits}학점{s.deptNm ? ` · ${s.deptNm}` : ''}
            {s.profNm ? ` · ${s.profNm}` : ''}
          </div>
          <div className="tt-meta">
            {formatMeetings(s.times) || '시간 미정'}
            {s.room ? ` · ${s.room}` : ''}
          </div>
          {missing.length > 0 && <div className="small text-warning-emphasis">선수과목 미이수: {missing.map((p) => (inProgress.has(p.sbjtKeyId) ? `${p.korNm}(수강 중)` : p.korNm)).join(', ')}</div>}
          {clashes.length > 0 && <div className="small text-danger">시간 겹침: {clashes.map((c) => (c.a === s ? c.b : c.a).korNm).join(', ')}</div>}
        </div>
        <Button size="sm" variant={inPlan ? 'secondary' : 'outline-primary'} className="text-nowrap" disabled={inPlan} onClick={onAdd} aria-label={`${s.korNm} ${s.section}분반 ${inPlan ? '담음' : '담기'}`}>
          {inPlan ? '담음' : '담기'}
        </Button>
      </div>
    </li>
  );
}

function IssueList({ issues }: { issues: PlanIssue[] }) {
  return (
    <div aria-live="polite" data-testid="plan-issues">
      {issues.length > 0 && (
        <ul className="list-unstyled mb-2">
          {issues.map((i, n) => (
            <li key={n} className={`alert ${i.blocking ? 'alert-danger' : 'alert-warning'} py-2 px-3 mb-1 small`} data-kind={i.kind}>
              <strong className="me-1">{i.blocking ? '저장 불가' : '주의'}</strong>
              {i.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
