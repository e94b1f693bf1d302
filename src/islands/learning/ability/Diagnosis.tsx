// The competency self-diagnosis: the questionnaire (every question on 1-5, checked here with the same
// rules as the server), then the result the server scored: radar chart against the department and
// year averages, the same numbers as a table, the two weakest competencies with subjects and
// programmes for next term, and the history by term.
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Table } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { confirmDialog } from '@/lib/ui/dialog';
import { SCALE, checkAnswers, type DiagnosisView, type QuestionRef } from '@/lib/learning/diagnosis';
import { formatSeoulDate } from '@/lib/calendar';
import { categoryName } from '@/lib/learning/categories';
import RadarChart from './RadarChart';

export interface QuestionItem extends QuestionRef {
  text: string;
}

const COLORS = { me: '#5D87FF', dept: '#13DEB9', grade: '#FA896B' };
const SUBJECT_PAGE = '/user/learnact/learnplan/currircmd/';

const score = (v: number | undefined) => (typeof v === 'number' ? `${v}` : '-');

export default function Diagnosis({ questions, initial }: { questions: QuestionItem[]; initial: DiagnosisView }) {
  const [view, setView] = useState(initial);
  const [mode, setMode] = useState<'form' | 'result'>(initial.shown ? 'result' : 'form');
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const names = new Map(view.competencies.map((c) => [c.competencyCd, c.korNm]));
  const groups = view.competencies.map((c) => ({ ...c, questions: questions.filter((q) => q.competencyCd === c.competencyCd) })).filter((g) => g.questions.length);
  const answeredCnt = questions.filter((q) => answers[q.questionId] !== undefined).length;

  function choose(questionId: number, value: number) {
    setAnswers((a) => ({ ...a, [questionId]: value }));
    setMissing((m) => {
      const { [`answers.${questionId}`]: _gone, ...rest } = m;
      return rest;
    });
  }

  function scrollTop() {
    requestAnimationFrame(() => {
      top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      top.current?.focus();
    });
  }

  function startAgain() {
    setAnswers({});
    setMissing({});
    setFormError(null);
    setMode('form');
    scrollTop();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errors = checkAnswers(questions, answers);
    setMissing(errors);
    if (Object.keys(errors).length) {
      const count = Object.keys(errors).length;
      setFormError(`답하지 않은 문항이 ${count}개 있습니다. 모든 문항에 답해 주세요.`);
      const first = questions.find((q) => errors[`answers.${q.questionId}`]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`#dq-${first.questionId}-1`)?.focus();
      return;
    }
    setFormError(null);
    const replace = !!view.current;
    if (replace) {
      const yes = await confirmDialog({
        title: '다시 진단하기',
        message: `${view.term.label}에 이미 진단한 결과가 있습니다. 새 결과로 바꾸면 이전 결과는 남지 않습니다. 바꿀까요?`,
        confirmText: '새 결과로 바꾸기',
      });
      if (!yes) return;
    }
    setSending(true);
    try {
      const res = await api.post<DiagnosisView>('/api/v1/learnact/ability/diagnosis', { answers, replace });
      setView(res.data);
      setMode('result');
      toast.success(res.message || '역량 진단 결과를 저장했습니다.');
      scrollTop();
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        const data = (err.data && typeof err.data === 'object' ? err.data : {}) as Record<string, string>;
        setMissing(data);
        setFormError(err.message);
      } else if (err instanceof ApiError && [401, 403, 404].includes(err.status)) {
        // The client already told the user.
      } else {
        toast.error(err instanceof ApiError && err.message ? err.message : '진단 결과를 저장하지 못했습니다.');
      }
    } finally {
      setSending(false);
    }
  }

  const shown = view.shown;
  const [dept, grade] = view.averages;

  return (
    <div ref={top} tabIndex={-1} className="diagnosis" data-testid="diagnosis">
      {mode === 'form' ? (
        <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="dq-h" data-testid="diagnosis-form">
          <h2 id="dq-h" className="h5">{view.term.label} 핵심역량 자가진단</h2>
          <p className="text-secondary small">
            각 문장이 지금의 나와 얼마나 같은지 1(전혀 그렇지 않다)부터 5(매우 그렇다)까지 골라 주세요. 모든 문항({questions.length}개)에 답해야 결과를 볼 수 있습니다.
            {view.current && ' 이번 학기에 이미 진단했다면 새 결과가 이전 결과를 대신합니다.'}
          </p>
          {groups.map((g) => (
            <section key={g.competencyCd} className="card mb-3" aria-labelledby={`dq-${g.competencyCd}-h`}>
              <div className="card-header bg-white">
                <h3 id={`dq-${g.competencyCd}-h`} className="h6 m-0">{g.korNm}</h3>
              </div>
              <ol className="list-unstyled m-0">
                {g.questions.map((q) => {
                  const error = missing[`answers.${q.questionId}`];
                  const n = questions.indexOf(q) + 1;
                  return (
                    <li key={q.questionId} className={error ? 'dq-item is-missing' : 'dq-item'} data-question={q.questionId}>
                      <fieldset aria-describedby={error ? `dq-${q.questionId}-error` : undefined}>
                        <legend className="fs-6 fw-semibold mb-2">
                          {n}. {q.text}
                        </legend>
                        <div className="dq-scale">
                          {SCALE.map((s) => (
                            <span key={s.value}>
                              <input
                                type="radio"
                                className="btn-check"
                                name={`dq-${q.questionId}`}
                                id={`dq-${q.questionId}-${s.value}`}
                                value={s.value}
                                checked={answers[q.questionId] === s.value}
                                onChange={() => choose(q.questionId, s.value)}
                                aria-invalid={error ? true : undefined}
                              />
                              <label className="btn btn-outline-primary w-100" htmlFor={`dq-${q.questionId}-${s.value}`} title={s.label}>
                                <span className="dq-num">{s.value}</span>
                                <span className="dq-label">{s.short}</span>
                              </label>
                            </span>
                          ))}
                        </div>
                        {error && (
                          <div className="invalid-feedback d-block" id={`dq-${q.questionId}-error`}>
                            {error}
                          </div>
                        )}
                      </fieldset>
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
          <div aria-live="assertive">
            {formError && (
              <Alert variant="danger" data-testid="diagnosis-error">
                {formError}
              </Alert>
            )}
          </div>
          <div className="dq-submit d-flex flex-wrap align-items-center gap-2">
            <Button type="submit" size="lg" disabled={sending}>
              {sending ? '저장하는 중...' : '진단 결과 보기'}
            </Button>
            <span className="text-secondary small" aria-live="polite">
              {answeredCnt} / {questions.length} 문항 답함
            </span>
            {shown && (
              <Button variant="link" onClick={() => setMode('result')}>
                결과로 돌아가기
              </Button>
            )}
          </div>
        </form>
      ) : (
        shown && (
          <>
            <section className="card mb-4" aria-labelledby="dr-h" data-testid="diagnosis-result" data-diagnosis-id={shown.diagnosisId}>
              <div className="card-body">
                <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
                  <h2 id="dr-h" className="h5 m-0">
                    {shown.termLabel} 진단 결과
                  </h2>
                  <Button variant="primary" onClick={startAgain} data-testid="diagnosis-again">
                    {view.current ? '다시 진단하기' : `${view.term.label} 진단하기`}
                  </Button>
                </div>
                {!view.current && (
                  <Alert variant="info" className="py-2 small">
                    {view.term.label}에는 아직 진단하지 않았습니다. 아래는 가장 최근({shown.termLabel}) 결과입니다.
                  </Alert>
                )}
                <div className="row g-3 align-items-center">
                  <div className="col-12 col-lg-6">
                    <RadarChart
                      title={`핵심역량 진단 결과 방사형 그래프: 나, ${dept.label} 평균, ${grade.label} 평균 (아래 표와 같은 값)`}
                      labels={view.competencies.map((c) => c.korNm)}
                      series={[
                        { label: '나', values: view.competencies.map((c) => shown.scores[c.competencyCd] ?? null), color: COLORS.me, fill: true },
                        ...(dept.count ? [{ label: `${dept.label} 평균`, values: view.competencies.map((c) => dept.scores[c.competencyCd] ?? null), color: COLORS.dept, dashed: true }] : []),
                        ...(grade.count ? [{ label: `${grade.label} 평균`, values: view.competencies.map((c) => grade.scores[c.competencyCd] ?? null), color: COLORS.grade, dashed: true }] : []),
                      ]}
                    />
                  </div>
                  <div className="col-12 col-lg-6">
                    <div className="table-responsive" tabIndex={0} role="region" aria-label="역량별 점수 (0~100점)">
                      <Table size="sm" className="align-middle mb-2" data-testid="score-table">
                        <caption className="caption-top small">역량별 점수 (0~100점)</caption>
                        <thead>
                          <tr>
                            <th scope="col">역량</th>
                            <th scope="col" className="text-end">나</th>
                            <th scope="col" className="text-end">{dept.label} 평균</th>
                            <th scope="col" className="text-end">{grade.label} 평균</th>
                          </tr>
                        </thead>
                        <tbody>
                          {view.competencies.map((c) => (
                            <tr key={c.competencyCd} data-competency={c.competencyCd}>
                              <th scope="row">{c.korNm}</th>
                              <td className="text-end fw-semibold" data-col="me">{score(shown.scores[c.competencyCd])}</td>
                              <td className="text-end" data-col="dept">{score(dept.scores[c.competencyCd])}</td>
                              <td className="text-end" data-col="grade">{score(grade.scores[c.competencyCd])}</td>
                            </tr>
                          ))}
                        </tbody>
                      </Table>
                    </div>
                    <ul className="small text-secondary ps-3 mb-0" data-testid="average-basis">
                      {[dept, grade].map((a) => (
                        <li key={a.kind}>
                          {a.basisTerm
                            ? `${a.label} 평균: ${a.basisTerm} 진단 ${a.count}명 (본인 제외)${a.isRunningTerm ? '' : ' · 이번 학기 자료가 아직 없어 자료가 있는 마지막 학기로 비교'}`
                            : `${a.label} 평균: 비교할 진단 자료가 아직 없습니다.`}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </div>
            </section>

            {view.weakest.length > 0 && (
              <section className="mb-4" aria-labelledby="dw-h" data-testid="weakest">
                <h2 id="dw-h" className="h5">보완이 필요한 역량</h2>
                <p className="text-secondary small">점수가 가장 낮은 두 역량을 기르는 {view.nextTerm.label} 개설 교과목(아직 이수하지 않은 과목)과 비교과 프로그램입니다.</p>
                <div className="row g-3">
                  {view.weakest.map((w) => (
                    <div key={w.competencyCd} className="col-12 col-lg-6">
                      <article className="card h-100" aria-labelledby={`dw-${w.competencyCd}-h`} data-competency={w.competencyCd}>
                        <div className="card-header bg-white">
                          <h3 id={`dw-${w.competencyCd}-h`} className="h6 m-0">
                            {w.korNm} <Badge bg="secondary">{w.score}점</Badge>
                          </h3>
                        </div>
                        <div className="card-body">
                          <h4 className="h6 small fw-bold">추천 교과목</h4>
                          {w.subjects.length === 0 ? (
                            <p className="small text-secondary">{view.nextTerm.label}에 개설되는 교과목 중 추천할 과목이 없습니다.</p>
                          ) : (
                            <ul className="list-unstyled small mb-3">
                              {w.subjects.map((s) => (
                                <li key={s.sbjtKeyId} className="mb-1">
                                  <a href={`${SUBJECT_PAGE}${s.sbjtKeyId}`}>{s.korNm}</a>{' '}
                                  <span className="text-secondary">
                                    {s.sbjtCd} · {categoryName(s.category)} · {s.credits}학점 · {s.deptNm} · 기여도 {s.weight}
                                  </span>
                                </li>
                              ))}
                            </ul>
                          )}
                          <h4 className="h6 small fw-bold">비교과 프로그램</h4>
                          {w.programs.length === 0 ? (
                            <p className="small text-secondary mb-0">추천할 프로그램이 없습니다.</p>
                          ) : (
                            <ul className="list-unstyled small mb-0">
                              {w.programs.map((p) => (
                                <li key={p.programId} className="mb-1">
                                  <strong>{p.title}</strong> <span className="text-secondary">{p.deptNm ? `· ${p.deptNm} ` : ''}· 인증 {p.points}점</span>
                                </li>
                              ))}
                            </ul>
                          )}
                        </div>
                      </article>
                    </div>
                  ))}
                </div>
              </section>
            )}
          </>
        )
      )}

      <section className="mt-4" aria-labelledby="dh-h">
        <h2 id="dh-h" className="h5">학기별 진단 기록</h2>
        {view.history.length === 0 ? (
          <p className="text-secondary">아직 진단한 기록이 없습니다.</p>
        ) : (
          <div className="table-responsive" tabIndex={0} role="region" aria-label="학기별 핵심역량 진단 점수">
            <Table size="sm" className="bg-white align-middle text-nowrap" data-testid="diagnosis-history">
              <caption className="visually-hidden">학기별 핵심역량 진단 점수</caption>
              <thead>
                <tr>
                  <th scope="col">학기</th>
                  {view.competencies.map((c) => (
                    <th key={c.competencyCd} scope="col" className="text-end">
                      {c.korNm}
                    </th>
                  ))}
                  <th scope="col">진단일</th>
                </tr>
              </thead>
              <tbody>
                {view.history.map((h) => (
                  <tr key={h.diagnosisId} data-term={`${h.year}-${h.termCd}`}>
                    <th scope="row">{h.termLabel}</th>
                    {view.competencies.map((c) => (
                      <td key={c.competencyCd} className="text-end">
                        {score(h.scores[c.competencyCd])}
                      </td>
                    ))}
                    <td>{formatSeoulDate(h.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </section>
      {names.size === 0 && <p className="text-secondary">등록된 핵심역량이 없습니다.</p>}
    </div>
  );
}
