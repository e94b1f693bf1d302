// Apply, cancel and bookmark on a programme's detail page. The server decides seat or waiting list
// and refuses with its reason; the page reloads so seats and the waiting position are live.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

interface Props {
  programId: number;
  title: string;
  canApply: boolean;
  applyAs: 'SEAT' | 'WAITING' | null;
  applId: number | null;
  canCancel: boolean;
  cancelLabel: string;
  bookmarked: boolean;
  /** On the student's own list the bookmark button would only distract. */
  hideBookmark?: boolean;
}

export default function ProgramActions(p: Props) {
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<{ message?: string }>, fallback: string, failure: string) {
    setBusy(true);
    try {
      const res = await action();
      reloadWithToast(res.message || fallback);
    } catch (err) {
      toastFailure(err, failure);
      setBusy(false);
    }
  }

  async function apply() {
    const waiting = p.applyAs === 'WAITING';
    const yes = await confirmDialog({
      title: waiting ? '대기 신청' : '프로그램 신청',
      message: waiting ? `${p.title}의 정원이 찼습니다. 대기자로 신청할까요? 빈자리가 생기면 순서대로 자동 승인되고 메시지로 알려 드립니다.` : `${p.title}에 신청할까요?`,
      confirmText: waiting ? '대기 신청' : '신청',
      cancelText: '돌아가기',
    });
    if (yes) await run(() => api.post(`/api/v1/career/programs/${p.programId}/apply`, {}), '신청했습니다.', '신청하지 못했습니다.');
  }

  async function cancel() {
    const yes = await confirmDialog({ title: '신청 취소', message: `${p.title} ${p.cancelLabel}을 취소할까요?`, confirmText: '신청 취소', cancelText: '돌아가기' });
    if (yes) await run(() => api.post(`/api/v1/career/applications/${p.applId}/cancel`), '신청을 취소했습니다.', '신청을 취소하지 못했습니다.');
  }

  const toggleBookmark = () =>
    run(
      () => api.post(`/api/v1/career/programs/${p.programId}/bookmark`, { bookmarked: p.bookmarked ? 'N' : 'Y' }),
      p.bookmarked ? '관심 프로그램에서 뺐습니다.' : '관심 프로그램에 담았습니다.',
      '관심 프로그램을 바꾸지 못했습니다.',
    );

  return (
    <div className="d-flex flex-wrap gap-2">
      {p.canApply && (
        <Button variant={p.applyAs === 'WAITING' ? 'warning' : 'primary'} onClick={() => void apply()} disabled={busy} data-testid="apply">
          {p.applyAs === 'WAITING' ? '대기 신청' : '신청하기'}
        </Button>
      )}
      {p.canCancel && p.applId && (
        <Button variant="outline-danger" onClick={() => void cancel()} disabled={busy} data-testid="cancel">
          신청 취소
        </Button>
      )}
      {!p.hideBookmark && (
        <Button variant={p.bookmarked ? 'secondary' : 'outline-secondary'} onClick={() => void toggleBookmark()} disabled={busy} aria-pressed={p.bookmarked} data-testid="bookmark">
          {p.bookmarked ? '★ 관심 해제' : '☆ 관심 담기'}
        </Button>
      )}
    </div>
  );
}
