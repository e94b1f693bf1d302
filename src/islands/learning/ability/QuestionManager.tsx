// Staff: the self-diagnosis questions per competency. Add, edit, and disable or enable again; a question
// is never deleted, so that stored answers keep pointing at it. The server checks every change again.
import { useState, type FormEvent } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { confirmDialog } from '@/lib/ui/dialog';
import { QuestionInput } from '@/lib/learning/diagnosis';
import { checkWith, FieldError, FormError, invalidProps, serverFieldErrors, toastFailure, type FieldErrors } from '@/islands/form';

export interface QuestionRowProps {
  questionId: number;
  competencyCd: string;
  text: string;
  sortOrd: number;
  useYn: string;
  answeredCnt: number;
}

interface Draft {
  competencyCd: string;
  text: string;
  sortOrd: string;
}

const toBody = (d: Draft) => ({ competencyCd: d.competencyCd, text: d.text, ...(d.sortOrd.trim() === '' ? {} : { sortOrd: Number(d.sortOrd) }) });

function QuestionForm({ prefix, competencies, initial, submitText, onSubmit, onCancel }: { prefix: string; competencies: { competencyCd: string; korNm: string }[]; initial: Draft; submitText: string; onSubmit: (body: ReturnType<typeof toBody>) => Promise<FieldErrors | null>; onCancel?: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = toBody(draft);
    const local = checkWith(QuestionInput, body);
    if (draft.sortOrd.trim() !== '' && !Number.isFinite(Number(draft.sortOrd))) local.sortOrd = '순서는 숫자여야 합니다.';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    const serverErrors = await onSubmit(body);
    setBusy(false);
    if (serverErrors) setErrors(serverErrors);
    else if (!onCancel) setDraft({ ...initial, competencyCd: draft.competencyCd });
  }

  return (
    <Form onSubmit={submit} noValidate className="row g-2 align-items-start" data-testid={`${prefix}-form`}>
      <div className="col-12">
        <FormError errors={errors} />
      </div>
      <Form.Group className="col-12 col-md-3" controlId={`${prefix}-competency`}>
        <Form.Label className="small mb-1">역량</Form.Label>
        <Form.Select value={draft.competencyCd} onChange={set('competencyCd')} {...invalidProps(`${prefix}-competency`, errors.competencyCd)}>
          <option value="">선택</option>
          {competencies.map((c) => (
            <option key={c.competencyCd} value={c.competencyCd}>
              {c.korNm}
            </option>
          ))}
        </Form.Select>
        <FieldError id={`${prefix}-competency`} error={errors.competencyCd} />
      </Form.Group>
      <Form.Group className="col-12 col-md-7" controlId={`${prefix}-text`}>
        <Form.Label className="small mb-1">문항 (5~200자)</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={200} value={draft.text} onChange={set('text')} {...invalidProps(`${prefix}-text`, errors.text)} />
        <FieldError id={`${prefix}-text`} error={errors.text} />
      </Form.Group>
      <Form.Group className="col-6 col-md-2" controlId={`${prefix}-sort`}>
        <Form.Label className="small mb-1">순서</Form.Label>
        <Form.Control type="number" min={0} max={999} value={draft.sortOrd} placeholder="맨 뒤" onChange={set('sortOrd')} {...invalidProps(`${prefix}-sort`, errors.sortOrd)} />
        <FieldError id={`${prefix}-sort`} error={errors.sortOrd} />
      </Form.Group>
      <div className="col-12 d-flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {submitText}
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" size="sm" onClick={onCancel}>
            취소
          </Button>
        )}
      </div>
    </Form>
  );
}

