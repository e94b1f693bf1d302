// Restores an older version of a draft: its text becomes the newest version.
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { confirmDialog } from '@/lib/ui/dialog';
import { toastFailure } from '@/islands/form';

export default function RestoreVersion({ draftId, versionId, versionNo }: { draftId: number; versionId: number; versionNo: number }) {
  async function restore() {
    const yes = await confirmDialog({ title: '버전 복원', message: `${versionNo}번째 버전의 내용을 새 버전으로 저장할까요? 지금 내용도 버전 목록에 남습니다.`, confirmText: '복원' });
    if (!yes) return;
    try {
      const res = await api.post(`/api/v1/employrefer/drafts/${draftId}/versions/${versionId}/restore`);
      reloadWithToast(res.message || '복원했습니다.');
    } catch (err) {
      toastFailure(err, '복원하지 못했습니다.');
    }
  }
  return (
    <Button size="sm" variant="outline-primary" onClick={restore} data-testid="restore-version">
      이 버전으로 복원
    </Button>
  );
}
