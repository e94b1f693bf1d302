import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import { setUnreadCount } from '@/lib/page/unread-badge';

/** Marks one message as read; the item loses its "새 글" look without a reload. */
export default function MessageReadButton({ msgId }: { msgId: number }) {
  const [done, setDone] = useState(false);
  async function read() {
    try {
      const res = await api.post<{ unread: number }>('/api/v1/messages/read', { msgId });
      setDone(true);
      setUnreadCount(res.data.unread);
    } catch {
      toast.error('읽음 처리에 실패했습니다.');
    }
  }
  if (done) return <span className="text-success small">읽음</span>;
  return (
    <Button size="sm" variant="outline-secondary" onClick={read}>
      읽음으로 표시
    </Button>
  );
}
