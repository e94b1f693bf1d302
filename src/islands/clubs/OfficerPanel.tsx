// The officers' tools on their club's page: decide waiting join requests and record an activity.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { promptDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { ActivityInput } from '@/lib/schemas/clubs';
import { FieldError, invalidProps, toastFailure, FormAlert } from '@/islands/form';

interface Request {
  memberId: number;
  korNm: string;
  motivation: string | null;
  /** The day of the request, as the page formats dates. */
  createdAt: string;
}

interface Props {
  clubId: number;
  pending: Request[];
  today: string;
}

type ActivityValues = { actDt: string; title: string; description: string };

export default function OfficerPanel({ clubId, pending, today }: Props) {
  const [busy, setBusy] = useState<number | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<ActivityValues>({
    defaultValues: { actDt: today, title: '', description: '' },
    resolver: zodResolver(ActivityInput) as never,
  });

  async function decide(r: Request, decision: 'APPROVE' | 'REJECT') {
    let note: string | undefined;
    if (decision === 'REJECT') {
      const reason = await promptDialog({ title: '가입 반려', message: `${r.korNm} 학생의 가입 신청을 반려하는 사유를 입력해 주세요.`, confirmText: '반려', cancelText: '돌아가기' });
      if (!reason) return;
      note = reason;
    }
    setBusy(r.memberId);
    try {
      const res = await api.post(`/api/v1/clubs/members/${r.memberId}/decision`, { decision, note });
      reloadWithToast(res.message || '처리했습니다.');
    } catch (err) {
      toastFailure(err, '처리하지 못했습니다.');
      setBusy(null);
    }
  }

  async function record(values: ActivityValues) {
    try {
      const res = await api.post(`/api/v1/clubs/${clubId}/activities`, values);
      reloadWithToast(res.message || '활동을 기록했습니다.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [k, m] of Object.entries(err.data as Record<string, string>)) setError(k as keyof ActivityValues, { message: m });
      }
      toastFailure(err, '활동을 기록하지 못했습니다.');
    }
  }

  return (
    <div className="d-grid gap-4">
      <section aria-labelledby="pending-h">
        <h3 id="pending-h" className="h6">가입 신청 ({pending.length}건)</h3>
        {pending.length === 0 ? (
          <p className="small text-secondary mb-0">기다리는 가입 신청이 없습니다.</p>
        ) : (
          <ul className="list-group" data-testid="pending-list">
            {pending.map((r) => (
              <li key={r.memberId} className="list-group-item d-flex flex-wrap gap-2 align-items-center" data-testid="pending-request" data-member-id={r.memberId}>
                <div className="me-auto">
                  <strong>{r.korNm}</strong>
                  <span className="small text-secondary ms-2">{r.createdAt}</span>
                  {r.motivation && <p className="small mb-0 text-break">{r.motivation}</p>}
                </div>
                <Button onClick={() => void decide(r, 'APPROVE')} disabled={busy !== null} data-testid="approve">
                  승인
                </Button>
                <Button variant="outline-danger" onClick={() => void decide(r, 'REJECT')} disabled={busy !== null} data-testid="reject">
                  반려
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="act-h">
        <h3 id="act-h" className="h6">새 활동 기록하기</h3>
        <p className="small text-secondary">기록한 활동은 현재 회원 모두의 포트폴리오 활동 이력에 남습니다.</p>
        <Form onSubmit={handleSubmit(record)} noValidate data-testid="activity-form">
          <FormAlert errors={errors} />
          <Row className="g-2">
            <Col xs={12} md={4}>
              <Form.Group controlId="act-dt">
                <Form.Label>활동일</Form.Label>
                <Form.Control type="date" max={today} {...register('actDt')} {...invalidProps('act-dt', errors.actDt?.message)} />
                <FieldError id="act-dt" error={errors.actDt?.message} />
              </Form.Group>
            </Col>
            <Col xs={12} md={8}>
              <Form.Group controlId="act-title">
                <Form.Label>활동명</Form.Label>
                <Form.Control maxLength={100} {...register('title')} {...invalidProps('act-title', errors.title?.message)} />
                <FieldError id="act-title" error={errors.title?.message} />
              </Form.Group>
            </Col>
            <Col xs={12}>
              <Form.Group controlId="act-desc">
                <Form.Label>활동 내용</Form.Label>
                <Form.Control as="textarea" rows={3} maxLength={2000} {...register('description')} {...invalidProps('act-desc', errors.description?.message)} />
                <FieldError id="act-desc" error={errors.description?.message} />
              </Form.Group>
            </Col>
          </Row>
          <Button type="submit" className="mt-2" disabled={isSubmitting} data-testid="record-activity">
            활동 기록
          </Button>
        </Form>
      </section>
    </div>
  );
}
