import { Link, useLocation } from 'react-router';
import { useCustomer } from '../../../lib/api/get-customer';
import { useHasCapabilities } from '../../../lib/capabilities';
import { useSession } from '../../../lib/session';
import '../verification.css';

/** Shown across the account area while the customer is unverified: days left, or the restriction. */
export function VerificationBanner() {
  const { isAuthenticated } = useSession();
  const enabled = useHasCapabilities('verification');
  const customer = useCustomer();
  const { pathname } = useLocation();
  if (!isAuthenticated || !enabled || !customer.data || customer.data.isVerified) return null;
  const { verification } = customer.data;
  const onVerifyPage = pathname.startsWith('/my-account/verify-account');
  const action = onVerifyPage ? null : (
    <Link className="button verification-banner-action" to="/my-account/verify-account">
      Verify now
    </Link>
  );

  if (verification.restricted)
    return (
      <section
        className="verification-banner verification-banner-restricted"
        aria-labelledby="verification-banner-title"
      >
        <h2 id="verification-banner-title">Your account is restricted</h2>
        <p>
          We could not verify your identity within {customer.data.verificationRules?.deadlineDays ?? 90} days
          of sign-up, so withdrawals are blocked until you do. You can still play.
        </p>
        {action}
      </section>
    );

  if (verification.pending)
    return (
      <section className="verification-banner" aria-labelledby="verification-banner-title">
        <h2 id="verification-banner-title">We are checking your documents</h2>
        <p>
          We will let you know when your identity is verified.
          {verification.daysLeft != null
            ? ` ${daysText(verification.daysLeft)} left until the deadline.`
            : ''}
        </p>
      </section>
    );

  return (
    <section className="verification-banner" aria-labelledby="verification-banner-title">
      <h2 id="verification-banner-title">
        Verify your identity:{' '}
        {verification.daysLeft != null ? `${daysText(verification.daysLeft)} left` : 'action needed'}
      </h2>
      <p>
        Australian law requires us to confirm who you are. After the deadline, withdrawals are blocked until
        you are verified.
      </p>
      {action}
    </section>
  );
}

function daysText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
