// Creates or edits a graduation requirement set: department, role and admission-year range.
import { useState, type FormEvent } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { RequirementSetInput, requirementSetFieldErrors } from '@/lib/schemas/learning-admin';
import { ROLES, type Role } from '@/lib/learning/graduation-rules';
import { reloadWithToast } from '@/lib/ui/flash';
import { checkWith, FieldError, FormError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors } from '@/islands/form';

export interface SetValues {
  setId?: number;
  deptCd: string | null;
  role: string;
  entryYearFrom: number;
  entryYearTo: number;
  title: string;
}

export default function SetForm({ initial, depts }: { initial: SetValues; depts: { deptCd: string; deptNm: string }[] }) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const editing = !!initial.setId;
  const set = <K extends keyof SetValues>(k: K, value: SetValues[K]) => setV((cur) => ({ ...cur, [k]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { deptCd: v.role === 'UNIVERSITY' ? null : v.deptCd || null, role: v.role, entryYearFrom: Number(v.entryYearFrom), entryYearTo: Number(v.entryYearTo), title: v.title };
    const local = checkWith(RequirementSetInput, body);
    if (!Object.keys(local).length) Object.assign(local, requirementSetFieldErrors(body as never));
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      if (editing) {
        const res = await api.post(`/api/v1/stf/learning/requirements/${initial.setId}`, body);
        reloadWithToast(res.message);
      } else {
        const res = await api.post<{ setId: number }>('/api/v1/stf/learning/requirements', body);
        window.location.assign(`/stf/learning/requirements/${res.data.setId}`);
      }
    } catch (err) {
      setErrors(serverFieldErrors(err));
      toastFailure(err, '졸업요건을 저장하지 못했습니다.');
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate data-testid="set-form">
      <FormError errors={errors} />
      <Row className="g-2 align-items-start">
        <Col xs={6} md={3}>
          <Form.Group controlId={`rs-role-${initial.setId ?? 'new'}`}>
            <Form.Label className="small mb-1">구분</Form.Label>
            <Form.Select value={v.role} onChange={(e) => set('role', e.target.value)} {...invalidProps('rs-role', errors.role)}>
              {(Object.keys(ROLES) as Role[]).map((r) => (
                <option key={r} value={r}>
                  {ROLES[r]}
                </option>
              ))}
            </Form.Select>
            <FieldError id="rs-role" error={errors.role} />
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId={`rs-dept-${initial.setId ?? 'new'}`}>
            <Form.Label className="small mb-1">학과</Form.Label>
            <Form.Select value={v.role === 'UNIVERSITY' ? '' : (v.deptCd ?? '')} disabled={v.role === 'UNIVERSITY'} onChange={(e) => set('deptCd', e.target.value)} {...invalidProps('rs-dept', errors.deptCd)}>
              <option value="">{v.role === 'UNIVERSITY' ? '전체 학생' : '선택하세요'}</option>
              {depts.map((d) => (
                <option key={d.deptCd} value={d.deptCd}>
                  {d.deptNm}
                </option>
              ))}
            </Form.Select>
            <FieldError id="rs-dept" error={errors.deptCd} />
          </Form.Group>
        </Col>
        <Col xs={6} md={2}>
          <Form.Group controlId={`rs-from-${initial.setId ?? 'new'}`}>
            <Form.Label className="small mb-1">입학연도 부터</Form.Label>
            <Form.Control type="number" min={1950} max={2100} value={v.entryYearFrom} onChange={(e) => set('entryYearFrom', e.target.value as unknown as number)} {...invalidProps('rs-from', errors.entryYearFrom)} />
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId={`rs-to-${initial.setId ?? 'new'}`}>
            <Form.Label className="small mb-1">입학연도 까지</Form.Label>
            <Form.Control type="number" min={1950} max={2100} value={v.entryYearTo} onChange={(e) => set('entryYearTo', e.target.value as unknown as number)} {...invalidProps('rs-to', errors.entryYearTo)} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <Form.Group controlId={`rs-title-${initial.setId ?? 'new'}`}>
            <Form.Label className="small mb-1">요건 이름</Form.Label>
            <Form.Control value={v.title} maxLength={100} onChange={(e) => set('title', e.target.value)} {...invalidProps('rs-title', errors.title)} />
            <FieldError id="rs-title" error={errors.title} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <FieldError id="rs-from" error={errors.entryYearFrom} />
          <FieldError id="rs-to" error={errors.entryYearTo} />
        </Col>
      </Row>
      <Button type="submit" className="mt-2" disabled={busy}>
        {editing ? '요건 정보 저장' : '졸업요건 만들기'}
      </Button>
    </Form>
  );
}
