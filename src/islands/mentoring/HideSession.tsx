// Staff: hide a session from students.
import { Button } from 'react-bootstrap';
import { confirmDialog } from '@/lib/ui/dialog';
import { send } from './submit';

export default function HideSession({ sessionId, title }: { sessionId: number; title: string }) {
  async function hide() {
    const yes = await confirmDialog({ title: '세션 숨기기', message: `'${title}' 세션을 학생 화면에서 숨길까요?`, confirmText: '숨기기', cancelText: '돌아가기' });
    if (yes) await send(`/api/v1/stf/mentoring/sessions/${sessionId}/hide`, {}, null, '숨기지 못했습니다.');
  }
  return (
    <Button size="sm" variant="outline-secondary" onClick={() => void hide()}>
      숨기기
    </Button>
  );
}
