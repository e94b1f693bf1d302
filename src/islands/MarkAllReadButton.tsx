import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { confirmDialog } from '@/lib/ui/dialog';

export default function MarkAllReadButton() {
  async function readAll() {
    if (!(await confirmDialog({ message: '받은 메시지를 모두 읽음으로 표시할까요?' }))) return;
    try {
      const res = await api.post<{ marked: number }>('/api/v1/messages/read', {});
      toast.success(`${res.data.marked}건을 읽음으로 표시했습니다.`);
      window.location.reload();
    } catch {
      toast.error('읽음 처리에 실패했습니다.');
    }
  }
  return (
    <Button size="sm" variant="outline-primary" onClick={readAll}>
      모두 읽음
    </Button>
  );
}
