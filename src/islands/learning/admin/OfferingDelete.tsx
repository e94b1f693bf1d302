// Deletes a section nobody is enrolled in; students' saved plans then show it as 폐강.
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { toastFailure } from '@/islands/form';
import { josa } from '@/lib/text/josa';

export default function OfferingDelete({ offeringId, label, planned, enrolled, backTo }: { offeringId: number; label: string; planned: number; enrolled: number; backTo: string }) {
  async function remove() {
    const ok = await confirmDialog({
      title: '개설강좌 삭제',
      message: `${josa(label, '을/를')} 삭제할까요?${planned > 0 ? `\n학생 시간표 계획 ${planned}개가 이 분반을 담고 있습니다. 그 계획에는 이 분반이 '폐강'으로 표시됩니다.` : ''}`,
      confirmText: '삭제',
    });
    if (!ok) return;
    try {
      await api.post(`/api/v1/stf/learning/offerings/${offeringId}/delete`);
      window.location.assign(backTo);
    } catch (err) {
      toastFailure(err, '개설강좌를 삭제하지 못했습니다.');
    }
  }
  return (
    <Button variant="outline-danger" size="sm" disabled={enrolled > 0} onClick={() => void remove()} title={enrolled > 0 ? '수강생이 있는 강좌는 삭제할 수 없습니다.' : undefined}>
      분반 삭제
    </Button>
  );
}
