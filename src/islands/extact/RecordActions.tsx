// 신청 and 삭제 for a draft or returned record (activity or service entry).
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { goWithToast, reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';
import { josa } from '@/lib/text/josa';

interface Props {
  kind: 'activities' | 'service';
  id: number;
  title: string;
  /** Where to go after a deletion. */
  listHref: string;
  canSubmit: boolean;
}

export default function RecordActions({ kind, id, title, listHref, canSubmit }: Props) {
  const base = `/api/v1/extact/${kind}/${id}`;
  async function submit() {
    try {
      const res = await api.post(`${base}/submit`);
      reloadWithToast(res.message || '신청했습니다.');
    } catch (err) {
      toastFailure(err, '신청하지 못했습니다.');
    }
  }
  async function remove() {
    const yes = await confirmDialog({ title: '삭제', message: `${josa(title, '을/를')} 삭제할까요?`, confirmText: '삭제', cancelText: '돌아가기' });
    if (!yes) return;
    try {
      const res = await api.post(`${base}/delete`);
      goWithToast(listHref, res.message || '삭제했습니다.');
    } catch (err) {
      toastFailure(err, '삭제하지 못했습니다.');
    }
  }
  return (
    <div className="d-flex flex-wrap gap-2">
      {canSubmit && (
        <Button size="sm" onClick={() => void submit()} data-testid="submit-record">
          신청
        </Button>
      )}
      <Button size="sm" variant="outline-danger" onClick={() => void remove()} data-testid="delete-record">
        삭제
      </Button>
    </div>
  );
}