export default function QuestionManager({ competencies, initial }: { competencies: { competencyCd: string; korNm: string }[]; initial: QuestionRowProps[] }) {
  const [rows, setRows] = useState(initial);
  const [editing, setEditing] = useState<number | null>(null);

  async function call(path: string, body: unknown, fallback: string): Promise<{ row?: QuestionRowProps; errors: FieldErrors | null }> {
    try {
      const res = await api.post<QuestionRowProps>(path, body);
      toast.success(res.message);
      return { row: res.data, errors: null };
    } catch (err) {
      toastFailure(err, fallback);
      const fields = serverFieldErrors(err);
      return { errors: Object.keys(fields).length ? fields : err instanceof ApiError ? { _: err.message } : { _: fallback } };
    }
  }

  const merge = (row: QuestionRowProps) => setRows((list) => (list.some((r) => r.questionId === row.questionId) ? list.map((r) => (r.questionId === row.questionId ? { ...r, ...row } : r)) : [...list, { ...row, answeredCnt: 0 }]));

  async function toggle(row: QuestionRowProps) {
    const off = row.useYn === 'Y';
    if (off && !(await confirmDialog({ title: '문항 사용 중지', message: `"${row.text}" 문항을 진단에서 뺄까요? 이미 저장된 응답과 점수는 그대로 남습니다.`, confirmText: '사용 중지' }))) return;
    const { row: updated } = await call(`/api/v1/stf/learning/competencies/questions/${row.questionId}/use`, { useYn: off ? 'N' : 'Y' }, '사용 여부를 바꾸지 못했습니다.');
    if (updated) merge(updated);
  }

  return (
    <div data-testid="question-manager">
      <section className="card mb-4" aria-labelledby="q-new-h">
        <div className="card-header bg-white">
          <h2 id="q-new-h" className="h6 m-0">새 문항 추가</h2>
        </div>
        <div className="card-body">
          <QuestionForm
            prefix="q-new"
            competencies={competencies}
            initial={{ competencyCd: '', text: '', sortOrd: '' }}
            submitText="문항 추가"
            onSubmit={async (body) => {
              const { row, errors } = await call('/api/v1/stf/learning/competencies/questions', body, '문항을 추가하지 못했습니다.');
              if (row) merge(row);
              return errors;
            }}
          />
        </div>
      </section>

      {competencies.map((c) => {
        const list = rows.filter((r) => r.competencyCd === c.competencyCd).sort((a, b) => a.sortOrd - b.sortOrd || a.questionId - b.questionId);
        const active = list.filter((r) => r.useYn === 'Y').length;
        return (
          <section key={c.competencyCd} className="mb-4" aria-labelledby={`q-${c.competencyCd}-h`} data-competency={c.competencyCd}>
            <h2 id={`q-${c.competencyCd}-h`} className="h6">
              {c.korNm} <span className="text-secondary fw-normal small">사용 {active}문항{list.length !== active && ` · 중지 ${list.length - active}문항`}</span>
            </h2>
            {list.length === 0 ? (
              <p className="small text-secondary">문항이 없습니다. 이 역량은 진단 점수가 나오지 않습니다.</p>
            ) : (
              <ul className="list-group">
                {list.map((r) => (
                  <li key={r.questionId} className={r.useYn === 'Y' ? 'list-group-item' : 'list-group-item bg-light'} data-question={r.questionId} data-use={r.useYn}>
                    {editing === r.questionId ? (
                      <QuestionForm
                        prefix={`q-${r.questionId}`}
                        competencies={competencies}
                        initial={{ competencyCd: r.competencyCd, text: r.text, sortOrd: String(r.sortOrd) }}
                        submitText="저장"
                        onCancel={() => setEditing(null)}
                        onSubmit={async (body) => {
                          const { row, errors } = await call(`/api/v1/stf/learning/competencies/questions/${r.questionId}`, body, '문항을 고치지 못했습니다.');
                          if (row) {
                            merge(row);
                            setEditing(null);
                          }
                          return errors;
                        }}
                      />
                    ) : (
                      <div className="d-flex flex-wrap justify-content-between gap-2">
                        <div className="flex-grow-1 q-text">
                          <span className="text-secondary small me-1">#{r.sortOrd}</span>
                          <span className={r.useYn === 'Y' ? '' : 'text-secondary text-decoration-line-through'}>{r.text}</span>
                          <div className="small text-secondary">
                            응답 {r.answeredCnt}건 {r.useYn === 'N' && <Badge bg="secondary">사용 중지</Badge>}
                          </div>
                        </div>
                        <div className="d-flex gap-1 align-items-start">
                          <Button size="sm" variant="outline-primary" onClick={() => setEditing(r.questionId)} aria-label={`${r.text} 수정`}>
                            수정
                          </Button>
                          <Button size="sm" variant={r.useYn === 'Y' ? 'outline-danger' : 'outline-success'} onClick={() => toggle(r)} aria-label={`${r.text} ${r.useYn === 'Y' ? '사용 중지' : '다시 사용'}`}>
                            {r.useYn === 'Y' ? '사용 중지' : '다시 사용'}
                          </Button>
                        </div>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
