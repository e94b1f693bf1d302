// Answering one survey, one section per step (previous/next, progress): every question of its kind,
// checked with the same schema as the server (required questions, choices within the options,
// every row of a required matrix, text lengths) with each Korean message under its question. A
// branch of a single-choice answer decides the next section, computed with the same rule as the
// server; the answers so far can be saved as a draft and resumed. The server's own refusals
// (closed, already answered) arrive as a toast.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { answerSheetOf } from '@/lib/schemas/surveys';
import { LONG_MAX, RATING_DEFAULT, SCALE_LABELS, SHORT_MAX, sectionPath } from '@/lib/surveys/rules';
import { reloadWithToast } from '@/lib/ui/flash';
import { toast } from '@/lib/ui/toast';
import { checkWith, toastFailure, FormAlert } from '@/islands/form';

interface Question {
  questionId: number;
  seq: number;
  sectionSeq: number;
  kind: string;
  title: string;
  requiredYn: string;
  options: string[];
  rows: string[];
  scaleMax: number | null;
  jumps: (number | null)[];
}

interface Section {
  seq: number;
  title: string;
  description: string;
}

interface Props {
  surveyId: number;
  sections: Section[];
  questions: Question[];
  initial: Record<string, string | string[]>;
  /** She has answered already and may change her answers. */
  again: boolean;
  /** The section of her saved draft, to resume there. */
  resumeAt: number | null;
}

type Values = Record<string, string | string[] | boolean | null>;

function defaultOf(q: Question, initial: Props['initial']): string | string[] {
  const v = initial[`q${q.questionId}`];
  if (q.kind === 'MATRIX') return q.rows.map((_, i) => (Array.isArray(v) && typeof v[i] === 'string' ? v[i] : ''));
  if (q.kind === 'MULTI') return Array.isArray(v) ? v : [];
  return typeof v === 'string' ? v : '';
}

