// Staff decisions on a posting (approve, reject with a reason, close early, reopen); a company may
// only close its own live posting early. The server checks the state again and says why it refuses.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';
import { josa } from '@/lib/text/josa';

type Action = 'APPROVE' | 'REJECT' | 'CLOSE' | 'REOPEN';
const LABELS: Record<Action, string> = { APPROVE: '승인', REJECT: '반려', CLOSE: '조기 마감', REOPEN: '다시 게시' };
const VARIANTS: Record<Action, string> = { APPROVE: 'success', REJECT: 'outline-danger', CLOSE: 'outline-secondary', REOPEN: 'outline-primary' };

interface Props {
  postingId: number;
  title: string;
  actions: Action[];
  /** Where the decision goes (default: the posting's); part-time jobs share this control. */
  path?: string;
  /** What is decided on, in the confirmation (공고, 아르바이트). */
  noun?: string;
}

export default function PostingDecision({ postingId, title, actions, path, noun = '공고' }: Props) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');

  async function decide(action: Action) {
    if (action === 'REJECT' && !note.trim()) {
      setNoteError('반려 사유를 입력해 주세요.');
      return;
    }
    const yes = await confirmDialog({ title: `${noun} ${LABELS[action]}`, message: `「${title}」 ${josa(noun, '을/를')} ${LABELS[action]}할까요?`, confirmText: LABELS[action], cancelText: '돌아가기' });
    if (!yes) return;
    setBusy(true);
    try {
      const res = await api.post(path ?? `/api/v1/recruiting/manage/postings/${postingId}/decision`, { action, note: note.trim() || undefined });
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '처리하지 못했습니다.');
      setBusy(false);
    }
  }

  if (!actions.length) return null;
  return (
    <div data-testid="posting-decision">
      {actions.includes('REJECT') && (
        <Form.Group controlId={`note-${postingId}`} className="mb-2">
          <Form.Label className="small">반려 사유</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={500}
            value={note}
            isInvalid={!!noteError}
            aria-describedby={noteError ? `note-${postingId}-error` : undefined}
            onChange={(e) => {
              setNote(e.target.value);
              setNoteError('');
            }}
          />
          <Form.Control.Feedback type="invalid" id={`note-${postingId}-error`}>
            {noteError}
          </Form.Control.Feedback>
        </Form.Group>
      )}
      <div className="d-flex flex-wrap gap-2">
        {actions.map((a) => (
          <Button key={a} variant={VARIANTS[a]} disabled={busy} onClick={() => void decide(a)} data-testid={`decide-${a}`}>
            {LABELS[a]}
          </Button>
        ))}
      </div>
    </div>
  );
}
