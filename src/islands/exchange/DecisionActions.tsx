// Staff actions on one exchange application: start the document review, select for one of the
// student's choices (the server refuses past the seats), fail with a reason, confirm the dispatch.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog, promptDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

interface Props {
  applId: number;
  korNm: string;
  status: string;
  choices: { univId: number; univNm: string; rank: number; full: boolean }[];
}

export default function DecisionActions({ applId, korNm, status, choices }: Props) {
  const [busy, setBusy] = useState(false);
  const [univId, setUnivId] = useState(String(choices.find((c) => !c.full)?.univId ?? choices[0]?.univId ?? ''));

  async function send(action: string, extra: Record<string, unknown> = {}) {
    setBusy(true);
    try {
      const res = await api.post(`/api/v1/stf/exchange/applications/${applId}/decision`, { action, ...extra });
      reloadWithToast(res.message || '처리했습니다.');
    } catch (err) {
      toastFailure(err, '처리하지 못했습니다.');
      setBusy(false);
    }
  }

  async function fail() {
    const note = await promptDialog({ title: '탈락 처리', message: `${korNm} 학생의 탈락 사유를 입력해 주세요. 학생에게 메시지로 전달됩니다.`, confirmText: '탈락', cancelText: '돌아가기' });
    if (note) await send('FAIL', { note });
  }

  async function dispatch() {
    if (await confirmDialog({ title: '파견 확정', message: `${korNm} 학생의 파견을 확정할까요? 포트폴리오 활동 이력에 기록됩니다.`, confirmText: '파견 확정', cancelText: '돌아가기' })) await send('DISPATCH');
  }

  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      {status === 'APPLIED' && <Button size="sm" onClick={() => void send('SCREEN')} disabled={busy} data-testid="screen">서류심사</Button>}
      {status === 'SCREENING' && (
        <>
          <Form.Select size="sm" className="w-auto" value={univId} onChange={(e) => setUnivId(e.target.value)} aria-label={`${korNm} 선발 대학`}>
            {choices.map((c) => <option key={c.univId} value={c.univId}>{c.rank}지망 {c.univNm}{c.full ? ' (정원 참)' : ''}</option>)}
          </Form.Select>
          <Button size="sm" variant="success" onClick={() => void send('SELECT', { univId })} disabled={busy} data-testid="select">선발</Button>
        </>
      )}
      {(status === 'APPLIED' || status === 'SCREENING') && <Button size="sm" variant="outline-danger" onClick={() => void fail()} disabled={busy} data-testid="fail">탈락</Button>}
      {status === 'SELECTED' && <Button size="sm" variant="dark" onClick={() => void dispatch()} disabled={busy} data-testid="dispatch">파견 확정</Button>}
    </div>
  );
}
