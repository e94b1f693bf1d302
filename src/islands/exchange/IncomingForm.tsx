// The international office registers an incoming exchange student: name, partner university, term,
// e-mail and host department. The one-time password link is shown once, to pass on to her.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { IncomingInput } from '@/lib/schemas/exchange';
import { TERM_NAMES } from '@/lib/calendar';
import { FieldError, invalidProps, registerShown, toastFailure, FormAlert } from '@/islands/form';

type Values = { korNm: string; univId: string; year: string; termCd: '10' | '20'; email: string; hakguaCd: string };
interface Created {
  userId: string;
  korNm: string;
  univNm: string;
  termNm: string;
  termCd: string;
  year: number;
  link: { token: string; expiresAt: string };
}

interface Props {
  year: number;
  termCd: '10' | '20';
  universities: { univId: number; univNm: string }[];
  departments: { deptCd: string; deptNm: string }[];
}

export default function IncomingForm({ year, termCd, universities, departments }: Props) {
  const [created, setCreated] = useState<Created | null>(null);
  const defaults: Values = { korNm: '', univId: '', year: String(year), termCd, email: '', hakguaCd: '' };
  const { register, handleSubmit, setError, reset, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: defaults,
    resolver: zodResolver(IncomingInput as never) as never,
  });
  async function save(v: Values) {
    try {
      const res = await api.post<Created>('/api/v1/stf/exchange/incoming', v);
      setCreated(res.data);
      reset({ ...v, korNm: '', email: '' });
    } catch (err) {
      if (err instanceof ApiError && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof Values, { message: m });
      }
      toastFailure(err, '등록하지 못했습니다.');
    }
  }
  const shown = registerShown(register, defaults);
  const f = (n: keyof Values) => ({ ...shown(n), ...invalidProps(`incoming-${n}`, errors[n]?.message) });
  const link = created ? `${window.location.origin}/account/set-password?token=${created.link.token}` : '';
  return (
    <>
      {created && (
        <Alert variant="success" data-testid="incoming-created">
          <p className="mb-1">
            <strong>{created.korNm}</strong> ({created.univNm}, {created.year}학년도 {created.termNm}) 학생을 등록했습니다. 포털 아이디: <strong data-testid="incoming-user-id">{created.userId}</strong>
          </p>
          <p className="small mb-1">아래 비밀번호 설정 링크는 지금 한 번만 보입니다. 학생의 이메일로 전달해 주세요. ({new Date(created.link.expiresAt).toLocaleString('ko-KR')}까지)</p>
          <Form.Control readOnly value={link} aria-label="비밀번호 설정 링크" data-testid="incoming-link" onFocus={(e) => e.currentTarget.select()} />
          <Button size="sm" variant="outline-success" className="mt-2" onClick={() => void navigator.clipboard?.writeText(link)}>
            링크 복사
          </Button>
          <a className="btn btn-sm btn-link mt-2" href={`/stf/exchange/incoming?year=${created.year}&termCd=${created.termCd}`}>
            명단 새로 보기
          </a>
        </Alert>
      )}
      <Form onSubmit={handleSubmit(save)} noValidate data-testid="incoming-form" aria-label="교환학생 등록">
        <FormAlert errors={errors} />
        <Row className="g-2">
          <Col xs={12} md={4}>
            <Form.Group controlId="incoming-korNm"><Form.Label>이름</Form.Label><Form.Control maxLength={50} autoComplete="off" {...f('korNm')} /><FieldError id="incoming-korNm" error={errors.korNm?.message} /></Form.Group>
          </Col>
          <Col xs={12} md={4}>
            <Form.Group controlId="incoming-email"><Form.Label>이메일</Form.Label><Form.Control type="email" maxLength={100} autoComplete="off" {...f('email')} /><FieldError id="incoming-email" error={errors.email?.message} /></Form.Group>
          </Col>
          <Col xs={12} md={4}>
            <Form.Group controlId="incoming-univId"><Form.Label>소속 대학 (협정 대학)</Form.Label>
              <Form.Select {...f('univId')}>
                <option value="">선택하세요</option>
                {universities.map((u) => <option key={u.univId} value={String(u.univId)}>{u.univNm}</option>)}
              </Form.Select>
              <FieldError id="incoming-univId" error={errors.univId?.message} />
            </Form.Group>
          </Col>
          <Col xs={6} md={2}>
            <Form.Group controlId="incoming-year"><Form.Label>학년도</Form.Label><Form.Control inputMode="numeric" {...f('year')} /><FieldError id="incoming-year" error={errors.year?.message} /></Form.Group>
          </Col>
          <Col xs={6} md={2}>
            <Form.Group controlId="incoming-termCd"><Form.Label>학기</Form.Label>
              <Form.Select {...f('termCd')}><option value="10">{TERM_NAMES['10']}</option><option value="20">{TERM_NAMES['20']}</option></Form.Select>
              <FieldError id="incoming-termCd" error={errors.termCd?.message} />
            </Form.Group>
          </Col>
          <Col xs={12} md={4}>
            <Form.Group controlId="incoming-hakguaCd"><Form.Label>수학 학과</Form.Label>
              <Form.Select {...f('hakguaCd')}>
                <option value="">선택하세요</option>
                {departments.map((d) => <option key={d.deptCd} value={d.deptCd}>{d.deptNm}</option>)}
              </Form.Select>
              <FieldError id="incoming-hakguaCd" error={errors.hakguaCd?.message} />
            </Form.Group>
          </Col>
        </Row>
        <Button type="submit" className="mt-2" disabled={isSubmitting} data-testid="incoming-submit">교환학생 등록</Button>
      </Form>
    </>
  );
}