export default function SurveyForm({ surveyId, sections, questions, initial, again, resumeAt }: Props) {
  const defaults: Values = Object.fromEntries(questions.map((q) => [`q${q.questionId}`, defaultOf(q, initial)]));
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: defaults });
  const values = watch();
  const path = sectionPath(sections.length, questions, values);
  const [step, setStep] = useState(() => Math.max(0, resumeAt ? path.indexOf(resumeAt) : 0));
  const [saving, setSaving] = useState(false);
  const at = Math.min(step, path.length - 1);
  const current = sections.find((s) => s.seq === path[at]) ?? sections[0];
  const shown = questions.filter((q) => q.sectionSeq === current.seq);
  const last = at === path.length - 1;
  const multi = sections.length > 1;

  /** Checks the questions of some sections; shows each message under its question and focuses the first. */
  function check(list: Question[]) {
    clearErrors();
    const found = checkWith(answerSheetOf(list), getValues());
    if (!Object.keys(found).length) return true;
    const names = Object.keys(found).map((k) => k.split('.')[0]);
    for (const name of new Set(names)) setError(name, { message: found[Object.keys(found).find((k) => k.split('.')[0] === name)!] });
    const first = list.find((q) => names.includes(`q${q.questionId}`));
    if (first) document.getElementById(`sv-q${first.questionId}-box`)?.scrollIntoView({ block: 'center' });
    if (first && (first.kind === 'SHORT' || first.kind === 'LONG')) setFocus(`q${first.questionId}`);
    return false;
  }

  function go(to: number) {
    setStep(to);
    document.querySelector('[data-testid="survey-form"]')?.scrollIntoView({ block: 'start' });
  }

  async function submit() {
    if (!check(shown)) return;
    // Enter in a text field of an earlier section moves on instead of sending the survey.
    if (!last) return go(at + 1);
    const onPath = questions.filter((q) => path.includes(q.sectionSeq));
    if (!check(onPath)) return;
    const all = getValues();
    const answers = Object.fromEntries(onPath.map((q) => [`q${q.questionId}`, all[`q${q.questionId}`] ?? '']));
    try {
      const res = await api.post(`/api/v1/diag/surveys/${surveyId}/answer`, { answers });
      reloadWithToast(res.message || '응답해 주셔서 감사합니다.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) {
          const name = field.split('.')[0];
          if (/^q\d+$/.test(name)) setError(name, { message });
        }
      }
      toastFailure(err, '응답을 저장하지 못했습니다.');
    }
  }

  async function saveDraft() {
    setSaving(true);
    try {
      const res = await api.post(`/api/v1/diag/surveys/${surveyId}/draft`, { answers: getValues(), section: current.seq });
      toast.success(res.message || '임시 저장했습니다.');
    } catch (err) {
      toastFailure(err, '임시 저장하지 못했습니다.');
    } finally {
      setSaving(false);
    }
  }

  const errorOf = (name: string) => errors[name]?.message as string | undefined;

  return (
    <Form onSubmit={handleSubmit(submit)} noValidate data-testid="survey-form" aria-label="설문 응답">
      <FormAlert errors={errors} />
      {multi && (
        <div className="mb-3" data-testid="progress">
          <div className="d-flex justify-content-between small mb-1">
            <span data-testid="step">
              {at + 1} / {path.length} 단계
            </span>
            <span className="text-secondary">{Math.round(((at + 1) / path.length) * 100)}%</span>
          </div>
          <div className="progress progress-thin">
            <div
              className="progress-bar"
              role="progressbar"
              aria-label={`${path.length}단계 중 ${at + 1}단계`}
              aria-valuenow={at + 1}
              aria-valuemin={1}
              aria-valuemax={path.length}
              // Set through the CSSOM: the page's style policy refuses the style attribute React would render on the server.
              ref={(bar) => {
                if (bar) bar.style.width = `${((at + 1) / path.length) * 100}%`;
              }}
            />
          </div>
        </div>
      )}
      {(current.title || current.description) && (
        <header className="mb-3">
          {current.title && (
            <h2 className="h5" data-testid="section-title">
              {current.title}
            </h2>
          )}
          {current.description && <p className="small text-secondary mb-0 pre-wrap">{current.description}</p>}
        </header>
      )}
      <p className="small text-secondary">
        <span className="text-danger" aria-hidden="true">*</span> 표시는 필수 문항입니다.
      </p>
      {shown.map((q) => {
        const name = `q${q.questionId}`;
        const id = `sv-${name}`;
        const error = errorOf(name);
        const required = q.requiredYn === 'Y';
        const describedBy = error ? `${id}-error` : undefined;
        const legend = (
          <>
            {q.seq}. {q.title}
            {required ? (
              <span className="text-danger ms-1" aria-label="필수">*</span>
            ) : (
              <span className="small text-secondary ms-1">(선택)</span>
            )}
          </>
        );
        const choice = (type: 'radio' | 'checkbox', labels: readonly string[], valueOf: (i: number) => string, inline = false) => (
          <fieldset className="mb-0" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
            <legend className="fs-6 fw-semibold">{legend}</legend>
            {labels.map((label, i) => (
              <Form.Check key={i} inline={inline} type={type} id={`${id}-${i}`} label={label} value={valueOf(i)} isInvalid={!!error} {...register(name)} />
            ))}
          </fieldset>
        );
        return (
          <section key={q.questionId} id={`${id}-box`} className="card mb-3" data-testid="question" data-kind={q.kind}>
            <div className="card-body">
              {q.kind === 'SINGLE' && choice('radio', q.options, (i) => String(i))}
              {q.kind === 'MULTI' && choice('checkbox', q.options, (i) => String(i))}
              {q.kind === 'SCALE' && choice('radio', SCALE_LABELS.map((l, i) => `${i + 1} · ${l}`), (i) => String(i + 1))}
              {q.kind === 'RATING' &&
                choice(
                  'radio',
                  Array.from({ length: q.scaleMax ?? RATING_DEFAULT }, (_, i) => `★ ${i + 1}점`),
                  (i) => String(i + 1),
                  true,
                )}
              {q.kind === 'MATRIX' && (
                <fieldset className="mb-0" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
                  <legend className="fs-6 fw-semibold">{legend}</legend>
                  {q.rows.map((row, r) => (
                    <fieldset key={r} className="border-top pt-2 mt-2" data-testid="matrix-row">
                      <legend className="fs-6">{row}</legend>
                      {q.options.map((col, c) => (
                        <Form.Check key={c} inline type="radio" id={`${id}-${r}-${c}`} label={col} value={String(c)} isInvalid={!!error} {...register(`${name}.${r}`)} />
                      ))}
                    </fieldset>
                  ))}
                </fieldset>
              )}
              {(q.kind === 'SHORT' || q.kind === 'LONG') && (
                <Form.Group controlId={id}>
                  <Form.Label className="fw-semibold">{legend}</Form.Label>
                  <Form.Control
                    {...(q.kind === 'LONG' ? { as: 'textarea' as const, rows: 4 } : {})}
                    maxLength={q.kind === 'LONG' ? LONG_MAX : SHORT_MAX}
                    isInvalid={!!error}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                    aria-required={required}
                    {...register(name)}
                  />
                </Form.Group>
              )}
              {error && (
                <div id={`${id}-error`} className="invalid-feedback d-block" data-testid="question-error">
                  {error}
                </div>
              )}
            </div>
          </section>
        );
      })}
      <div className="d-flex flex-wrap gap-2">
        {at > 0 && (
          <Button variant="outline-secondary" onClick={() => go(at - 1)} data-testid="prev-section">
            이전
          </Button>
        )}
        {!again && (
          <Button variant="outline-primary" onClick={saveDraft} disabled={saving} data-testid="save-draft">
            {saving ? '저장 중…' : '임시 저장'}
          </Button>
        )}
        {!last && (
          <Button className="ms-auto" onClick={() => check(shown) && go(at + 1)} data-testid="next-section">
            다음
          </Button>
        )}
      </div>
      {last && (
        <Button type="submit" size="lg" className="w-100 mt-3" disabled={isSubmitting} data-testid="submit-survey">
          {isSubmitting ? '저장 중…' : again ? '응답 수정' : '응답 제출'}
        </Button>
      )}
    </Form>
  );
}
