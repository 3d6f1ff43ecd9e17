import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { VerificationMethodType } from '@fairdraw/contracts';
import { MAX_ATTEMPTS_PER_METHOD } from '@fairdraw/domain';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useCustomer } from '../../../lib/api/get-customer';
import { useCustomerDetails } from '../../../lib/api/get-customer-details';
import { useDocumentTitle } from '../../../lib/document-title';
import { AutoVerificationForm } from '../components/auto-verification-form';
import { LicenceForm } from '../components/licence-form';
import { useRefreshVerification } from '../hooks/use-refresh-verification';
import '../verification.css';

type Choice = 'auto_verification' | 'drivers_licence' | 'documents';

const CHOICES: Array<{ value: Choice; label: string; hint: string }> = [
  {
    value: 'auto_verification',
    label: 'Your details',
    hint: 'Name, date of birth and home address. Takes a moment.',
  },
  { value: 'drivers_licence', label: "Driver's licence", hint: 'An Australian licence, checked at once.' },
  {
    value: 'documents',
    label: 'Upload documents',
    hint: 'Photo ID or the verification form, checked by our team.',
  },
];

/** /my-account/verify-account: choose a method and verify. */
export function VerifyAccountRoute() {
  useDocumentTitle('Verify your identity');
  const id = useId();
  const customer = useCustomer();
  // The form starts from what the account holds; without it (a failed read) only the name is filled in.
  const details = useCustomerDetails();
  const refresh = useRefreshVerification();
  const [choice, setChoice] = useState<Choice>('auto_verification');
  const [justVerified, setJustVerified] = useState(false);

  const onVerified = async () => {
    setJustVerified(true);
    await refresh();
  };

  let body;
  if (customer.isPending) body = <ListSkeleton label="Loading your verification" count={1} />;
  else if (customer.isError)
    body = <ErrorState message="We couldn't load your account." onRetry={() => void customer.refetch()} />;
  else if (customer.data.isVerified || justVerified)
    body = (
      <div className="verification-success" role="status">
        <h2>Your identity is verified</h2>
        <p>Thank you. Nothing else is needed.</p>
        <Link to="/my-account">Back to my account</Link>
      </div>
    );
  else {
    const statusOf = (type: VerificationMethodType) =>
      customer.data.verification.methods.find((method) => method.type === type)?.status;
    const exhausted = (value: Choice) => value !== 'documents' && statusOf(value) === 'disabled';
    body = (
      <>
        {customer.data.verification.pending ? (
          <p className="verification-notice" role="status">
            We are checking the documents you sent. You can still verify another way below.
          </p>
        ) : null}
        <fieldset className="verification-choices">
          <legend>How would you like to verify?</legend>
          {CHOICES.map((option) => (
            <div key={option.value} className="verification-choice">
              <input
                type="radio"
                id={`${id}-${option.value}`}
                name="verification-method"
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                aria-describedby={`${id}-${option.value}-hint`}
              />
              <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
              <p id={`${id}-${option.value}-hint`} className="field-hint">
                {exhausted(option.value)
                  ? `You have used all ${MAX_ATTEMPTS_PER_METHOD} attempts. Please upload documents instead.`
                  : option.hint}
              </p>
            </div>
          ))}
        </fieldset>
        {choice === 'documents' ? (
          <p>
            <Link className="button" to="/my-account/manual-verification">
              Upload documents
            </Link>
          </p>
        ) : exhausted(choice) ? null : choice === 'auto_verification' ? (
          details.isPending ? (
            <ListSkeleton label="Loading your details" count={1} />
          ) : (
            <AutoVerificationForm
              known={details.data ?? { firstname: customer.data.firstname, lastname: customer.data.lastname }}
              onVerified={onVerified}
            />
          )
        ) : (
          <LicenceForm onVerified={onVerified} />
        )}
      </>
    );
  }

  return (
    <div className="verification-page">
      <h1>Verify your identity</h1>
      {body}
      <p className="verification-more">
        <Link to="/account-verification">Why we ask</Link>
      </p>
    </div>
  );
}
