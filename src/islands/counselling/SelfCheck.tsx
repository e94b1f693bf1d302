// A PHQ-9 or GAD-7 self-check: every item answered, scored on the server, the result explained, and
// the ways to talk to someone today shown first when the score or an answer calls for them. The
// wording of a result (its label, explanation and tone) comes from scoreScreening, never from here.
// Past results below.
import { useRef, useState, type SubmitEvent } from 'react';
import { Alert, Button, Table } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { CRISIS_CONTACTS } from '@/lib/counselling/kinds';
import { ANSWER_OPTIONS, INSTRUMENTS, type Instrument, type ResultTone } from '@/lib/counselling/screening';
import { formatSeoulDateTime } from '@/lib/calendar';
import { telHref } from '@/lib/text/phone';

export interface PastResult {
  screeningId: number;
  instrument: Instrument;
  score: number;
  maxScore: number;
  label: string;
  tone: ResultTone;
  /** ISO time. */
  createdAt: string;
}

/** The counselling centre's own line, from the organisation data. */
export interface CentreLine {
  deptNm: string;
  telNo: string | null;
  location: string | null;
}

interface Result {
  screeningId: number;
  createdAt: string;
  instrument: Instrument;
  score: number;
  maxScore: number;
  label: string;
  explanation: string;
  tone: ResultTone;
  selfHarm: boolean;
  showCrisis: boolean;
}

const SHORT: Record<Instrument, string> = { PHQ9: '우울(PHQ-9)', GAD7: '불안(GAD-7)' };
const VISIT_APPLY = '/user/colglife/psychcnsl/visit/agree';

/** Who to call or see today: the 24-hour lines, the centre itself and its application. */
function CrisisHelp({ selfHarm, centre }: { selfHarm: boolean; centre: CentreLine | null }) {
  return (
    <div className="crisis-box mb-3" data-testid="crisis-contacts">
      <h2 className="h5 text-danger">혼자 견디지 마세요. 오늘 바로 이야기할 수 있습니다.</h2>
      <p className="mb-2">{selfHarm ? '스스로를 해치는 생각이 들었다고 답했습니다. ' : ''}아래 번호는 24시간 전화를 받습니다. 누르면 바로 전화가 걸립니다.</p>
      <div className="d-grid gap-2 d-sm-flex flex-wrap">
        {CRISIS_CONTACTS.map((c) => (
          <a key={c.phone} className="btn btn-danger btn-lg" href={telHref(c.phone)}>
            {c.name} <strong>{c.phone}</strong> <span className="small">({c.note})</span>
          </a>
        ))}
      </div>
      <p className="mt-3 mb-2">학생상담센터 상담사와 오늘 이야기할 수도 있습니다.</p>
      <div className="d-grid gap-2 d-sm-flex flex-wrap">
        {centre?.telNo && (
          <a className="btn btn-outline-danger" href={telHref(centre.telNo)}>
            {centre.deptNm} <strong>{centre.telNo}</strong> <span className="small">(평일 근무 시간)</span>
          </a>
        )}
        <a href={VISIT_APPLY} className="btn btn-outline-danger">
          방문상담 신청하기
        </a>
      </div>
      {centre?.location && <p className="small mb-0 mt-2">찾아오는 곳: {centre.location}</p>}
    </div>
  );
}

