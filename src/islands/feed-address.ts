// A private calendar address (the recruiting feed, the personal calendar): make it, make a new one
// (the old one stops at once, so she is asked first), revoke it, copy it. The server keeps only a
// digest of the secret, so the full address is known here only right after it is made.
import { useState } from 'react';
import { api } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { toast } from '@/lib/ui/toast';
import { toastFailure } from '@/islands/form';

export interface FeedState {
  active: boolean;
  hint: string | null;
  createdAt: string | null;
  lastUsedAt: string | null;
}

interface Ask {
  title: string;
  message: string;
  confirmText: string;
}

export interface FeedAddressOptions<Issued> {
  issuePath: string;
  revokePath: string;
  /** What the address that was just made shows, from the server's answer. */
  issued(data: Issued): { hint: string; createdAt: string };
  /** Asked before a new address replaces the one in use, and before revoking. */
  askReplace: Ask;
  askRevoke: Ask;
  /** Said when the clipboard refuses (the field can still be copied by hand). */
  copyByHand: string;
}

export function useFeedAddress<Issued extends { url: string }>(initial: FeedState, o: FeedAddressOptions<Issued>) {
  const [state, setState] = useState(initial);
  const [issued, setIssued] = useState<Issued | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>, failure: string) {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      toastFailure(err, failure);
    } finally {
      setBusy(false);
    }
  }

  async function issue() {
    if (state.active && !(await confirmDialog({ ...o.askReplace, cancelText: '돌아가기' }))) return;
    await run(async () => {
      const res = await api.post<Issued>(o.issuePath);
      setIssued(res.data);
      setState({ active: true, ...o.issued(res.data), lastUsedAt: null });
      toast.success(res.message);
    }, '구독 주소를 만들지 못했습니다.');
  }

  async function revoke() {
    if (!(await confirmDialog({ ...o.askRevoke, cancelText: '돌아가기' }))) return;
    await run(async () => {
      const res = await api.post(o.revokePath);
      setIssued(null);
      setState({ active: false, hint: null, createdAt: null, lastUsedAt: null });
      toast.success(res.message);
    }, '구독 주소를 해지하지 못했습니다.');
  }

  async function copy() {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.url);
      toast.success('주소를 복사했습니다.');
    } catch {
      toast.info(o.copyByHand);
    }
  }

  return { state, issued, busy, issue, revoke, copy };
}
