// The people who take a kind of counselling and their open times, loaded from the server; for
// professor counselling, one professor's times at a time.
import { useCallback, useState } from 'react';
import { api, ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';
import type { CnslKind } from '@/lib/counselling/kinds';
import type { Slot } from '../SlotPicker';

export interface Handler {
  userId: string;
  korNm: string;
  detail: string | null;
}

export interface SlotState {
  handlers: Handler[];
  slots: Slot[];
  loading: boolean;
  failed: boolean;
}

/**
 * `load(target)` fetches again and answers with the handler to select: the professor asked for, the
 * counsellor already chosen when still listed, or the first one with an open time.
 */
export function useSlots(kind: CnslKind, initiallyLoading: boolean) {
  const [state, setState] = useState<SlotState>({ handlers: [], slots: [], loading: initiallyLoading, failed: false });

  const load = useCallback(
    async (target: string | undefined, current: string): Promise<string | null> => {
      setState((s) => ({ ...s, loading: true, failed: false }));
      try {
        const res = await api.get<{ handlers: Handler[]; slots: Slot[] }>('/api/v1/cnsl/slots', { cnslKind: kind, handlerId: target || undefined }, { silent: true });
        const { handlers: list, slots } = res.data;
        setState((s) => ({ handlers: kind === 'PROF' ? list : list.length ? list : s.handlers, slots, loading: false, failed: false }));
        if (kind === 'PROF') return list[0]?.userId ?? target ?? '';
        if (current && list.some((h) => h.userId === current)) return current;
        const first = list.find((h) => slots.some((s) => s.handlerId === h.userId)) ?? list[0];
        return first?.userId ?? '';
      } catch (err) {
        setState((s) => ({ ...s, loading: false, failed: true }));
        if (err instanceof ApiError && err.status !== 0) toast.error(err.message);
        return null;
      }
    },
    [kind],
  );

  return { ...state, load };
}
