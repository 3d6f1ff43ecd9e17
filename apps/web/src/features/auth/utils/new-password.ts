import { isStrongPassword, passwordRuleMessage } from '@fairdraw/contracts';
import { matches } from '@fairdraw/domain';

/**
 * A new password typed twice (forced change, reset and change password): the signup's password rule on the first,
 * the domain's mismatch message on the second. Blank fields are left to `required`.
 */
export function newPasswordErrors(values: {
  password: string | boolean;
  passwordConfirmation: string | boolean;
}): { password?: string; passwordConfirmation?: string } {
  const errors: { password?: string; passwordConfirmation?: string } = {};
  if (values.password !== '' && !isStrongPassword(String(values.password)))
    errors.password = passwordRuleMessage;
  const mismatch = matches(values.password, 'password')(values.passwordConfirmation);
  if (mismatch) errors.passwordConfirmation = mismatch;
  return errors;
}
