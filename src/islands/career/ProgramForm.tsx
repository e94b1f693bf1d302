// Creates or edits a career programme with its sessions. The same zod schema checks the form here
// and on the server; the server's field errors land on the same fields, and nothing typed is lost.
import { useEffect } from 'react';
import { useFieldArray, useForm, type FieldErrors as RhfErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { ProgramInput } from '@/lib/schemas/career';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { FormAlert, toastFailure } from '@/islands/form';

interface Option {
  value: string;
  label: string;
}
export interface ProgramOptions {
  categories: Option[];
  competencies: Option[];
  colleges: Option[];
  departments: Option[];
  statuses: Option[];
}
interface SessionValues {
  title: string;
  sessionDt: string;
  startTm: string;
  endTm: string;
  place: string;
}
export interface ProgramValues {
  title: string;
  categoryCd: string;
  summary: string;
  description: string;
  competencyCds: string[];
  mileage: string;
  eligibleColgCds: string[];
  eligibleDeptCds: string[];
  eligibleGrades: string[];
  eligibleStatusCds: string[];
  capacity: string;
  waitlistCapacity: string;
  autoApprove: 'Y' | 'N';
  applyStartDt: string;
  applyEndDt: string;
  runStartDt: string;
  runEndDt: string;
  place: string;
  minAttendPct: string;
  reportsRequired: string;
  sessions: SessionValues[];
}

const GRADES = ['1', '2', '3', '4'];

/** What the server receives: the form's strings, with the choices the schema expects. */
function toInput(v: ProgramValues) {
  return { ...v, autoApprove: v.autoApprove === 'Y', eligibleGrades: v.eligibleGrades.map(Number) };
}

// The resolver checks the converted values, so the fields keep what the user typed.
const resolver = (values: ProgramValues, ctx: unknown, opts: Parameters<ReturnType<typeof zodResolver>>[2]) =>
  (zodResolver(ProgramInput) as unknown as (v: unknown, c: unknown, o: unknown) => Promise<{ values: object; errors: RhfErrors<ProgramValues> }>)(toInput(values), ctx, opts).then((r) =>
    Object.keys(r.errors).length ? { values: {}, errors: r.errors } : { values, errors: {} },
  );

export default function ProgramForm({ programId, initial, options }: { programId?: number; initial: ProgramValues; options: ProgramOptions }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProgramValues>({ defaultValues: initial, resolver: resolver as never });
  const sessions = useFieldArray({ control, name: 'sessions' });
  useEffect(() => showPendingToast(), []);

  async function save(values: ProgramValues) {
    try {
      if (programId) {
        const res = await api.post(`/api/v1/stf/career/programs/${programId}`, toInput(values));
        reloadWithToast(res.message);
      } else {
        const res = await api.post<{ programId: number }>('/api/v1/stf/career/programs', toInput(values));
        window.location.assign(`/stf/career/${res.data.programId}?saved=1`);
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object')
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field as keyof ProgramValues, { message });
      toastFailure(err, '프로그램을 저장하지 못했습니다.');
    }
  }

  const err = (name: keyof ProgramValues) => (errors[name] as { message?: string } | undefined)?.message;
  const field = (name: keyof ProgramValues) => ({
    isInvalid: !!err(name),
    'aria-invalid': !!err(name),
    'aria-describedby': err(name) ? `pf-${name}-error` : undefined,
  });
  const feedback = (name: keyof ProgramValues) => (
    <Form.Control.Feedback type="invalid" id={`pf-${name}-error`}>
      {err(name)}
    </Form.Control.Feedback>
  );

  const checks = (name: 'competencyCds' | 'eligibleGrades' | 'eligibleStatusCds', list: Option[], legend: string, hint?: string) => (
    <fieldset className="mb-2" aria-describedby={err(name) ? `pf-${name}-error` : undefined}>
      <legend className="form-label small mb-1">{legend}</legend>
      {hint && <p className="small text-secondary mb-1">{hint}</p>}
      <div className="d-flex flex-wrap gap-3">
        {list.map((o) => (
          <Form.Check key={o.value} type="checkbox" id={`pf-${name}-${o.value}`} label={o.label} value={o.value} {...register(name)} />
        ))}
      </div>
      {err(name) && (
        <div className="invalid-feedback d-block" id={`pf-${name}-error`}>
          {err(name)}
        </div>
      )}
    </fieldset>
  );

  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid="program-form">
      <FormAlert errors={errors} />
      <section className="card mb-3" aria-labelledby="pf-basic">
        <div className="card-body">
          <h2 id="pf-basic" className="h6">기본 정보</h2>
          <Row className="g-2">
            <Col xs={12} md={8}>
              <Form.Group controlId="pf-title">
                <Form.Label className="small mb-1">프로그램명</Form.Label>
                <Form.Control maxLength={100} {...register('title')} {...field('title')} />
                {feedback('title')}
              </Form.Group>
            </Col>
            <Col xs={12} md={4}>
              <Form.Group controlId="pf-categoryCd">
                <Form.Label className="small mb-1">분류</Form.Label>
                <Form.Select {...register('categoryCd')} {...field('categoryCd')}>
                  <option value="">선택하세요</option>
                  {options.categories.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Form.Select>
                {feedback('categoryCd')}
              </Form.Group>
            </Col>
            <Col xs={12}>
              <Form.Group controlId="pf-summary">
                <Form.Label className="small mb-1">요약 (목록에 보이는 한 줄)</Form.Label>
                <Form.Control maxLength={200} {...register('summary')} {...field('summary')} />
                {feedback('summary')}
              </Form.Group>
            </Col>
            <Col xs={12}>
              <Form.Group controlId="pf-description">
                <Form.Label className="small mb-1">소개</Form.Label>
                <Form.Control as="textarea" rows={5} maxLength={4000} {...register('description')} {...field('description')} />
                {feedback('description')}
              </Form.Group>
            </Col>
            <Col xs={12} md={8}>
              {checks('competencyCds', options.competencies, '기르는 역량')}
            </Col>
            <Col xs={6} md={4}>
              <Form.Group controlId="pf-mileage">
                <Form.Label className="small mb-1">마일리지 (점)</Form.Label>
                <Form.Control inputMode="numeric" {...register('mileage')} {...field('mileage')} />
                {feedback('mileage')}
              </Form.Group>
            </Col>
            <Col xs={12} md={6}>
              <Form.Group controlId="pf-place">
                <Form.Label className="small mb-1">장소</Form.Label>
                <Form.Control maxLength={100} placeholder="예: 학생회관 205호" {...register('place')} {...field('place')} />
                {feedback('place')}
              </Form.Group>
            </Col>
          </Row>
        </div>
      </section>

      <section className="card mb-3" aria-labelledby="pf-period">
        <div className="card-body">
          <h2 id="pf-period" className="h6">기간과 정원</h2>
          <Row className="g-2">
            {(
              [
                ['applyStartDt', '신청 시작일'],
                ['applyEndDt', '신청 마감일'],
                ['runStartDt', '운영 시작일'],
                ['runEndDt', '운영 종료일'],
              ] as const
            ).map(([name, label]) => (
              <Col xs={6} md={3} key={name}>
                <Form.Group controlId={`pf-${name}`}>
                  <Form.Label className="small mb-1">{label}</Form.Label>
                  <Form.Control type="date" {...register(name)} {...field(name)} />
                  {feedback(name)}
                </Form.Group>
              </Col>
            ))}
            <Col xs={6} md={3}>
              <Form.Group controlId="pf-capacity">
                <Form.Label className="small mb-1">정원 (명)</Form.Label>
                <Form.Control inputMode="numeric" {...register('capacity')} {...field('capacity')} />
                {feedback('capacity')}
              </Form.Group>
            </Col>
            <Col xs={6} md={3}>
              <Form.Group controlId="pf-waitlistCapacity">
                <Form.Label className="small mb-1">대기 인원 (명)</Form.Label>
                <Form.Control inputMode="numeric" {...register('waitlistCapacity')} {...field('waitlistCapacity')} />
                {feedback('waitlistCapacity')}
              </Form.Group>
            </Col>
            <Col xs={12} md={6}>
              <fieldset>
                <legend className="form-label small mb-1">승인 방식</legend>
                <div className="d-flex flex-wrap gap-3">
                  <Form.Check type="radio" id="pf-auto-Y" value="Y" label="신청 즉시 승인 (선착순)" {...register('autoApprove')} />
                  <Form.Check type="radio" id="pf-auto-N" value="N" label="담당자 심사 후 승인" {...register('autoApprove')} />
                </div>
              </fieldset>
            </Col>
          </Row>
        </div>
      </section>

      <section className="card mb-3" aria-labelledby="pf-elig">
        <div className="card-body">
          <h2 id="pf-elig" className="h6">신청 대상</h2>
          <p className="small text-secondary">아무것도 고르지 않으면 전체 학생이 신청할 수 있습니다.</p>
          {checks('eligibleGrades', GRADES.map((g) => ({ value: g, label: `${g}학년` })), '학년')}
          {checks('eligibleStatusCds', options.statuses, '학적 상태')}
          <Row className="g-2">
            <Col xs={12} md={6}>
              <Form.Group controlId="pf-eligibleColgCds">
                <Form.Label className="small mb-1">단과대학 (여러 개는 Ctrl 또는 ⌘를 누른 채 선택)</Form.Label>
                <Form.Select multiple htmlSize={5} {...register('eligibleColgCds')} {...field('eligibleColgCds')}>
                  {options.colleges.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Form.Select>
                {feedback('eligibleColgCds')}
              </Form.Group>
            </Col>
            <Col xs={12} md={6}>
              <Form.Group controlId="pf-eligibleDeptCds">
                <Form.Label className="small mb-1">학과 (여러 개는 Ctrl 또는 ⌘를 누른 채 선택)</Form.Label>
                <Form.Select multiple htmlSize={5} {...register('eligibleDeptCds')} {...field('eligibleDeptCds')}>
                  {options.departments.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Form.Select>
                {feedback('eligibleDeptCds')}
              </Form.Group>
            </Col>
          </Row>
        </div>
      </section>

      <section className="card mb-3" aria-labelledby="pf-sessions">
        <div className="card-body">
          <h2 id="pf-sessions" className="h6">회차와 이수 기준</h2>
          <Row className="g-2 mb-3">
            <Col xs={8} md={4}>
              <Form.Group controlId="pf-minAttendPct">
                <Form.Label className="small mb-1">이수 출석률 (%)</Form.Label>
                <Form.Control inputMode="numeric" {...register('minAttendPct')} {...field('minAttendPct')} />
                {feedback('minAttendPct')}
              </Form.Group>
            </Col>
            <Col xs={8} md={4}>
              <Form.Group controlId="pf-reportsRequired">
                <Form.Label className="small mb-1">필수 과제 수 (건)</Form.Label>
                <Form.Control inputMode="numeric" {...register('reportsRequired')} {...field('reportsRequired')} />
                {feedback('reportsRequired')}
              </Form.Group>
            </Col>
          </Row>
          {err('sessions') && (
            <div className="alert alert-danger py-2 small" id="pf-sessions-error">
              {err('sessions')}
            </div>
          )}
          <ol className="list-unstyled vstack gap-2 mb-2" data-testid="sessions">
            {sessions.fields.map((f, i) => {
              const se = errors.sessions?.[i];
              const id = (k: string) => `pf-s${i}-${k}`;
              const inv = (k: keyof SessionValues) => ({ isInvalid: !!se?.[k], 'aria-invalid': !!se?.[k], 'aria-describedby': se?.[k] ? `${id(k)}-error` : undefined });
              const fb = (k: keyof SessionValues) => (
                <Form.Control.Feedback type="invalid" id={`${id(k)}-error`}>
                  {se?.[k]?.message}
                </Form.Control.Feedback>
              );
              return (
                <li key={f.id} className="border rounded p-2">
                  <Row className="g-2 align-items-end">
                    <Col xs={12} md={4}>
                      <Form.Group controlId={id('title')}>
                        <Form.Label className="small mb-1">{i + 1}회차 제목</Form.Label>
                        <Form.Control maxLength={100} {...register(`sessions.${i}.title`)} {...inv('title')} />
                        {fb('title')}
                      </Form.Group>
                    </Col>
                    <Col xs={12} sm={4} md={2}>
                      <Form.Group controlId={id('sessionDt')}>
                        <Form.Label className="small mb-1">날짜</Form.Label>
                        <Form.Control type="date" {...register(`sessions.${i}.sessionDt`)} {...inv('sessionDt')} />
                        {fb('sessionDt')}
                      </Form.Group>
                    </Col>
                    <Col xs={6} sm={4} md={2}>
                      <Form.Group controlId={id('startTm')}>
                        <Form.Label className="small mb-1">시작</Form.Label>
                        <Form.Control type="time" {...register(`sessions.${i}.startTm`)} {...inv('startTm')} />
                        {fb('startTm')}
                      </Form.Group>
                    </Col>
                    <Col xs={6} sm={4} md={2}>
                      <Form.Group controlId={id('endTm')}>
                        <Form.Label className="small mb-1">끝</Form.Label>
                        <Form.Control type="time" {...register(`sessions.${i}.endTm`)} {...inv('endTm')} />
                        {fb('endTm')}
                      </Form.Group>
                    </Col>
                    <Col xs={12} md={2} className="d-flex gap-1">
                      <Button variant="outline-secondary" size="sm" onClick={() => sessions.remove(i)} disabled={sessions.fields.length <= 1} aria-label={`${i + 1}회차 삭제`}>
                        삭제
                      </Button>
                    </Col>
                    <Col xs={12}>
                      <Form.Group controlId={id('place')}>
                        <Form.Label className="small mb-1">회차 장소 (프로그램 장소와 다를 때)</Form.Label>
                        <Form.Control maxLength={100} {...register(`sessions.${i}.place`)} {...inv('place')} />
                        {fb('place')}
                      </Form.Group>
                    </Col>
                  </Row>
                </li>
              );
            })}
          </ol>
          <Button
            variant="outline-primary"
            size="sm"
            disabled={sessions.fields.length >= 40}
            onClick={() => {
              const last = sessions.fields.at(-1);
              sessions.append({ title: '', sessionDt: last?.sessionDt ?? '', startTm: last?.startTm ?? '14:00', endTm: last?.endTm ?? '16:00', place: '' });
            }}
          >
            회차 추가
          </Button>
        </div>
      </section>
      <div className="d-flex gap-2">
        <Button type="submit" disabled={isSubmitting} data-testid="program-save">
          {programId ? '변경 저장' : '프로그램 등록'}
        </Button>
        <a className="btn btn-link" href={programId ? `/stf/career/${programId}` : '/stf/career'}>
          취소
        </a>
      </div>
    </Form>
  );
}