export default function SelfCheck({ instrument, past, centre }: { instrument: Instrument; past: PastResult[]; centre: CentreLine | null }) {
  const test = INSTRUMENTS[instrument];
  const [answers, setAnswers] = useState<(number | null)[]>(() => test.items.map(() => null));
  const [missing, setMissing] = useState<number[]>([]);
  const [result, setResult] = useState<Result | null>(null);
  const [history, setHistory] = useState(past);
  const [sending, setSending] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = `sc-${instrument.toLowerCase()}`;

  function answer(i: number, value: number) {
    const next = [...answers];
    next[i] = value;
    setAnswers(next);
    if (missing.includes(i)) setMissing(missing.filter((m) => m !== i));
  }

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const empty = answers.flatMap((a, i) => (a === null ? [i] : []));
    setMissing(empty);
    if (empty.length) {
      formRef.current?.querySelector<HTMLInputElement>(`#${prefix}-q${empty[0]}-0`)?.focus();
      return;
    }
    setSending(true);
    try {
      const res = await api.post<Result>('/api/v1/cnsl/screenings', { instrument, answers });
      const r = res.data;
      setResult(r);
      setHistory([{ screeningId: r.screeningId, instrument, score: r.score, maxScore: r.maxScore, label: r.label, tone: r.tone, createdAt: r.createdAt }, ...history]);
      requestAnimationFrame(() => {
        resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        resultRef.current?.focus();
      });
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : '결과를 계산하지 못했습니다.');
    } finally {
      setSending(false);
    }
  }

  function again() {
    setAnswers(test.items.map(() => null));
    setResult(null);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus());
  }

  return (
    <div data-testid="self-check">
      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="result-anchor">
        {result && (
          <section className="card mb-4" aria-labelledby={`${prefix}-result-h`} data-testid="screening-result">
            <div className="card-body">
              {result.showCrisis && <CrisisHelp selfHarm={result.selfHarm} centre={centre} />}
              <h2 id={`${prefix}-result-h`} className="h5">
                {test.title} 결과
              </h2>
              <p className="display-score mb-1">
                <strong>{result.score}점</strong> <span className="text-secondary">/ {result.maxScore}점</span>
              </p>
              <p className="mb-2">
                <span className={`badge text-bg-${result.tone} fs-6 text-wrap text-start`} data-testid="result-label">
                  {result.label}
                </span>
              </p>
              <p className="mb-3">{result.explanation}</p>
              {!result.showCrisis && (
                <p className="mb-3 small">
                  이야기를 나누고 싶다면 언제든 <a href={VISIT_APPLY}>방문상담을 신청</a>할 수 있습니다.
                </p>
              )}
              <p className="small text-secondary mb-3">이 결과는 나만 볼 수 있습니다. 상담을 신청할 때 공유를 선택한 경우에만 그 상담의 상담사가 봅니다. 자가진단은 진단이 아니라 지금의 상태를 살펴보는 참고 자료입니다.</p>
              <Button variant="outline-primary" onClick={again}>
                다시 하기
              </Button>
            </div>
          </section>
        )}
      </div>

      {!result && (
        <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${prefix}-h`}>
          <h2 id={`${prefix}-h`} className="h5">
            {test.title}
          </h2>
          <p className="text-secondary">지난 2주 동안 아래 문제로 얼마나 자주 불편을 겪었는지 골라 주세요. 모든 문항({test.items.length}개)에 답해야 결과를 볼 수 있습니다.</p>
          <ol className="list-unstyled screening-items">
            {test.items.map((item, i) => {
              const bad = missing.includes(i);
              return (
                <li key={i} className={bad ? 'screening-item is-missing' : 'screening-item'}>
                  <fieldset aria-describedby={bad ? `${prefix}-q${i}-error` : undefined}>
                    <legend className="fs-6 fw-semibold">
                      {i + 1}. {item}
                    </legend>
                    <div className="answer-grid">
                      {ANSWER_OPTIONS.map((label, v) => (
                        <span key={v}>
                          <input
                            type="radio"
                            className="btn-check"
                            name={`${prefix}-q${i}`}
                            id={`${prefix}-q${i}-${v}`}
                            checked={answers[i] === v}
                            onChange={() => answer(i, v)}
                            required
                            aria-invalid={bad ? true : undefined}
                          />
                          <label className="btn btn-outline-primary w-100" htmlFor={`${prefix}-q${i}-${v}`}>
                            {label}
                          </label>
                        </span>
                      ))}
                    </div>
                    {bad && (
                      <div className="invalid-feedback d-block" id={`${prefix}-q${i}-error`}>
                        이 문항에 답해 주세요.
                      </div>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <div aria-live="assertive">{missing.length > 0 && <Alert variant="danger">답하지 않은 문항이 있습니다: {missing.map((m) => `${m + 1}번`).join(', ')}</Alert>}</div>
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? '계산하는 중...' : '결과 보기'}
          </Button>
        </form>
      )}

      <section className="mt-5" aria-labelledby="past-h">
        <h2 id="past-h" className="h5">
          지난 결과
        </h2>
        {history.length === 0 ? (
          <p className="text-secondary">아직 자가진단을 한 기록이 없습니다.</p>
        ) : (
          <div className="table-responsive" tabIndex={0} role="region" aria-label="지난 자가진단 결과 (나만 볼 수 있음)">
            <Table size="sm" className="bg-white align-middle" data-testid="screening-history">
              <caption className="visually-hidden">지난 자가진단 결과 (나만 볼 수 있음)</caption>
              <thead>
                <tr>
                  <th scope="col">날짜</th>
                  <th scope="col">검사</th>
                  <th scope="col">점수</th>
                  <th scope="col">결과</th>
                </tr>
              </thead>
              <tbody>
                {history.map((h) => (
                  <tr key={h.screeningId}>
                    <td>{formatSeoulDateTime(h.createdAt)}</td>
                    <td>{SHORT[h.instrument]}</td>
                    <td>
                      {h.score} / {h.maxScore}
                    </td>
                    <td className={h.tone === 'danger' ? 'text-wrap text-danger fw-semibold' : 'text-wrap'}>{h.label}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </section>
    </div>
  );
}
