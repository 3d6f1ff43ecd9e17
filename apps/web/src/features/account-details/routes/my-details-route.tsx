import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCustomerDetails } from '../../../lib/api/get-customer-details';
import { DetailsForm } from '../components/details-form';
import '../account-details.css';

/** /my-account/my-details (protected): name, contact details and address; date of birth read-only. */
export function MyDetailsRoute() {
  useDocumentTitle('My details');
  const details = useCustomerDetails();
  return (
    <div className="account-page">
      <h1>My details</h1>
      {details.isPending ? (
        <ListSkeleton label="Loading your details" count={2} />
      ) : details.isError ? (
        <ErrorState message="We couldn't load your details." onRetry={() => void details.refetch()} />
      ) : (
        <DetailsForm key={details.dataUpdatedAt} details={details.data} />
      )}
    </div>
  );
}
