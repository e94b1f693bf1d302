// One confirmed action of the classroom (delete a notice, a reference or her question): asks,
// posts, and reloads the page with the server's message.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

export default function ClassAction({ url, label, question, testId }: { url: string; label: string; question: string; testId?: string }) {
  const [busy, setBusy] = useState(false);
  async function run() {
    if (!(await confirmDialog({ title: label, message: question, confirmText: label }))) return;
    setBusy(true);
    try {
      const res = await api.post(url);
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '처리하지 못했습니다.');
      setBusy(false);
    }
  }
  return (
    <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => void run()} data-testid={testId}>
      {label}
    </Button>
  );
}
