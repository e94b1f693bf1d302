// Deletes a requirement set with its rules, after saying how many students it applies to.
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { toastFailure } from '@/islands/form';

export default function SetDelete({ setId, title, studentCnt }: { setId: number; title: string; studentCnt: number }) {
  async function remove() {
    const ok = await confirmDialog({
      title: '졸업요건 삭제',
      message: `"${title}"과 그 항목을 모두 삭제할까요?${studentCnt > 0 ? `\n지금 재학생 ${studentCnt}명에게 적용되는 요건입니다. 삭제하면 이 학생들의 졸업 시뮬레이션에서 빠집니다.` : ''}`,
      confirmText: '삭제',
    });
    if (!ok) return;
    try {
      await api.post(`/api/v1/stf/learning/requirements/${setId}/delete`);
      window.location.assign('/stf/learning/requirements');
    } catch (err) {
      toastFailure(err, '졸업요건을 삭제하지 못했습니다.');
    }
  }
  return (
    <Button size="sm" variant="outline-danger" onClick={() => void remove()}>
      요건 삭제
    </Button>
  );
}
