// Contests for staff: the list (with early close and reopen) and one form for a new contest or the
// one chosen for editing. The shared ContestInput schema checks the form here and on the server.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row, Table } from 'react-bootstrap';
import { ContestInput } from '@/lib/schemas/recruiting';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { toast } from '@/lib/ui/toast';
import { ErrorSummary, toastFailure } from '@/islands/form';

type Option = { cd: string; nm: string };
interface Contest {
  contestId: number;
  title: string;
  fieldCd: string;
  fieldNm: string;
  hostNm: string;
  targetNm: string;
  prize: string | null;
  applyStartDt: string;
  applyEndDt: string;
  description: string;
  homepage: string | null;
  status: string;
  dDay: string;
  closed: boolean;
}
type Values = { title: string; fieldCd: string; hostNm: string; targetNm: string; prize: string; applyStartDt: string; applyEndDt: string; description: string; homepage: string };
const EMPTY: Values = { title: '', fieldCd: '', hostNm: '', targetNm: '대학생', prize: '', applyStartDt: '', applyEndDt: '', description: '', homepage: '' };

export default function ContestManager({ contests, fields }: { contests: Contest[]; fields: Option[] }) {
  const [editing, setEditing] = useState<Contest | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: EMPTY, resolver: zodResolver(ContestInput) as never });

  function edit(c: Contest | null) {
    setEditing(c);
    reset(c ? { title: c.title, fieldCd: c.fieldCd, hostNm: c.hostNm, targetNm: c.targetNm, prize: c.prize ?? '', applyStartDt: c.applyStartDt, applyEndDt: c.applyEndDt, description: c.description, homepage: c.homepage ?? '' } : EMPTY);
    document.getElementById('contest-form')?.scrollIntoView({ behavior: 'smooth' });
  }

  async function save(values: Values) {
    try {
      const res = await api.post(editing ? `/api/v1/recruiting/manage/contests/${editing.contestId}` : '/api/v1/recruiting/manage/contests', values);
      reloadWithToast(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field as keyof Values, { message });
      }
      toast.error(err instanceof ApiError ? err.message : '저장하지 못했습니다.');
    }
  }

  async function setStatus(c: Contest, status: 'OPEN' | 'CLOSED') {
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/recruiting/manage/contests/${c.contestId}/status`, { status });
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '처리하지 못했습니다.');
      setBusy(false);
    }
  }

  const control = (name: keyof Values) => ({ isInvalid: !!errors[name], 'aria-describedby': errors[name] ? `contest-${name}-error` : undefined, ...register(name) });
  const feedback = (name: keyof Values) => (
    <Form.Control.Feedback type="invalid" id={`contest-${name}-error`}>
      {errors[name]?.message}
    </Form.Control.Feedback>
  );
  const errorMap = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, String(v?.message ?? '')]));
  const input = (name: keyof Values, label: string, props: Record<string, unknown> = {}, md = 6) => (
    <Col xs={12} md={md}>
      <Form.Group controlId={`contest-${name}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control {...props} {...control(name)} />
        {feedback(name)}
      </Form.Group>
    </Col>
  );

  return (
    <>
      <div className="card mb-3">
        <div className="table-responsive">
          <Table hover className="align-middle mb-0 small" data-testid="contest-admin-list">
            <caption className="visually-hidden">공모전 목록</caption>
            <thead>
              <tr>
                <th scope="col">상태</th>
                <th scope="col">공모전</th>
                <th scope="col">접수 기간</th>
                <th scope="col">
                  <span className="visually-hidden">관리</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {contests.map((c) => (
                <tr key={c.contestId}>
                  <td className="text-nowrap">{c.status === 'CLOSED' ? '조기 마감' : c.closed ? '기간 마감' : `게시 중 (${c.dDay})`}</td>
                  <td>
                    {c.title}
                    <br />
                    <span className="text-secondary">
                      {c.hostNm} · {c.fieldNm}
                    </span>
                  </td>
                  <td className="text-nowrap">
                    {c.applyStartDt} ~ {c.applyEndDt}
                  </td>
                  <td className="text-end text-nowrap">
                    <Button size="sm" variant="outline-secondary" className="me-1" onClick={() => edit(c)} aria-label={`${c.title} 수정`}>
                      수정
                    </Button>
                    <Button size="sm" variant={c.status === 'CLOSED' ? 'outline-primary' : 'outline-danger'} disabled={busy} onClick={() => void setStatus(c, c.status === 'CLOSED' ? 'OPEN' : 'CLOSED')} aria-label={`${c.title} ${c.status === 'CLOSED' ? '다시 게시' : '마감'}`}>
                      {c.status === 'CLOSED' ? '다시 게시' : '마감'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </div>
      <section className="card" id="contest-form" aria-labelledby="contest-form-h">
        <div className="card-body">
          <h2 id="contest-form-h" className="h6">
            {editing ? `${editing.title} 수정` : '새 공모전 등록'}
          </h2>
          <Form onSubmit={handleSubmit(save)} noValidate data-testid="contest-form">
            <ErrorSummary errors={errorMap} />
            <Row className="g-3">
              {input('title', '공모전명', { maxLength: 100 })}
              <Col xs={12} md={6}>
                <Form.Group controlId="contest-fieldCd">
                  <Form.Label>분야</Form.Label>
                  <Form.Select {...control('fieldCd')}>
                    <option value="">선택</option>
                    {fields.map((f) => (
                      <option key={f.cd} value={f.cd}>
                        {f.nm}
                      </option>
                    ))}
                  </Form.Select>
                  {feedback('fieldCd')}
                </Form.Group>
              </Col>
              {input('hostNm', '주최', { maxLength: 60 })}
              {input('targetNm', '참가 대상', { maxLength: 60 })}
              {input('prize', '시상·혜택', { maxLength: 100 })}
              {input('homepage', '홈페이지', { type: 'url', placeholder: 'https://' })}
              {input('applyStartDt', '접수 시작일', { type: 'date' }, 3)}
              {input('applyEndDt', '마감일', { type: 'date' }, 3)}
              {input('description', '소개', { as: 'textarea', rows: 4, maxLength: 4000 }, 12)}
            </Row>
            <div className="d-flex gap-2 mt-3">
              <Button type="submit" disabled={isSubmitting} data-testid="contest-save">
                {editing ? '저장' : '등록'}
              </Button>
              {editing && (
                <Button variant="outline-secondary" onClick={() => edit(null)}>
                  새 공모전 등록으로
                </Button>
              )}
            </div>
          </Form>
        </div>
      </section>
    </>
  );
}
