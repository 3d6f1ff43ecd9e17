import { Link } from 'react-router';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formatWireMoney } from '../../../components/ui/money';
import { useCustomer } from '../../../lib/api/get-customer';
import { useDocumentTitle } from '../../../lib/document-title';
import '../account.css';

/** /my-account (protected): a greeting and the balance until the account area arrives. */
export function AccountHomeRoute() {
  useDocumentTitle('My account');
  const customer = useCustomer();
  return (
    <div className="account-page">
      <h1>My account</h1>
      {customer.isPending ? (
        <ListSkeleton label="Loading your account" count={1} />
      ) : customer.isError ? (
        <ErrorState message="We couldn't load your account." onRetry={() => void customer.refetch()} />
      ) : (
        <section className="account-summary" aria-labelledby="account-greeting">
          <h2 id="account-greeting">Hello {customer.data.firstname}</h2>
          <p>
            Balance: <strong>{formatWireMoney(customer.data.balance)}</strong>
          </p>
          <p>
            <Link to="/logout">Sign out</Link>
          </p>
        </section>
      )}
    </div>
  );
}
