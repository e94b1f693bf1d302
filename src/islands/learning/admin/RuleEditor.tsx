// The rules of one requirement set, each edited with a form made for its kind (the params shapes
// of the graduation engine). The server checks the same shapes and that subjects and areas exist.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { RuleInput, ruleParamErrors } from '@/lib/schemas/learning-admin';
import { ACHIEVEMENTS, CATEGORIES, CATEGORY_CODES, RULE_KIND_NAMES, RULE_KINDS, type AchievementKind, type Category, type RuleKind } from '@/lib/learning/graduation-rules';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { checkWith, FieldError, FormError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors } from '@/islands/form';
import SubjectPicker, { type PickedSubject } from './SubjectPicker';

type Params = Record<string, unknown>;
interface RuleValues {
  ruleId?: number;
  kind: RuleKind;
  label: string;
  sortOrd: number;
  params: Params;
}
interface Area {
  areaCd: string;
  korNm: string;
  upAreaCd: string | null;
}
interface Props {
  setId: number;
  rules: RuleValues[];
  subjects: PickedSubject[];
  geAreas: Area[];
}

/** Sensible starting params for a new rule of a kind. */
function defaults(kind: RuleKind): Params {
  switch (kind) {
    case 'TOTAL_CREDITS':
      return { min: 130 };
    case 'CATEGORY_CREDITS':
      return { min: 36, categories: ['MAJOR_REQ', 'MAJOR_ELEC'], ownDept: true };
    case 'REQUIRED_SUBJECTS':
      return { sbjtKeyIds: [] };
    case 'GE_AREA_CREDITS':
      return { areaCd: '', min: 6 };
    case 'GPA':
      return { min: 2.0 };
    case 'ACHIEVEMENT':
      return { achievement: 'ENGLISH', min: 700 };
  }
}

