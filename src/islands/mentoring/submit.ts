// One way for the mentoring forms to send: post, reload with the server's message, or put the
// server's field errors under their fields.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { toastFailure } from '@/islands/form';

export async function send<T extends FieldValues>(url: string, body: unknown, setError: UseFormSetError<T> | null, fallback: string) {
  try {
    const res = await api.post(url, body);
    reloadWithToast(res.message || '처리했습니다.');
    return true;
  } catch (err) {
    if (setError && err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
      for (const [k, m] of Object.entries(err.data as Record<string, string>)) if (typeof m === 'string') setError(k as Path<T>, { message: m });
    }
    toastFailure(err, fallback);
    return false;
  }
}
