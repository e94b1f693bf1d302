// Staff: find a student by 학번 or name and issue the badge by hand with a reason.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, ListGroup, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { BadgeIssueInput } from '@/lib/schemas/badges';
import { FieldError, invalidProps, toastFailure, FormAlert } from '@/islands/form';

type Values = { studentId: string; reason: string };
type Found = { userId: string; korNm: string; gradeCd: string | null };

export default function IssueForm({ badgeId }: { badgeId: number }) {
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  const { register, handleSubmit, setError, setValue, watch, formState: { errors, isSubmitting } } = useForm<Values>({
    defaultValues: { studentId: '', reason: '' },
    resolver: zodResolver(BadgeIssueInput) as never,
  });
  const chosen = watch('studentId');

  async function search() {
    if (!keyword.trim()) return;
    try {
      const res = await api.get<Found[]>('/api/v1/stf/badges/students', { keyword: keyword.trim() });
      setFound(res.data);
    } catch (err) {
      toastFailure(err, '학생을 찾지 못했습니다.');
    }
  }

  async function save(values: Values) {
    try {
      const res = await api.post(`/api/v1/stf/badges/${badgeId}/awards`, values);
      reloadWithToast(res.message || '수여했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof Values, { message: m });
      }
      toastFailure(err, '수여하지 못했습니다.');
    }
  }

  return (
    <div data-testid="issue-form">
      <Form.Group controlId="issue-search" className="mb-2">
        <Form.Label>학생 찾기 (학번 또는 이름)</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control value={keyword} maxLength={30} onChange={(e) => setKeyword(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void search(); } }} />
          <Button variant="outline-secondary" onClick={search} className="text-nowrap">검색</Button>
        </div>
      </Form.Group>
      {found && (
        found.length === 0 ? <p className="small text-secondary">검색 결과가 없습니다.</p> : (
          <ListGroup className="mb-2" aria-label="검색된 학생">
            {found.map((s) => (
              <ListGroup.Item key={s.userId} action active={chosen === s.userId} onClick={() => setValue('studentId', s.userId, { shouldValidate: true })}>
                {s.korNm} <span className="small">({s.userId}{s.gradeCd ? `, ${s.gradeCd}학년` : ''})</span>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )
      )}
      <Form onSubmit={handleSubmit(save)} noValidate>
        <FormAlert errors={errors} />
        <Row className="g-2">
          <Col xs={12} md={4}>
            <Form.Group controlId="issue-studentId">
              <Form.Label>학번</Form.Label>
              <Form.Control maxLength={30} {...register('studentId')} {...invalidProps('issue-studentId', errors.studentId?.message)} />
              <FieldError id="issue-studentId" error={errors.studentId?.message} />
            </Form.Group>
          </Col>
          <Col xs={12} md={8}>
            <Form.Group controlId="issue-reason">
              <Form.Label>수여 사유</Form.Label>
              <Form.Control maxLength={300} {...register('reason')} {...invalidProps('issue-reason', errors.reason?.message)} />
              <FieldError id="issue-reason" error={errors.reason?.message} />
            </Form.Group>
          </Col>
        </Row>
        <Button type="submit" className="mt-2" disabled={isSubmitting} data-testid="issue">수여</Button>
      </Form>
    </div>
  );
}
