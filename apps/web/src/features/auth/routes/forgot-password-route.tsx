import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { EmailSentNotice } from '../components/email-sent-notice';
import '../auth.css';

/**
 * /forgot-password (public): asks for a reset link. Afterwards the page says the same thing whatever
 * the address, so it never tells whether an account uses it.
 */
export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot your password?');
  const [sent, setSent] = useState(false);
  return (
    <div className="auth-page">
      <h1>Forgot your password?</h1>
      {sent ? (
        <EmailSentNotice>
          If an account uses that address, we have e-mailed a link to choose a new password. The link works
          once, within an hour. Check your spam folder if it hasn't arrived in a few minutes.
        </EmailSentNotice>
      ) : (
        <>
          <p>Enter the e-mail address you log in with and we'll send you a link to choose a new one.</p>
          <ForgotPasswordForm onSent={() => setSent(true)} />
        </>
      )}
      <p className="auth-switch">
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </div>
  );
}
