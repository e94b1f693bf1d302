// Shows the message an action left before it reloaded the page (see reloadWithToast).
import { useEffect } from 'react';
import { showPendingToast } from '@/lib/ui/flash';

export default function PendingToast() {
  useEffect(() => showPendingToast(), []);
  return null;
}
