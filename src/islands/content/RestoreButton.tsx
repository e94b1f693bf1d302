// Restores an old revision as a new revision: as a draft to review first, or published at once.
// Used by the history pages of guide pages and notices, popups and banners (restoreUrl is the
// kind's restore endpoint of this revision).
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast, showPendingToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

export default function RestoreButton({ restoreUrl, revNo, version }: { restoreUrl: string; revNo: number; version: number }) {
  const [busy, setBusy] = useState(false);
  // The message of a restore just made, left for the reloaded page.
  useEffect(() => showPendingToast(), []);

  async function restore(action: 'draft' | 'publish') {
    const yes = await confirmDialog({
      title: `${revNo}판 복원`,
      message:
        action === 'publish'
          ? `${revNo}판의 내용으로 새 판을 만들어 바로 게시할까요? 독자에게 즉시 보입니다.`
          : `${revNo}판의 내용으로 새 판을 임시저장할까요? 편집 화면에서 검토한 뒤 게시할 수 있습니다.`,
      confirmText: action === 'publish' ? '복원해 게시' : '복원',
      cancelText: '돌아가기',
    });
    if (!yes) return;
    setBusy(true);
    try {
      const res = await api.post(restoreUrl, { version, action });
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '복원하지 못했습니다.');
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="sm" variant="outline-primary" className="tool-btn ms-1" disabled={busy} onClick={() => void restore('draft')} data-testid={`restore-${revNo}`}>
        복원<span className="visually-hidden"> {revNo}판 (임시저장)</span>
      </Button>
      <Button size="sm" variant="outline-success" className="tool-btn ms-1" disabled={busy} onClick={() => void restore('publish')} data-testid={`restore-publish-${revNo}`}>
        복원 후 게시<span className="visually-hidden"> {revNo}판</span>
      </Button>
    </>
  );
}
