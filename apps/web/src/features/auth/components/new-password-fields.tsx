import { passwordRuleMessage } from '@fairdraw/contracts';
import { TextField, type TextFieldProps } from '../../../components/ui/form-fields';

type FieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'hint'>;

/**
 * The new password typed twice, with the signup's rule as the hint, and the save button (forced change,
 * reset and change password). Checked with `newPasswordErrors`.
 */
export function NewPasswordFields({
  password,
  passwordConfirmation,
  submitting,
}: {
  password: FieldProps;
  passwordConfirmation: FieldProps;
  submitting: boolean;
}) {
  return (
    <>
      <TextField
        {...password}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={passwordRuleMessage}
      />
      <TextField
        {...passwordConfirmation}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <button type="submit" className="button auth-submit" disabled={submitting}>
        {submitting ? 'Saving…' : 'Save new password'}
      </button>
    </>
  );
}
