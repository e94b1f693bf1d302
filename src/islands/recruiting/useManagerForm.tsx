// What the staff managers of recruiting records share (companies, contests, graduate admissions): one
// form for a new record or the one chosen for editing, checked by the shared schema here and on the
// server, the server's field errors shown under their fields, open/close of a record, and the form's
// labelled controls.
import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Col, Form } from 'react-bootstrap';
import { api, ApiError } from '@/lib/api/client';
import { reloadWithToast } from '@/lib/ui/flash';
import { toast } from '@/lib/ui/toast';
import { toastFailure } from '@/islands/form';

interface Options<V, T> {
  /** Prefix of the element ids (`{prefix}-form`, `{prefix}-{field}`). */
  prefix: string;
  schema: unknown;
  empty: V;
  /** The collection's API path: POST it to create, `{url}/{id}` to save, `{url}/{id}/status` to open or close. */
  url: string;
  idOf: (item: T) => number;
  valuesOf: (item: T) => V;
}

export function useManagerForm<V extends FieldValues, T>({ prefix, schema, empty, url, idOf, valuesOf }: Options<V, T>) {
  const [editing, setEditing] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<V>({ defaultValues: empty as DefaultValues<V>, resolver: zodResolver(schema as never) as never });
  const {
    register,
    reset,
    setError,
    formState: { errors },
  } = form;

  function edit(item: T | null) {
    setEditing(item);
    reset(item ? valuesOf(item) : empty);
    document.getElementById(`${prefix}-form`)?.scrollIntoView({ behavior: 'smooth' });
  }

  async function save(values: V) {
    try {
      const res = await api.post(editing ? `${url}/${idOf(editing)}` : url, values);
      reloadWithToast(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field as Path<V>, { message });
      }
      toast.error(err instanceof ApiError ? err.message : '저장하지 못했습니다.');
    }
  }

  async function setStatus(item: T, status: 'OPEN' | 'CLOSED') {
    setBusy(true);
    try {
      const res = await api.post(`${url}/${idOf(item)}/status`, { status });
      reloadWithToast(res.message);
    } catch (err) {
      toastFailure(err, '처리하지 못했습니다.');
      setBusy(false);
    }
  }

  const messageOf = (name: Path<V>) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const control = (name: Path<V>) => ({
    isInvalid: !!messageOf(name),
    'aria-invalid': messageOf(name) ? true : undefined,
    'aria-describedby': messageOf(name) ? `${prefix}-${name}-error` : undefined,
    ...register(name),
  });
  const feedback = (name: Path<V>) => (
    <Form.Control.Feedback type="invalid" id={`${prefix}-${name}-error`}>
      {messageOf(name)}
    </Form.Control.Feedback>
  );
  const errorMap = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, String((v as { message?: string } | undefined)?.message ?? '')]));
  /** A labelled text control in a column of the form's grid. */
  const input = (name: Path<V>, label: ReactNode, props: Record<string, unknown> = {}, md = 6) => (
    <Col xs={12} md={md}>
      <Form.Group controlId={`${prefix}-${name}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control {...props} {...control(name)} />
        {feedback(name)}
      </Form.Group>
    </Col>
  );

  return { form, editing, edit, save, setStatus, busy, control, feedback, errorMap, input };
}
