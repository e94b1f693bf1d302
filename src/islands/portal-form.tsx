// The one form wrapper of the islands: react-hook-form with the shared zod schema, the Korean field
// errors under their fields (from the schema and from the server's 400 answer), a message for errors
// that belong to no field, focus on the first error, and the submit state. Every form island uses it:
//
//   const f = usePortalForm({ schema: ClubInput, defaults, id: 'club', submit: (v) => clubsApi.save(v), onSuccess: () => reloadWithToast('저장했습니다.') });
//   <Form noValidate onSubmit={f.onSubmit}>
//     <FormErrorLine form={f} />
//     <TextField form={f} name="clubNm" label="동아리명" maxLength={40} />
//     <Button type="submit" disabled={f.submitting}>저장</Button>
//   </Form>
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldErrors as RhfErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-bootstrap';
import type * as z4 from 'zod/v4/core';
import { FieldError, FormAlert, invalidProps, serverFieldErrors, toastFailure } from './form';

type Input<S extends z4.$ZodType> = z4.input<S> & FieldValues;
type Output<S extends z4.$ZodType> = z4.output<S>;

export interface PortalFormOptions<S extends z4.$ZodType, R> {
  /** The shared input schema the endpoint parses with. */
  schema: S;
  /**
   * The values the form starts with (also written into the server HTML, so nothing shows blank). A
   * field holds what the user typed (a select starts empty) until the schema checks it on submit.
   */
  defaults: { [K in keyof z4.input<S>]?: unknown };
  /** A prefix for the controls' ids, unique on the page. */
  id: string;
  /** The call that saves; its answer goes to onSuccess. */
  submit: (values: Output<S>) => Promise<R>;
  onSuccess?: (result: NoInfer<R>, values: Output<S>) => void;
  /** What to say when the call fails and no field explains why. */
  failure?: string;
}

export interface PortalForm<S extends z4.$ZodType> {
  rhf: UseFormReturn<Input<S>, unknown, Output<S>>;
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  /** The server's message that belongs to no single field. */
  serverError: string | null;
  /** The control's id, for labels and for tests. */
  idOf: (name: Path<Input<S>>) => string;
  /** The message under a field, if any. */
  errorOf: (name: Path<Input<S>>) => string | undefined;
  /** What a control spreads: its id, registration, saved value for the server HTML and error state. */
  control: (name: Path<Input<S>>) => Record<string, unknown>;
}

/** The message at a dotted path of react-hook-form's error tree. */
function messageAt(errors: RhfErrors, name: string): string | undefined {
  const node = name.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), errors) as { message?: unknown } | undefined;
  return typeof node?.message === 'string' ? node.message : undefined;
}

function valueAt(values: unknown, name: string): unknown {
  return name.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), values);
}

/**
 * The schema's resolver, with the issues of rules that name no field (a refinement over the whole
 * input) kept as the form's own error instead of vanishing under an empty key.
 */
function withFormLevelIssues<I extends FieldValues, O>(resolver: Resolver<I, unknown, O>): Resolver<I, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = result.errors as Record<string, unknown>;
    if (errors && '' in errors) {
      const { '': general, ...rest } = errors;
      return { values: {}, errors: { ...rest, root: { type: 'schema', message: (general as { message?: string })?.message ?? '' } } as never };
    }
    return result;
  };
}

