// Form helpers shared by the islands: field errors from the shared schemas and from the server's
// 400 answers, shown next to their fields and announced to screen readers.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormRegister } from 'react-hook-form';
import { Form } from 'react-bootstrap';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ApiError } from '@/lib/api/client';
import { toast } from '@/lib/ui/toast';

export type FieldErrors = Record<string, string>;

/** Checks values against a shared input schema; the first message per field. */
export function checkWith(schema: $ZodType, values: unknown): FieldErrors {
  const result = safeParse(schema, values);
  if (result.success) return {};
  const out: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** Field errors a 400 answer carries in its data, or none. */
export function serverFieldErrors(err: unknown): FieldErrors {
  if (err instanceof ApiError && err.status === 400 && err.data && typeof err.data === 'object' && !Array.isArray(err.data)) {
    return Object.fromEntries(Object.entries(err.data as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as FieldErrors;
  }
  return {};
}

/** Tells the user why a call failed (the client already handled 401, 403 and 404). */
export function toastFailure(err: unknown, fallback: string) {
  if (err instanceof ApiError && [401, 403, 404].includes(err.status)) return;
  toast.error(err instanceof ApiError && err.message ? err.message : fallback);
}

/** Props that tie a control to its error message. */
export function invalidProps(id: string, error: string | undefined) {
  return { isInvalid: !!error, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined } as const;
}

/** The error message under a control (always displayed when there is one). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  );
}

/** One message of a form's errors, with the path it belongs to ('' for the whole form). */
interface PathMessage {
  path: string;
  message: string;
}

/**
 * Every message in a form's errors, whatever their shape: the flat map of `checkWith` ("_" for the
 * whole form) or react-hook-form's nested errors (arrays, `root`, a field array's `root`). The DOM
 * element react-hook-form keeps in `ref` is never walked.
 */
export function errorMessages(errors: unknown, prefix = ''): PathMessage[] {
  if (!errors || typeof errors !== 'object') return typeof errors === 'string' && errors ? [{ path: prefix, message: errors }] : [];
  const out: PathMessage[] = [];
  const e = errors as Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) out.push({ path: prefix, message: e.message });
  for (const [k, v] of Object.entries(e)) {
    if (k === 'ref' || k === 'message' || k === 'type' || k === 'types') continue;
    const path = k === '_' ? prefix : prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') {
      if (v) out.push({ path, message: v });
    } else out.push(...errorMessages(v, path));
  }
  return out;
}

/** Whether a message already stands somewhere in the form, outside the alert itself. */
function shownIn(root: Element, self: Element | null, message: string) {
  for (const el of root.querySelectorAll('*')) {
    if (self?.contains(el) || el.closest('[hidden]')) continue;
    if (el.childElementCount === 0 && el.textContent?.trim() === message) return true;
  }
  return false;
}

/**
 * The form-level error: every message no field shows. A rule of a schema may name the whole form
 * (no path), a list (회차, 선택지) or a field this form does not draw; without this its message would
 * never be seen and the button would seem to do nothing. The messages already under their fields are
 * not repeated. When nothing invalid has the focus, the alert takes it, so a keyboard or screen
 * reader user lands on the reason.
 */
export function FormAlert({ errors, testId = 'form-alert' }: { errors: unknown; testId?: string }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const all = errorMessages(errors);
  const signature = all.map((e) => `${e.path}\u0000${e.message}`).join('\u0001');
  const [unshown, setUnshown] = useState<string[]>([]);
  useLayoutEffect(() => {
    const self = ref.current;
    const root = self?.closest('form') ?? self?.parentElement;
    if (!self || !root) return;
    const missing = all.filter((e) => e.path === '' || e.path === 'root' || e.path.startsWith('root.') || !shownIn(root, self, e.message)).map((e) => e.message);
    setUnshown([...new Set(missing)]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  useEffect(() => {
    const self = ref.current;
    if (!self || !unshown.length) return;
    const active = document.activeElement;
    const root = self.closest('form') ?? self.parentElement;
    if (active && root?.contains(active) && active.getAttribute('aria-invalid') === 'true') return;
    self.focus();
  }, [unshown]);
  return (
    <div ref={ref} tabIndex={-1} className="form-alert">
      {unshown.length > 0 && (
        <div className="alert alert-danger py-2 small" role="alert" data-testid={testId}>
          {unshown.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </div>
      )}
    </div>
  );
}

/** A message for errors that belong to no single field (key "_"), and any other no field shows. */
export function FormError({ errors }: { errors: FieldErrors }): ReactNode {
  return <FormAlert errors={errors} />;
}

/**
 * The top of a form with errors: a short count of the field errors (each message stands once, under
 * its field), and in full the messages no field shows, so nothing is said twice and nothing is lost.
 */
export function ErrorSummary({ errors }: { errors: FieldErrors }): ReactNode {
  const fields = Object.keys(errors).filter((k) => k !== '_').length;
  return (
    <>
      {fields > 0 && !errors._ && (
        <div className="alert alert-danger py-2 small" role="alert" data-testid="error-summary">
          입력 내용을 확인해 주세요. 표시된 항목 {fields}개를 고치면 저장할 수 있습니다.
        </div>
      )}
      <FormAlert errors={errors} />
    </>
  );
}

/** Errors without the ones of a field that has just changed (and its sub-fields). */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  const keys = Object.keys(errors).filter((k) => k === field || k.startsWith(`${field}.`));
  if (!keys.length) return errors;
  const rest = { ...errors };
  for (const k of keys) delete rest[k];
  return rest;
}

/** A failed save: field errors under their fields; a toast only when no field explains it. */
export function showFailure(err: unknown, fallback: string, setErrors: (e: FieldErrors) => void) {
  const fields = serverFieldErrors(err);
  setErrors(fields);
  if (!Object.keys(fields).length) toastFailure(err, fallback);
}

/** A labelled control with its error message under it: `<Field id="club-clubNm" label="동아리명" error={…}><Form.Control …/></Field>`. */
export function Field({ id, label, error, children }: { id: string; label: ReactNode; error?: string; children: ReactNode }) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children}
      <FieldError id={id} error={error} />
    </Form.Group>
  );
}

/**
 * `register` for a form whose server HTML shows its values before its code has loaded
 * (`client:interaction`): each text field, select and text area also carries its default value, since
 * the form library only fills its fields once it runs. Checkboxes and radios need `defaultChecked`.
 */
export function registerShown<T extends FieldValues>(register: UseFormRegister<T>, defaults: Partial<T>) {
  const valueAt = (name: string): unknown => name.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), defaults);
  return (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => {
    const value = valueAt(name);
    return { defaultValue: typeof value === 'string' || typeof value === 'number' ? value : undefined, ...register(name, options) };
  };
}
