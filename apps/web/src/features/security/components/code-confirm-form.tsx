import type { ReactNode } from 'react';
import { twoFactorCode } from '@fairdraw/domain';
import { FormAlert } from '../../../components/ui/form-fields';
import { useToasts } from '../../../components/ui/toast';
import { useForm } from '../../../lib/use-form';
import { CodeField } from './code-field';

/** The submit and cancel buttons under each set-up step. */
export function StepActions({
  submitting,
  label,
  busyLabel,
  onCancel,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="security-actions">
      <button type="submit" className="button" disabled={submitting}>
        {submitting ? busyLabel : label}
      </button>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/**
 * The last step of switching a two-factor method on: the code from the new method, sent to `confirm`.
 * A refused code shows under the field (the server's `otp` error); success says so and calls `onDone`.
 */
export function CodeConfirmForm({
  id,
  title,
  children,
  confirm,
  onDone,
  onCancel,
}: {
  id: string;
  title: string;
  /** What to do before typing the code. */
  children: ReactNode;
  confirm: (code: string) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const toasts = useToasts();
  const form = useForm({ initialValues: { otp: '' }, rules: { otp: [twoFactorCode] } });
  const onSubmit = form.handleSubmit(async (values) => {
    await confirm(String(values.otp).trim());
    toasts.show({
      title: 'Two-factor sign-in is on',
      message: 'You will be asked for a code when you sign in.',
    });
    onDone();
  });
  return (
    <form
      className="security-step"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={id}
    >
      <h3 id={id}>{title}</h3>
      {children}
      <FormAlert message={form.generalError} />
      <CodeField {...form.field('otp')} />
      <StepActions submitting={form.submitting} label="Turn on" busyLabel="Checking…" onCancel={onCancel} />
    </form>
  );
}
