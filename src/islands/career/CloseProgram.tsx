// Closing a programme: the server decides every participant by the completion rule, issues the
// certificates, tells the students and offers the completers the satisfaction survey, so the dialog
// says all of it before staff confirm: every rule applied, what happens to the other applications,
// the reports or tests still open with the students closing now would cut short (confirmed by a
// tick naming them), and which survey the completers will get.
import { useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';
import { particle } from '@/lib/text/josa';

interface SurveyView {
  surveyId: number;
  title: string;
  phaseNm: string;
}

export interface ClosePlanView {
  rules: string[];
  participants: number;
  ending: number;
  open: { kind: 'REPORT' | 'TEST'; title: string; until: string }[];
  affected: { applId: number; studentId: string; korNm: string; missing: string[] }[];
  survey: { kind: 'OFFER'; survey: SurveyView } | { kind: 'DRAFT'; survey: SurveyView } | { kind: 'DEFAULT'; survey: null; days: number };
}

export default function CloseProgram({ programId, title, plan }: { programId: number; title: string; plan: ClosePlanView }) {
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const needsConfirm = plan.affected.length > 0;

  async function close() {
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/stf/career/programs/${programId}/close`, needsConfirm ? { confirmAffected: plan.affected.map((a) => a.applId) } : {});
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '마감하지 못했습니다.');
      setBusy(false);
    }
  }

  const s = plan.survey;
  return (
    <>
      <Button variant="danger" onClick={() => setShow(true)} data-testid="close-program">
        프로그램 마감
      </Button>
      <Modal show={show} onHide={() => !busy && setShow(false)} centered scrollable aria-labelledby="close-program-title">
        <Modal.Header closeButton>
          <Modal.Title id="close-program-title" as="h2" className="h5">
            프로그램 마감
          </Modal.Title>
        </Modal.Header>
        <Modal.Body data-testid="close-dialog">
          <p>
            「{title}」{particle(title, '을/를')} 마감합니다. 참여자 {plan.participants}명의 이수 여부를 다음 기준으로 정합니다. 모든 기준을 채운 학생은 이수로 처리되어 이수증이 발급되고, 나머지는 미이수로 처리됩니다.
          </p>
          <ul data-testid="close-rules">
            {plan.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          {plan.ending > 0 && <p className="small">승인되지 않은 신청과 대기 신청 {plan.ending}건은 종료됩니다.</p>}
          {plan.open.length > 0 && (
            <Alert variant={needsConfirm ? 'warning' : 'info'} className="small" data-testid="close-open-work">
              <p className="mb-1">
                아직 제출 기간이 끝나지 않았습니다: {plan.open.map((w) => `${w.kind === 'REPORT' ? '과제' : '시험'} 「${w.title}」(${w.until}까지)`).join(', ')}. 마감하면 더는 제출할 수 없습니다.
              </p>
              {needsConfirm ? (
                <>
                  <p className="mb-1">지금 마감하면 다음 학생은 제출하지 못한 채 이수 여부가 정해집니다.</p>
                  <ul className="mb-2" data-testid="close-affected">
                    {plan.affected.map((a) => (
                      <li key={a.applId}>
                        {a.korNm} ({a.studentId}): {a.missing.join(', ')}
                      </li>
                    ))}
                  </ul>
                  <Form.Check
                    id="close-confirm-affected"
                    label={`위 ${plan.affected.length}명이 제출 기간이 끝나기 전에 이수 여부가 정해지는 것을 확인했습니다.`}
                    checked={confirmed}
                    onChange={(e) => setConfirmed(e.target.checked)}
                  />
                </>
              ) : (
                <p className="mb-0">필요한 제출을 마치지 않은 학생은 없습니다.</p>
              )}
            </Alert>
          )}
          <p className="small mb-1" data-testid="close-survey">
            {s.kind === 'OFFER'
              ? `이수자에게 만족도 조사 「${s.survey.title}」${particle(s.survey.title, '을/를')} 메시지로 안내합니다. (${s.survey.phaseNm})`
              : s.kind === 'DRAFT'
                ? `만족도 조사 「${s.survey.title}」${particle(s.survey.title, '이/가')} 아직 작성 중입니다. 게시하면 이수자에게 안내됩니다.`
                : `만족도 조사가 없어 기본 양식(익명, ${s.days}일간)으로 만들어 이수자에게 메시지로 안내합니다. 설문 관리에서 기간을 바꾸거나 마감할 수 있습니다.`}
          </p>
          <p className="small text-secondary mb-0">학생들에게 결과 메시지가 발송되며 되돌릴 수 없습니다.</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setShow(false)} disabled={busy}>
            취소
          </Button>
          <Button variant="danger" onClick={() => void close()} disabled={busy || (needsConfirm && !confirmed)} data-testid="close-confirm">
            마감
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
