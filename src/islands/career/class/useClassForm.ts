// The shared plumbing of the classroom forms: react-hook-form checked by the shared zod schema,
// a JSON post, the server's field errors under their fields, and a reload with its message.
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';
import { api } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { serverFieldErrors, toastFailure } from '@/islands/form';

export function useClassForm<V extends FieldValues>(schema: $ZodType, defaults: DefaultValues<V>, url: string, toBody: (v: V) => unknown = (v) => v) {
  const form = useForm<V>({ defaultValues: defaults, resolver: zodResolver(schema as never) as never });
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await api.post(url, toBody(values));
      reloadWithToast(res.message);
    } catch (err) {
      const fields = serverFieldErrors(err);
      for (const [k, m] of Object.entries(fields)) form.setError(k as Path<V>, { message: m });
      if (!Object.keys(fields).length) toastFailure(err, '저장하지 못했습니다.');
      else toastFailure(err, '입력 내용을 확인해 주세요.');
    }
  });
  const err = (name: string) => (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return { form, submit, err };
}
