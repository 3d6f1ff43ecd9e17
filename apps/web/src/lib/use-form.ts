// A small form state hook (account-area §4 "Forms": idle, submitting, then success or error, errors
// kept per form). Rules are the domain validators, so messages are the spec's words.
import { useCallback, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@fairdraw/client';
import { validateForm, type FieldValue, type Validator } from '@fairdraw/domain';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';
export type FormValues<F extends string> = Record<F, string | boolean>;

export interface UseFormOptions<F extends string> {
  initialValues: FormValues<F>;
  /** Checked in this order; the first failing field gets the focus. */
  rules: Partial<Record<F, readonly Validator[]>>;
  /** Extra rules that need all values (e.g. the password rule). Return field → message. */
  check?: (values: FormValues<F>) => Partial<Record<F, string>>;
}

export const GENERAL_ERROR_FALLBACK = 'Something went wrong. Please try again.';

/** Server errors by field (camelCase, possibly nested like `credentials.email`), general as the fallback. */
export function groupServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): { fieldErrors: Partial<Record<F, string>>; general: string | null } {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, general: GENERAL_ERROR_FALLBACK };
  const fieldErrors: Partial<Record<F, string>> = {};
  const general: string[] = [];
  for (const [key, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!first) continue;
    const field = key.split('.').pop() as F;
    if (fields.includes(field)) fieldErrors[field] ??= first;
    else general.push(first);
  }
  const hasAny = Object.keys(fieldErrors).length > 0 || general.length > 0;
  return { fieldErrors, general: general[0] ?? (hasAny ? null : error.message || GENERAL_ERROR_FALLBACK) };
}

export function useForm<F extends string>({ initialValues, rules, check }: UseFormOptions<F>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatus>('idle');
  const elements = useRef(new Map<F, HTMLElement>());
  // A ref, not the status: two submits in one tick both see the status from before the first.
  const submitting = useRef(false);
  const fields = Object.keys(initialValues) as F[];

  const focusFirst = useCallback(
    (failed: Partial<Record<F, string>>) => {
      const first = fields.find((field) => failed[field]);
      if (first) elements.current.get(first)?.focus();
    },
    [fields],
  );

  function setValue(field: F, value: string | boolean) {
    setValues((current) => ({ ...current, [field]: value }));
    // An edited field loses its old message; it is checked again on submit.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** Props for a field: its value, change handler, ref for focusing, and the error to show. */
  function field(name: F) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (value: string | boolean) => setValue(name, value),
      ref: (element: HTMLElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
    };
  }

  /**
   * The submit handler. Its promise never rejects (a failure becomes the form's errors), so a form passes
   * it on as `(event) => void onSubmit(event)`.
   */
  function handleSubmit(onValid: (values: FormValues<F>) => Promise<void>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      if (submitting.current) return;
      const failed = {
        ...(check?.(values) ?? {}),
        ...validateForm(
          values as Record<string, FieldValue>,
          rules as Readonly<Record<string, readonly Validator[]>>,
        ),
      } as Partial<Record<F, string>>;
      setGeneralError(null);
      if (Object.values(failed).some(Boolean)) {
        setErrors(failed);
        setStatus('error');
        focusFirst(failed);
        return;
      }
      setErrors({});
      setStatus('submitting');
      submitting.current = true;
      try {
        await onValid(values);
        setStatus('success');
      } catch (error) {
        const grouped = groupServerErrors(error, fields);
        setErrors(grouped.fieldErrors);
        setGeneralError(grouped.general);
        setStatus('error');
        focusFirst(grouped.fieldErrors);
      } finally {
        submitting.current = false;
      }
    };
  }

  return { values, errors, generalError, status, submitting: status === 'submitting', field, handleSubmit };
}
