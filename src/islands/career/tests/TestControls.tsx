// Small staff controls of the test pages: release the right answers, the programme's pass mark,
// and the points of one short answer.
import { useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

export function ReleaseAnswers({ testId, released }: { testId: number; released: boolean }) {
  const [busy, setBusy] = useState(false);
  async function toggle() {
    const yes = await confirmDialog({
      title: released ? '정답 공개 취소' : '정답 공개',
      message: released ? '학생들의 결과 화면에서 정답과 문항별 점수를 다시 숨깁니다.' : '응시한 학생들이 결과 화면에서 정답과 문항별 점수를 볼 수 있게 됩니다. 공개할까요?',
      confirmText: released ? '숨기기' : '공개',
    });
    if (!yes) return;
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/stf/career/tests/${testId}/release`, { released: !released });
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '처리하지 못했습니다.');
      setBusy(false);
    }
  }
  return (
    <Button variant={released ? 'outline-secondary' : 'success'} disabled={busy} onClick={toggle} data-testid="release-answers">
      {released ? '정답 공개 취소' : '정답 공개'}
    </Button>
  );
}

export function PassMarkForm({ programId, value }: { programId: number; value: number | null }) {
  const [mark, setMark] = useState(value === null ? '' : String(value));
  const [error, setError] = useState<string | null>(null);
  async function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const res = await api.post(`/api/v1/stf/career/programs/${programId}/pass-mark`, { testPassMark: mark });
      reloadWithToast(res.message);
    } catch (err) {
      const data = (err as { data?: Record<string, string> }).data;
      if (data?.testPassMark) setError(data.testPassMark);
      else toastFailure(err, '저장하지 못했습니다.');
    }
  }
  return (
    <Form onSubmit={save} noValidate className="d-flex flex-wrap gap-2 align-items-start" data-testid="pass-mark-form">
      <div>
        <InputGroup size="sm" className="mw-220">
          <InputGroup.Text as="label" htmlFor="pass-mark">합격 점수</InputGroup.Text>
          <Form.Control id="pass-mark" inputMode="numeric" value={mark} onChange={(e) => setMark(e.target.value)} isInvalid={!!error} aria-invalid={!!error} aria-describedby={error ? 'pass-mark-error' : 'pass-mark-hint'} placeholder="없음" />
          <InputGroup.Text>점</InputGroup.Text>
        </InputGroup>
        {error ? <div className="invalid-feedback d-block" id="pass-mark-error">{error}</div> : <div className="form-text" id="pass-mark-hint">100점 환산 기준. 비우면 시험은 이수에 반영되지 않습니다.</div>}
      </div>
      <Button type="submit" size="sm" variant="outline-primary">저장</Button>
    </Form>
  );
}

export function GradeAnswer({ attemptId, questionId, max, current }: { attemptId: number; questionId: number; max: number; current: number | null }) {
  const [points, setPoints] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | null>(null);
  const id = `grade-${attemptId}-${questionId}`;
  async function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const res = await api.post(`/api/v1/stf/career/attempts/${attemptId}/grade`, { questionId, points });
      reloadWithToast(res.message);
    } catch (err) {
      const data = (err as { data?: Record<string, string> }).data;
      if (data?.points) setError(data.points);
      else toastFailure(err, '점수를 저장하지 못했습니다.');
    }
  }
  return (
    <Form onSubmit={save} noValidate className="d-inline-flex gap-1 align-items-start" data-testid="grade-form">
      <div>
        <InputGroup size="sm" className="w-150">
          <Form.Control id={id} aria-label={`점수 (0~${max}점)`} inputMode="numeric" value={points} onChange={(e) => setPoints(e.target.value)} isInvalid={!!error} aria-invalid={!!error} />
          <InputGroup.Text>/{max}점</InputGroup.Text>
        </InputGroup>
        {error && <div className="invalid-feedback d-block">{error}</div>}
      </div>
      <Button type="submit" size="sm" variant="primary">채점</Button>
    </Form>
  );
}
