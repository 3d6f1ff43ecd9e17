import { Link } from 'react-router';
import { MAX_DOCUMENT_BYTES, VERIFICATION_DEADLINE_DAYS } from '@fairdraw/domain';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import '../verification.css';

/** /account-verification (public): why Fairdraw verifies identity, and how. */
export function AccountVerificationRoute() {
  useDocumentTitle('Account verification');
  const { isAuthenticated } = useSession();
  return (
    <div className="verification-page">
      <h1>Account verification</h1>
      <section aria-labelledby="why-heading">
        <h2 id="why-heading">Why we verify your identity</h2>
        <p>
          Australian law requires lottery and raffle sellers to confirm who their customers are and that they
          are 18 or older. It also keeps your winnings safe: only you can withdraw them.
        </p>
        <p>
          You have {VERIFICATION_DEADLINE_DAYS} days from sign-up to verify. Until then you can play as usual;
          after that, withdrawals are blocked until you are verified.
        </p>
      </section>
      <section aria-labelledby="how-heading">
        <h2 id="how-heading">How to verify</h2>
        <ol>
          <li>
            <strong>Your details:</strong> your name, date of birth and home address, checked in a moment.
          </li>
          <li>
            <strong>Driver&apos;s licence:</strong> your licence and card number from any Australian state.
          </li>
          <li>
            <strong>Documents:</strong> a photo of your ID, or our signed and witnessed form (JPEG, PNG or
            PDF, up to {MAX_DOCUMENT_BYTES / (1024 * 1024)} MB). Our team checks them, usually within two
            business days.
          </li>
        </ol>
        <p>
          {isAuthenticated ? (
            <Link className="button" to="/my-account/verify-account">
              Verify now
            </Link>
          ) : (
            <Link className="button" to="/login">
              Log in to verify
            </Link>
          )}
        </p>
      </section>
    </div>
  );
}