export function usePortalForm<S extends z4.$ZodType, R = unknown>(opts: PortalFormOptions<S, R>): PortalForm<S> {
  const { schema, defaults, id, submit, onSuccess, failure = '저장하지 못했습니다.' } = opts;
  const resolver = useMemo(() => withFormLevelIssues(zodResolver(schema as never) as unknown as Resolver<Input<S>, unknown, Output<S>>), [schema]);
  const rhf = useForm<Input<S>, unknown, Output<S>>({ defaultValues: defaults as DefaultValues<Input<S>>, resolver });
  const { errors, isSubmitting } = rhf.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLElement | null>(null);
  const idOf = useCallback((name: string) => `${id}-${name.replace(/\./g, '-')}`, [id]);

  // After a refused submit, once the messages are on the page: the first control marked invalid, in
  // page order (the form alert takes the focus itself when no control is invalid).
  const [focusRound, setFocusRound] = useState(0);
  const focusFirstError = useCallback(() => setFocusRound((n) => n + 1), []);
  useEffect(() => {
    if (!focusRound) return;
    (formRef.current ?? document).querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRound]);

  const onSubmit = rhf.handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        const result = await submit(values);
        onSuccess?.(result, values);
      } catch (err) {
        const fields = serverFieldErrors(err);
        const general: string[] = [];
        for (const [key, message] of Object.entries(fields)) {
          if (key === '_' || valueAt(rhf.getValues(), key) === undefined) general.push(message);
          else rhf.setError(key as Path<Input<S>>, { type: 'server', message });
        }
        if (general.length) setServerError(general.join(' '));
        if (!Object.keys(fields).length) toastFailure(err, failure);
        else focusFirstError();
      }
    },
    () => focusFirstError(),
  );

  const errorOf = (name: string) => messageAt(errors, name);
  const control = (name: string) => {
    const reg = rhf.register(name as Path<Input<S>>);
    const saved = valueAt(defaults, name);
    return {
      id: idOf(name),
      ...(typeof saved === 'string' || typeof saved === 'number' ? { defaultValue: saved } : {}),
      ...reg,
      ref: (el: HTMLElement | null) => {
        reg.ref(el);
        if (el && !formRef.current) formRef.current = el.closest('form');
      },
      ...invalidProps(idOf(name), errorOf(name)),
    };
  };

  return {
    rhf,
    onSubmit,
    submitting: isSubmitting,
    serverError,
    idOf,
    errorOf,
    control,
  };
}

/**
 * The form's own messages (a rule across fields, the server's general message, any message no field
 * on the screen shows), through the shared form alert, which takes the focus when no field has it.
 */
export function FormErrorLine<S extends z4.$ZodType>({ form }: { form: PortalForm<S> }): ReactNode {
  const errors = form.rhf.formState.errors;
  return <FormAlert errors={form.serverError ? { ...errors, _: form.serverError } : errors} />;
}

interface FieldProps<S extends z4.$ZodType> {
  form: PortalForm<S>;
  name: Path<Input<S>>;
  label: ReactNode;
  /** A line under the label that explains the field. */
  help?: ReactNode;
  size?: 'sm' | 'lg';
  className?: string;
}

/** A labelled text control (input or text area) with its error under it. */
export function TextField<S extends z4.$ZodType>({ form, name, label, help, size, className, ...rest }: FieldProps<S> & { as?: 'textarea'; rows?: number; type?: string; maxLength?: number; min?: number | string; max?: number | string; step?: number | string; placeholder?: string; autoComplete?: string; inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url' | 'decimal' }) {
  const id = form.idOf(name);
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className={size === 'sm' ? 'small' : undefined}>{label}</Form.Label>
      {help && <Form.Text className="d-block mb-1">{help}</Form.Text>}
      <Form.Control size={size} {...rest} {...form.control(name)} />
      <FieldError id={id} error={form.errorOf(name)} />
    </Form.Group>
  );
}

/** A labelled select with its options and its error under it. */
export function SelectField<S extends z4.$ZodType>({ form, name, label, help, size, className, options, placeholder }: FieldProps<S> & { options: readonly { value: string | number; label: string }[]; placeholder?: string }) {
  const id = form.idOf(name);
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className={size === 'sm' ? 'small' : undefined}>{label}</Form.Label>
      {help && <Form.Text className="d-block mb-1">{help}</Form.Text>}
      <Form.Select size={size} {...form.control(name)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
      <FieldError id={id} error={form.errorOf(name)} />
    </Form.Group>
  );
}

/** A checkbox or switch with its error under it. */
export function CheckField<S extends z4.$ZodType>({ form, name, label, className, type = 'checkbox' }: FieldProps<S> & { type?: 'checkbox' | 'switch' }) {
  const id = form.idOf(name);
  const { defaultValue: _unused, ...control } = form.control(name) as Record<string, unknown>;
  const checked = valueAt(form.rhf.formState.defaultValues, name);
  return (
    <Form.Group className={className}>
      <Form.Check type={type} id={id} label={label} defaultChecked={checked === true || checked === 'Y'} {...control} />
      <FieldError id={id} error={form.errorOf(name)} />
    </Form.Group>
  );
}
