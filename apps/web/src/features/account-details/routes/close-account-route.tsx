import { useLayoutEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { required } from '@fairdraw/domain';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSessionStore } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { useCloseAccount } from '../api/close-account';
import { CUSTOMER_DETAILS_QUERY_KEY } from '../../../lib/api/get-customer-details';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import '../account-details.css';

export const CLOSE_SUCCESS_PATH = '/close-my-account/success';

/**
 * /close-my-account (protected): the password confirms it; an optional reason. The server refuses
 * while the wallet holds money or tickets wait for a draw, and says what to do first.
 */
export function CloseAccountRoute() {
  useDocumentTitle('Close my account');
  const close = useCloseAccount();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { password: '', reason: '' },
    rules: { password: [required] },
  });

  const submit = form.handleSubmit(async (values) => {
    const reason = String(values.reason).trim();
    await close.mutateAsync({ password: String(values.password), ...(reason ? { reason } : {}) });
    // Every session ended on the server. This one ends on the success page: cleared here, this protected
    // page could still render once without a session and send the customer to log in instead.
    await navigate(CLOSE_SUCCESS_PATH, { replace: true, state: { accountClosed: true } });
  });

  return (
    <div className="account-page">
      <h1>Close my account</h1>
      <p>
        Closing your account signs you out everywhere and you won't be able to log in again. Before you close
        it, withdraw any money in your wallet and wait for draws you have tickets in.
      </p>
      <form className="details-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={form.generalError} />
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <TextField label="Why are you leaving? (optional)" {...form.field('reason')} />
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Closing…' : 'Close my account'}
        </button>
      </form>
    </div>
  );
}

/** /close-my-account/success: also where session expiry on the closing page lands (shop-core §4). */
export function CloseAccountSuccessRoute() {
  useDocumentTitle('Account closed');
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const closedHere = (useLocation().state as { accountClosed?: boolean } | null)?.accountClosed === true;
  // Before the page is painted, in the same commit that draws it: the success page never shows with the
  // header still signed in, and nothing that sees the page can see the session.
  useLayoutEffect(() => {
    if (!closedHere) return;
    session.clear();
    queryClient.removeQueries({ queryKey: CUSTOMER_QUERY_KEY });
    queryClient.removeQueries({ queryKey: CUSTOMER_DETAILS_QUERY_KEY });
  }, [closedHere, session, queryClient]);
  return (
    <div className="account-page">
      <h1>Your account is closed</h1>
      <p role="status">We've closed your account and signed you out on every device.</p>
      <p>
        If you change your mind, <Link to="/about/contact-us">contact support</Link> and we can help.
      </p>
    </div>
  );
}
