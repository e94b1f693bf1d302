// Opens the user's message stream; each pushed message shows as a toast and bumps the header badge.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { connectMessageStream, latestMessage } from '@/lib/stores/messages';
import { toast } from '@/lib/ui/toast';
import { setUnreadCount, unreadCount } from '@/lib/page/unread-badge';

export default function LiveMessages() {
  const message = useStore(latestMessage, { ssr: 'initial' });
  useEffect(() => {
    connectMessageStream();
  }, []);
  useEffect(() => {
    if (!message) return;
    toast.info(`새 메시지: ${message.msgTitle ?? ''} - ${message.msgCont}`);
    setUnreadCount(unreadCount() + 1);
    document.dispatchEvent(new CustomEvent('portal:message', { detail: message }));
  }, [message]);
  return (
    <div className="visually-hidden" aria-live="polite" data-testid="live-message">
      {message ? `${message.msgTitle ?? ''} ${message.msgCont}` : ''}
    </div>
  );
}
