import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import './form-fields.css';

interface FieldBase {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLElement>;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}

/** A field's label and its hint (read out with the field through aria-describedby). */
function LabelAndHint({ id, label, hint }: { id: string; label: string; hint?: ReactNode }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

export interface TextFieldProps extends FieldBase {
  value: string | boolean;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
}

export function TextField({
  name,
  label,
  error,
  hint,
  ref,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <LabelAndHint id={id} label={label} hint={hint} />
      <input
        id={id}
        ref={ref as Ref<HTMLInputElement>}
        name={name}
        type={type}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends FieldBase {
  value: string | boolean;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
}

/** A longer answer in several lines (a message to customer care). */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  ref,
  value,
  onChange,
  rows = 6,
  maxLength,
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <LabelAndHint id={id} label={label} hint={hint} />
      <textarea
        id={id}
        ref={ref as Ref<HTMLTextAreaElement>}
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && `${id}-hint`, error && `${id}-error`)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export interface SelectFieldProps extends FieldBase {
  value: string | boolean;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder?: string;
}

export function SelectField({
  name,
  label,
  error,
  ref,
  value,
  onChange,
  options,
  placeholder,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={ref as Ref<HTMLSelectElement>}
        name={name}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
      >
        <option value="">{placeholder ?? 'Select'}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export interface RadioFieldProps extends Omit<FieldBase, 'hint'> {
  value: string | boolean;
  onChange: (value: string) => void;
  /** Each choice: its value and what the customer reads. */
  options: ReadonlyArray<{ value: string; label: ReactNode; disabled?: boolean; detail?: ReactNode }>;
}

/** One choice of several: a fieldset whose legend is the label; the first radio takes the focus. */
export function RadioField({ name, label, error, ref, value, onChange, options }: RadioFieldProps) {
  const id = useId();
  return (
    <fieldset
      className="form-field form-field-radio"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && `${id}-error`)}
    >
      <legend>{label}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="radio-choice">
          <input
            ref={index === 0 ? (ref as Ref<HTMLInputElement>) : undefined}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span>
            {option.label}
            {option.detail ? <span className="radio-detail">{option.detail}</span> : null}
          </span>
        </label>
      ))}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

export interface CheckboxFieldProps extends Omit<FieldBase, 'label'> {
  label: ReactNode;
  value: string | boolean;
  onChange: (value: boolean) => void;
}

export function CheckboxField({ name, label, error, ref, value, onChange }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="form-field form-field-checkbox">
      <input
        id={id}
        ref={ref as Ref<HTMLInputElement>}
        name={name}
        type="checkbox"
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Errors that belong to no single field, above the form. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <div className="form-alert" role="alert">
      {message}
    </div>
  ) : null;
}

/**
 * News about a form that is not an error ("Action Required: Continue to PayPal…"). The live region is
 * always there, so what appears in it is announced.
 */
export function FormNotice({ notice }: { notice: { title: string; message: string } | null }) {
  return (
    <div role="status" aria-live="polite">
      {notice ? (
        <p className="form-notice">
          <strong>{notice.title}</strong> {notice.message}
        </p>
      ) : null}
    </div>
  );
}
