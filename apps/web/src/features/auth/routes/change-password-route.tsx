import { useNavigate } from 'react-router';
import { useToasts } from '../../../components/ui/toast';
import { useDocumentTitle } from '../../../lib/document-title';
import { ChangePasswordForm } from '../components/change-password-form';
import '../auth.css';

/** Where the page comes from and goes back to once the password is saved. */
export const LOGIN_AND_SECURITY_PATH = '/my-account/login-and-security';
export const PASSWORD_SAVED_MESSAGE = 'Your new password is saved';

/**
 * /change-Password (protected; the spec's capital P, and /change-password, both open it): a new
 * password for a signed-in customer. This session stays signed in; the customer's others end.
 */
export function ChangePasswordRoute() {
  useDocumentTitle('Change your password');
  const toasts = useToasts();
  const navigate = useNavigate();

  async function onChanged() {
    toasts.show({
      title: PASSWORD_SAVED_MESSAGE,
      message: 'You are still signed in here; we have signed you out on your other devices.',
    });
    await navigate(LOGIN_AND_SECURITY_PATH);
  }

  return (
    <div className="auth-page">
      <h1>Change your password</h1>
      <ChangePasswordForm onChanged={onChanged} cancelHref={LOGIN_AND_SECURITY_PATH} />
    </div>
  );
}
