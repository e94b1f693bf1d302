// A small form of plain fields checked by a shared schema (react-hook-form + zod) and posted to one
// path; server field errors come back next to their fields, success reloads with a toast. Used by
// the fair and part-time job pages for staff and companies.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { $ZodType } from 'zod/v4/core';
import { api, ApiError } from '@/lib/api/client';
import { confirmDialog } from '@/lib/ui/dialog';
import { reloadWithToast } from '@/lib/ui/flash';
import { toast } from '@/lib/ui/toast';
import { ErrorSummary, registerShown } from '@/islands/form';

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'time' | 'number' | 'url' | 'textarea' | 'select';
  options?: Option[];
  /** Options that follow another field's value (the days of the chosen space); `options` otherwise. */
  optionsWhen?: { field: string; options: Record<string, Option[]> };
  md?: number;
  maxLength?: number;
  placeholder?: string;
  help?: string;
}

interface Props {
  id: string;
  schema: $ZodType;
  path: string;
  fields: FieldSpec[];
  defaults: Record<string, string>;
  submitLabel: string;
  /** Asked before posting the checked values: a question for the user to confirm, or null to post at once. */
  confirmFirst?: (values: Record<string, unknown>) => Promise<string | null>;
}

export function SchemaForm({ id, schema, path, fields, defaults, submitLabel, confirmFirst }: Props) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Record<string, string>>({ defaultValues: defaults, resolver: zodResolver(schema as never) as never });
  const follows = fields.find((f) => f.optionsWhen)?.optionsWhen?.field;
  const followed = useWatch({ control, name: follows ?? '', disabled: !follows }) as string | undefined;
  const optionsOf = (f: FieldSpec) => (f.optionsWhen ? (f.optionsWhen.options[String(followed ?? defaults[f.optionsWhen.field])] ?? f.options) : f.options);

  async function save(values: Record<string, string>) {
    try {
      const question = confirmFirst ? await confirmFirst(values) : null;
      if (question && !(await confirmDialog({ title: '확인', message: question }))) return;
      const res = await api.post(path, values);
      reloadWithToast(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object') {
        for (const [field, message] of Object.entries(err.data as Record<string, string>)) setError(field, { message });
      }
      if (!(err instanceof ApiError && [401, 403, 404].includes(err.status))) toast.error(err instanceof ApiError ? err.message : '저장하지 못했습니다.');
    }
  }

  // Each field carries its default too, so the server-rendered form shows it before the code loads.
  const shown = registerShown(register, defaults);
  const errorMap = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, String(v?.message ?? '')]));
  return (
    <Form onSubmit={handleSubmit(save)} noValidate data-testid={id}>
      <ErrorSummary errors={errorMap} />
      <Row className="g-3">
        {fields.map((f) => {
          const ctl = `${id}-${f.name}`;
          const props = { isInvalid: !!errors[f.name], 'aria-describedby': errors[f.name] ? `${ctl}-error` : f.help ? `${ctl}-help` : undefined, ...shown(f.name) };
          return (
            <Col xs={12} md={f.md ?? 6} key={f.name}>
              <Form.Group controlId={ctl}>
                <Form.Label>{f.label}</Form.Label>
                {f.type === 'select' ? (
                  <Form.Select {...props}>
                    {optionsOf(f)?.map((o) => (
                      <option key={o.value} value={o.value} disabled={o.disabled}>
                        {o.label}
                      </option>
                    ))}
                  </Form.Select>
                ) : f.type === 'textarea' ? (
                  <Form.Control as="textarea" rows={3} maxLength={f.maxLength} {...props} />
                ) : (
                  <Form.Control type={f.type ?? 'text'} maxLength={f.maxLength} placeholder={f.placeholder} {...props} />
                )}
                {f.help && !errors[f.name] && (
                  <Form.Text id={`${ctl}-help`} muted>
                    {f.help}
                  </Form.Text>
                )}
                <Form.Control.Feedback type="invalid" id={`${ctl}-error`}>
                  {errors[f.name]?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
          );
        })}
      </Row>
      <Button type="submit" className="mt-3" disabled={isSubmitting} data-testid={`${id}-submit`}>
        {submitLabel}
      </Button>
    </Form>
  );
}

/** A button that posts one body to one path after a confirmation, then reloads with the answer's message. */
export function PostButton({ path, body, label, ariaLabel, confirm, variant = 'outline-secondary', testId }: { path: string; body: unknown; label: string; ariaLabel?: string; confirm?: string; variant?: string; testId?: string }) {
  async function run() {
    if (confirm && !(await confirmDialog({ title: label, message: confirm, confirmText: label }))) return;
    try {
      const res = await api.post(path, body);
      reloadWithToast(res.message);
    } catch (err) {
      if (!(err instanceof ApiError && [401, 403, 404].includes(err.status))) toast.error(err instanceof ApiError ? err.message : '처리하지 못했습니다.');
    }
  }
  return (
    <Button size="sm" variant={variant} onClick={() => void run()} data-testid={testId} aria-label={ariaLabel}>
      {label}
    </Button>
  );
}
