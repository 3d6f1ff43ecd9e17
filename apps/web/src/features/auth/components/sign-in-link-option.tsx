import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { email, required } from '@fairdraw/domain';
import type { EmailSentResult } from '@fairdraw/contracts';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useForm } from '../../../lib/use-form';
import { requestLoginLink } from '../api/login-link';
import { EmailSentNotice } from './email-sent-notice';

/** The login page's anchor for this option: an invalid sign-in link sends people here for a new one. */
export const SIGN_IN_LINK_ANCHOR = 'sign-in-link';

/**
 * The login page's secondary action: "Email me a sign-in link" opens a one-field form (starting from
 * the e-mail typed into the login form) that asks for a one-time link. The answer is the same whatever
 * the address.
 */
export function SignInLinkOption({ typedEmail }: { typedEmail: () => string }) {
  const { hash } = useLocation();
  const [open, setOpen] = useState(hash === `#${SIGN_IN_LINK_ANCHOR}`);
  const [sent, setSent] = useState(false);
  const [initialEmail, setInitialEmail] = useState('');

  return (
    <div id={SIGN_IN_LINK_ANCHOR} className="auth-secondary">
      {sent ? (
        <EmailSentNotice>
          If an account uses that address, we have e-mailed a sign-in link. It works once, within 15 minutes.
        </EmailSentNotice>
      ) : open ? (
        <SignInLinkForm initialEmail={initialEmail} onSent={() => setSent(true)} />
      ) : (
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={false}
          onClick={() => {
            setInitialEmail(typedEmail().trim());
            setOpen(true);
          }}
        >
          Email me a sign-in link
        </button>
      )}
    </div>
  );
}

function SignInLinkForm({ initialEmail, onSent }: { initialEmail: string; onSent: () => void }) {
  const { client } = useApi();
  const debounce = useDebouncer<EmailSentResult>();
  const form = useForm({ initialValues: { email: initialEmail }, rules: { email: [required, email] } });
  const field = form.field('email');
  const input = useRef<HTMLElement | null>(null);

  useEffect(() => input.current?.focus(), []);

  const onSubmit = form.handleSubmit(async (values) => {
    await debounce(() => requestLoginLink(client, String(values.email).trim()));
    onSent();
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="sign-in-link-title"
    >
      <h2 id="sign-in-link-title" className="auth-form-title">
        Email me a sign-in link
      </h2>
      <p>We&apos;ll e-mail you a link that logs you in without your password.</p>
      <FormAlert message={form.generalError} />
      <TextField
        {...field}
        ref={(element) => {
          field.ref(element);
          input.current = element;
        }}
        label="Email address for the link"
        type="email"
        autoComplete="email"
      />
      <button type="submit" className="button auth-submit" disabled={form.submitting}>
        {form.submitting ? 'Sending…' : 'Send sign-in link'}
      </button>
    </form>
  );
}
