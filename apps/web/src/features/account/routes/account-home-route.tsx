import { Link } from 'react-router';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formatWireMoney } from '../../../components/ui/money';
import { useCustomer } from '../../../lib/api/get-customer';
import { useDocumentTitle } from '../../../lib/document-title';
import '../account.css';

/** /my-account (protected): a greeting, the balance and the way to the customer's tickets. */
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
      <nav className="account-links" aria-labelledby="account-tickets-heading">
        <h2 id="account-tickets-heading">My tickets</h2>
        <ul className="plain-list">
          <li>
            <Link to="/my-account/upcoming-tickets">Upcoming tickets</Link>
          </li>
          <li>
            <Link to="/my-account/past-tickets">Past tickets and wins</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
