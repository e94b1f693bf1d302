// The running test. Answers are saved to the server on every change (shortly after typing stops)
// and every few seconds while something is unsaved; the clock shows the time the server gave,
// corrected by each save's answer. A save that fails (the connection is gone) is tried again after
// 1, 2, 4 … up to 30 seconds, not on every tick. When time is up the server submits what it has; if
// some answers never reached it, the page stays and says which questions, with the way to the mark.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { goWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

interface Question {
  questionId: number;
  seq: number;
  kind: string;
  body: string;
  options: string[];
  points: number;
}
type Answers = Record<string, number[] | string>;

const AUTOSAVE_MS = 5_000;
const TYPING_MS = 800;
/** Waits between tries after failed saves: doubling from the first, never longer than the last. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
export const retryDelay = (failures: number) => Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
};

export default function TestSheet(props: { testId: number; title: string; remainingMs: number; deadlineAt: string; questions: Question[]; saved: Answers; markHref: string }) {
  const { testId, questions, markHref } = props;
  const [answers, setAnswers] = useState<Answers>(props.saved);
  const [status, setStatus] = useState<'saved' | 'dirty' | 'saving' | 'error'>('saved');
  // The end by this browser's monotonic clock, set from the server's remaining time.
  const endRef = useRef(performance.now() + props.remainingMs);
  const [left, setLeft] = useState(props.remainingMs);
  const dirty = useRef(false);
  const busy = useRef(false);
  const done = useRef(false);
  const latest = useRef(answers);
  latest.current = answers;
  // Failed saves in a row, and the earliest moment of the next try.
  const failures = useRef(0);
  const retryAt = useRef(0);
  // Each question's change count, and the count the server has: the difference is what is unsaved.
  const changes = useRef(new Map<number, number>());
  const savedChanges = useRef(new Map<number, number>());
  const [ended, setEnded] = useState<{ message: string; unsaved: number[] } | null>(null);

  const unsavedSeqs = () => questions.filter((q) => (changes.current.get(q.questionId) ?? 0) !== (savedChanges.current.get(q.questionId) ?? 0)).map((q) => q.seq);

  const sheet = () =>
    questions.map((q) => {
      const a = latest.current[q.questionId];
      return q.kind === 'SHORT' ? { questionId: q.questionId, text: typeof a === 'string' ? a : '' } : { questionId: q.questionId, choices: Array.isArray(a) ? a : [] };
    });

  const finish = useCallback(
    (message: string) => {
      done.current = true;
      const unsaved = unsavedSeqs();
      // Answers that never reached the server: she must hear which, not find out from her mark.
      if (unsaved.length) setEnded({ message, unsaved });
      else goWithToast(markHref, message, 'info');
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [markHref],
  );

  const save = useCallback(
    async (submit = false) => {
      if (done.current || (busy.current && !submit)) return;
      if (!submit && performance.now() < retryAt.current) return;
      busy.current = true;
      dirty.current = false;
      setStatus('saving');
      const sent = new Map(changes.current);
      const timeUp = endRef.current - performance.now() <= 0;
      try {
        const res = await api.post<{ remainingMs: number; submitted: boolean }>(`/api/v1/career/tests/${testId}/attempt`, { answers: sheet(), submit }, { silent: !submit });
        for (const [q, n] of sent) savedChanges.current.set(q, n);
        failures.current = 0;
        retryAt.current = 0;
        endRef.current = performance.now() + res.data.remainingMs;
        setStatus(dirty.current ? 'dirty' : 'saved');
        if (res.data.submitted) finish(res.message);
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) return finish(err.message);
        dirty.current = true;
        failures.current += 1;
        retryAt.current = performance.now() + retryDelay(failures.current);
        setStatus('error');
        if (submit) toastFailure(err, '답안을 제출하지 못했습니다. 다시 시도해 주세요.');
        // Time is up and the server cannot be reached: what it has is submitted without these answers.
        else if (timeUp) finish('시간이 끝나 저장된 답안이 제출되었습니다.');
      } finally {
        busy.current = false;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [testId, finish],
  );

  // Save shortly after each change, and every few seconds while anything is unsaved.
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const change = (questionId: number, value: number[] | string, typing = false) => {
    if (done.current) return;
    changes.current.set(questionId, (changes.current.get(questionId) ?? 0) + 1);
    latest.current = { ...latest.current, [questionId]: value };
    setAnswers((prev) => ({ ...prev, [questionId]: value }));
    dirty.current = true;
    setStatus('dirty');
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => void save(), typing ? TYPING_MS : 0);
  };
  useEffect(() => {
    const every = setInterval(() => dirty.current && void save(), AUTOSAVE_MS);
    const tick = setInterval(() => {
      const ms = endRef.current - performance.now();
      setLeft(ms);
      // Time is up: the server submits what it has; a last save tells the page so.
      if (ms <= 0 && !done.current) void save();
    }, 250);
    return () => {
      clearInterval(every);
      clearInterval(tick);
    };
  }, [save]);

  async function submit() {
    const unanswered = questions.filter((q) => {
      const a = answers[q.questionId];
      return Array.isArray(a) ? a.length === 0 : !a;
    }).length;
    const yes = await confirmDialog({
      title: '답안 제출',
      message: `${unanswered ? `답하지 않은 문항이 ${unanswered}개 있습니다. ` : ''}제출하면 답안을 바꿀 수 없습니다. 제출할까요?`,
      confirmText: '제출',
    });
    if (yes) await save(true);
  }

  const low = left < 60_000;
  return (
    <div data-testid="test-sheet">
      <div className="sticky-top bg-body border-bottom py-2 mb-3 d-flex flex-wrap gap-2 justify-content-between align-items-center">
        <h2 className="h6 mb-0">{props.title}</h2>
        <div className="d-flex gap-3 align-items-center">
          <span className="small text-secondary" aria-live="polite" data-testid="save-status">
            {status === 'saving' ? '저장 중…' : status === 'dirty' ? '저장 대기' : status === 'error' ? '연결이 끊겨 저장하지 못했습니다 · 잠시 후 다시 시도합니다' : '자동 저장됨'}
          </span>
          <span className={`fw-bold fs-5 ${low ? 'text-danger' : ''}`} role="timer" aria-label="남은 시간" data-testid="time-left">
            {clock(left)}
          </span>
        </div>
      </div>
      {ended && (
        <Alert variant="danger" data-testid="unsaved-answers">
          <p className="mb-1">{ended.message}</p>
          <p className="mb-2">
            연결이 끊겨 <strong>{ended.unsaved.map((n) => `${n}번`).join(', ')}</strong> 문항의 마지막 답은 저장되지 않았습니다. 결과에는 그 전에 저장된 답만 반영됩니다. 담당자에게 알리려면 이 문항 번호를 전해 주세요.
          </p>
          <a className="btn btn-primary btn-sm" href={markHref}>
            결과 보기
          </a>
        </Alert>
      )}
      {low && left > 0 && (
        <Alert variant="warning" className="py-2 small">
          1분도 남지 않았습니다. 시간이 끝나면 저장된 답안이 자동으로 제출됩니다.
        </Alert>
      )}
      <ol className="list-unstyled vstack gap-3">
        {questions.map((q) => {
          const a = answers[q.questionId];
          const name = `q-${q.questionId}`;
          return (
            <li key={q.questionId} className="card" data-testid="question">
              <fieldset className="card-body" disabled={!!ended}>
                <legend className="fs-6 mb-2 pre-line">
                  <strong>{q.seq}.</strong> {q.body} <span className="small text-secondary">({q.points}점{q.kind === 'MULTI' ? ', 복수 선택' : ''})</span>
                </legend>
                {q.kind === 'SHORT' ? (
                  <Form.Control aria-label={`${q.seq}번 답`} maxLength={500} value={typeof a === 'string' ? a : ''} onChange={(e) => change(q.questionId, e.target.value, true)} />
                ) : (
                  q.options.map((o, i) => {
                    const chosen = Array.isArray(a) ? a : [];
                    return (
                      <Form.Check
                        key={i}
                        id={`${name}-${i}`}
                        type={q.kind === 'MULTI' ? 'checkbox' : 'radio'}
                        name={name}
                        label={`${i + 1}. ${o}`}
                        checked={chosen.includes(i)}
                        onChange={(e) => change(q.questionId, q.kind === 'MULTI' ? (e.target.checked ? [...chosen, i] : chosen.filter((c) => c !== i)) : [i])}
                      />
                    );
                  })
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="d-flex justify-content-end">
        <Button variant="primary" size="lg" onClick={submit} disabled={!!ended} data-testid="submit-test">
          답안 제출
        </Button>
      </div>
    </div>
  );
}