function RuleForm({ setId, rule, names, geAreas, onCancel }: { setId: number; rule: RuleValues; names: PickedSubject[]; geAreas: Area[]; onCancel?: () => void }) {
  const [v, setV] = useState(rule);
  const [picked, setPicked] = useState<PickedSubject[]>(((rule.params.sbjtKeyIds as string[] | undefined) ?? []).map((id) => names.find((n) => n.sbjtKeyId === id) ?? { sbjtKeyId: id, sbjtCd: id, korNm: '(없는 교과목)' }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const key = rule.ruleId ?? 'new';
  const p = v.params;
  const setParam = (k: string, value: unknown) => setV((cur) => ({ ...cur, params: { ...cur.params, [k]: value } }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const params: Params = { ...p };
    if ('min' in params) params.min = Number(params.min);
    if (v.kind === 'REQUIRED_SUBJECTS') params.sbjtKeyIds = picked.map((s) => s.sbjtKeyId);
    const body = { kind: v.kind, label: v.label, sortOrd: Number(v.sortOrd), params };
    const local = { ...checkWith(RuleInput, body), ...ruleParamErrors(v.kind, params) };
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await api.post(rule.ruleId ? `/api/v1/stf/learning/requirements/${setId}/rules/${rule.ruleId}` : `/api/v1/stf/learning/requirements/${setId}/rules`, body);
      reloadWithToast(res.message);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '요건 항목을 저장하지 못했습니다.');
      setBusy(false);
    }
  }

  async function remove() {
    if (!rule.ruleId) return;
    if (!(await confirmDialog({ title: '요건 항목 삭제', message: `"${rule.label}" 항목을 삭제할까요?`, confirmText: '삭제' }))) return;
    try {
      const res = await api.post(`/api/v1/stf/learning/requirements/${setId}/rules/${rule.ruleId}/delete`);
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '요건 항목을 삭제하지 못했습니다.');
    }
  }

  const num = (k: string, label: string, opts: { step?: number; min?: number; max?: number; unit?: string }) => (
    <Form.Group controlId={`rp-${key}-${k}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control type="number" step={opts.step ?? 1} min={opts.min} max={opts.max} value={String(p[k] ?? '')} onChange={(e) => setParam(k, e.target.value)} {...invalidProps(`rp-${key}-${k}`, errors[`params.${k}`])} />
      <FieldError id={`rp-${key}-${k}`} error={errors[`params.${k}`]} />
    </Form.Group>
  );

  return (
    <Form onSubmit={submit} noValidate data-testid={`rule-form-${key}`}>
      <FormError errors={errors} />
      <Row className="g-2">
        <Col xs={12} md={6}>
          <Form.Group controlId={`rl-${key}-label`}>
            <Form.Label className="small mb-1">항목 이름</Form.Label>
            <Form.Control value={v.label} maxLength={100} onChange={(e) => setV({ ...v, label: e.target.value })} {...invalidProps(`rl-${key}-label`, errors.label)} />
            <FieldError id={`rl-${key}-label`} error={errors.label} />
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId={`rl-${key}-kind`}>
            <Form.Label className="small mb-1">종류</Form.Label>
            {rule.ruleId ? (
              <Form.Control plaintext readOnly value={RULE_KIND_NAMES[v.kind]} />
            ) : (
              <Form.Select value={v.kind} onChange={(e) => setV({ ...v, kind: e.target.value as RuleKind, params: defaults(e.target.value as RuleKind) })}>
                {RULE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {RULE_KIND_NAMES[k]}
                  </option>
                ))}
              </Form.Select>
            )}
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId={`rl-${key}-sort`}>
            <Form.Label className="small mb-1">순서</Form.Label>
            <Form.Control type="number" min={0} max={999} value={v.sortOrd} onChange={(e) => setV({ ...v, sortOrd: e.target.value as unknown as number })} {...invalidProps(`rl-${key}-sort`, errors.sortOrd)} />
            <FieldError id={`rl-${key}-sort`} error={errors.sortOrd} />
          </Form.Group>
        </Col>

        {v.kind === 'TOTAL_CREDITS' && <Col xs={6} md={3}>{num('min', '기준 학점', { min: 1, max: 200 })}</Col>}
        {v.kind === 'CATEGORY_CREDITS' && (
          <>
            <Col xs={6} md={3}>{num('min', '기준 학점', { min: 1, max: 200 })}</Col>
            <Col xs={12} md={9}>
              <fieldset>
                <legend className="form-label small mb-1">이수구분</legend>
                <div className="d-flex flex-wrap gap-3">
                  {CATEGORY_CODES.map((c) => {
                    const list = (p.categories as Category[]) ?? [];
                    return (
                      <Form.Check
                        key={c}
                        id={`rp-${key}-cat-${c}`}
                        label={CATEGORIES[c]}
                        checked={list.includes(c)}
                        onChange={(e) => setParam('categories', e.target.checked ? [...list, c] : list.filter((x) => x !== c))}
                      />
                    );
                  })}
                </div>
                <FieldError id={`rp-${key}-categories`} error={errors['params.categories']} />
              </fieldset>
              <Form.Check type="switch" id={`rp-${key}-own`} className="mt-1" label="요건 학과의 교과목만 인정" checked={!!p.ownDept} onChange={(e) => setParam('ownDept', e.target.checked)} />
            </Col>
          </>
        )}
        {v.kind === 'REQUIRED_SUBJECTS' && (
          <Col xs={12}>
            <SubjectPicker label="필수 교과목" value={picked} onChange={setPicked} error={errors['params.sbjtKeyIds']} />
          </Col>
        )}
        {v.kind === 'GE_AREA_CREDITS' && (
          <>
            <Col xs={6} md={4}>
              <Form.Group controlId={`rp-${key}-area`}>
                <Form.Label className="small mb-1">교양영역</Form.Label>
                <Form.Select value={String(p.areaCd ?? '')} onChange={(e) => setParam('areaCd', e.target.value)} {...invalidProps(`rp-${key}-area`, errors['params.areaCd'])}>
                  <option value="">선택하세요</option>
                  {geAreas.map((a) => (
                    <option key={a.areaCd} value={a.areaCd}>
                      {a.upAreaCd ? `└ ${a.korNm}` : a.korNm}
                    </option>
                  ))}
                </Form.Select>
                <FieldError id={`rp-${key}-area`} error={errors['params.areaCd']} />
              </Form.Group>
            </Col>
            <Col xs={6} md={3}>{num('min', '기준 학점', { min: 1, max: 200 })}</Col>
          </>
        )}
        {v.kind === 'GPA' && <Col xs={6} md={3}>{num('min', '기준 평점 (4.5 만점)', { step: 0.01, min: 0, max: 4.5 })}</Col>}
        {v.kind === 'ACHIEVEMENT' && (
          <>
            <Col xs={6} md={4}>
              <Form.Group controlId={`rp-${key}-ach`}>
                <Form.Label className="small mb-1">비교과 항목</Form.Label>
                <Form.Select value={String(p.achievement ?? '')} onChange={(e) => setParam('achievement', e.target.value)}>
                  {(Object.keys(ACHIEVEMENTS) as AchievementKind[]).map((a) => (
                    <option key={a} value={a}>
                      {ACHIEVEMENTS[a].nm}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={6} md={3}>{num('min', `기준값${ACHIEVEMENTS[p.achievement as AchievementKind]?.unit ? ` (${ACHIEVEMENTS[p.achievement as AchievementKind].unit})` : ''}`, { min: 1, max: 1000 })}</Col>
          </>
        )}
      </Row>
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" size="sm" disabled={busy}>
          {rule.ruleId ? '항목 저장' : '항목 추가'}
        </Button>
        {rule.ruleId && (
          <Button size="sm" variant="outline-danger" onClick={() => void remove()}>
            항목 삭제
          </Button>
        )}
        {onCancel && (
          <Button size="sm" variant="outline-secondary" onClick={onCancel}>
            취소
          </Button>
        )}
      </div>
    </Form>
  );
}

export default function RuleEditor({ setId, rules, subjects, geAreas }: Props) {
  const [adding, setAdding] = useState(false);
  useEffect(() => showPendingToast(), []);
  const nextOrd = rules.reduce((m, r) => Math.max(m, r.sortOrd), 0) + 1;
  return (
    <div data-testid="rules">
      {rules.length === 0 && <p className="text-secondary">아직 항목이 없습니다.</p>}
      {rules.map((r) => (
        <Card key={r.ruleId} className="mb-2" data-rule-id={r.ruleId}>
          <Card.Body>
            <RuleForm setId={setId} rule={r} names={subjects} geAreas={geAreas} />
          </Card.Body>
        </Card>
      ))}
      {adding ? (
        <Card className="border-primary">
          <Card.Body>
            <RuleForm setId={setId} rule={{ kind: 'TOTAL_CREDITS', label: '', sortOrd: nextOrd, params: defaults('TOTAL_CREDITS') }} names={subjects} geAreas={geAreas} onCancel={() => setAdding(false)} />
          </Card.Body>
        </Card>
      ) : (
        <Button variant="outline-primary" onClick={() => setAdding(true)}>
          항목 추가
        </Button>
      )}
    </div>
  );
}
