import { limitAmountRules, MAX_LIMIT_CENTS } from '@fairdraw/domain';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { useForm } from '../../../lib/use-form';

interface LimitAmountFormProps {
  label: string;
  submitLabel: string;
  /** The largest amount allowed (the shop's own limit for the period). */
  maxCents?: number;
  hint?: string;
  onSubmit: (limit: string) => Promise<void>;
  onCancel?: () => void;
}

/** One amount, checked with the same rules the server applies (@fairdraw/domain `limitAmountRules`). */
export function LimitAmountForm({
  label,
  submitLabel,
  maxCents,
  hint,
  onSubmit,
  onCancel,
}: LimitAmountFormProps) {
  const form = useForm({
    initialValues: { limit: '' },
    rules: { limit: limitAmountRules(maxCents ?? MAX_LIMIT_CENTS) },
  });
  const submit = form.handleSubmit(async (values) => onSubmit(String(values.limit).trim()));
  return (
    <form className="limit-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={form.generalError} />
      <TextField label={label} hint={hint} autoComplete="off" {...form.field('limit')} />
      <div className="limit-form-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
