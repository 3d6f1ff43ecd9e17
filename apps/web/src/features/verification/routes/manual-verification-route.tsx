import { useState } from 'react';
import { Link } from 'react-router';
import type { VerificationDocumentMethod } from '@fairdraw/contracts';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useApi } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { getPdfForm } from '../api/get-pdf-form';
import { useVerification } from '../api/get-verification';
import { DocumentUploadForm } from '../components/document-upload-form';
import { useRefreshVerification } from '../hooks/use-refresh-verification';
import { outcomeText } from '../utils/status-text';
import '../verification.css';

const methodName: Record<VerificationDocumentMethod, string> = {
  photo_id_upload: 'Photo ID',
  pdf_form: 'Verification form',
};

/** The blank form: fetched signed, then saved by the browser. */
function BlankFormDownload() {
  const { client } = useApi();
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  async function download() {
    setState('loading');
    try {
      const url = await getPdfForm(client);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'fairdraw-identity-verification-form.pdf';
      link.click();
      setState('idle');
    } catch {
      setState('error');
    }
  }
  return (
    <div>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void download()}
        disabled={state === 'loading'}
      >
        {state === 'loading' ? 'Preparing the form…' : 'Download the blank form (PDF)'}
      </button>
      {state === 'error' ? (
        <p className="field-error" role="alert">
          We couldn't download the form. Please try again.
        </p>
      ) : null}
    </div>
  );
}

/** /my-account/manual-verification: upload photo ID or the completed form, and see where they are. */
export function ManualVerificationRoute() {
  useDocumentTitle('Manual verification');
  const verification = useVerification();
  const refresh = useRefreshVerification();

  let body;
  if (verification.isPending) body = <ListSkeleton label="Loading your documents" count={2} />;
  else if (verification.isError)
    body = (
      <ErrorState message="We couldn't load your documents." onRetry={() => void verification.refetch()} />
    );
  else if (verification.data.isVerified)
    body = (
      <div className="verification-success" role="status">
        <h2>Your identity is verified</h2>
        <p>Thank you. Nothing else is needed.</p>
      </div>
    );
  else {
    const { methods, pending } = verification.data.verification;
    const waiting = methods
      .filter((method) => method.status === 'pending' || method.status === 'in_progress')
      .map((method) => method.type)
      .filter(
        (type): type is VerificationDocumentMethod => type === 'photo_id_upload' || type === 'pdf_form',
      );
    body = (
      <>
        {pending || waiting.length > 0 ? (
          <p className="verification-notice" role="status">
            Your documents are waiting for review. We usually check them within two business days.
          </p>
        ) : null}
        <section aria-labelledby="upload-heading">
          <h2 id="upload-heading">Upload documents</h2>
          <DocumentUploadForm onUploaded={refresh} unavailable={waiting} />
        </section>
        <section aria-labelledby="form-heading">
          <h2 id="form-heading">No photo ID?</h2>
          <p>
            Print the verification form, fill it in, have it signed by a witness and upload a scan or photo of
            it.
          </p>
          <BlankFormDownload />
        </section>
      </>
    );
  }

  const documents = verification.data?.documents ?? [];
  return (
    <div className="verification-page">
      <h1>Manual verification</h1>
      {body}
      {verification.data ? (
        <section aria-labelledby="documents-heading">
          <h2 id="documents-heading">Your documents</h2>
          {documents.length === 0 ? (
            <EmptyState>You have not uploaded any documents yet.</EmptyState>
          ) : (
            <ul className="plain-list verification-documents">
              {documents.map((document) => (
                <li key={document.id}>
                  <strong>{document.fileName}</strong> ({methodName[document.method]}):{' '}
                  {outcomeText[document.outcome]}
                  {document.reason ? <span className="verification-reason"> — {document.reason}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <p className="verification-more">
        <Link to="/my-account/verify-account">Other ways to verify</Link>
      </p>
    </div>
  );
}
