import { Link } from 'react-router';
import type { Capability } from '@fairdraw/contracts';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formatWireMoney } from '../../../components/ui/money';
import { useCustomer } from '../../../lib/api/get-customer';
import { useCapabilities } from '../../../lib/capabilities';
import { useDocumentTitle } from '../../../lib/document-title';
import '../account.css';

interface AccountLink {
  to: string;
  label: string;
  /** Shown only while this capability is on. */
  requires?: Capability;
}

const sections: Array<{ id: string; title: string; links: AccountLink[] }> = [
  {
    id: 'account-tickets-heading',
    title: 'My tickets',
    links: [
      { to: '/my-account/upcoming-tickets', label: 'Upcoming tickets' },
      { to: '/my-account/past-tickets', label: 'Past tickets and wins' },
      { to: '/my-account/favourite-numbers', label: 'Favourite numbers', requires: 'favourite-numbers' },
    ],
  },
  {
    id: 'account-wallet-heading',
    title: 'My wallet',
    links: [
      { to: '/my-account/deposit', label: 'Deposit' },
      { to: '/my-account/cards-and-accounts', label: 'Cards and accounts' },
      { to: '/my-account/transactions', label: 'Transactions', requires: 'viewing-orders' },
      { to: '/my-account/withdraw', label: 'Withdraw', requires: 'wallet_withdrawal' },
    ],
  },
  {
    id: 'account-settings-heading',
    title: 'My account settings',
    links: [
      { to: '/my-account/my-details', label: 'My details' },
      { to: '/my-account/login-and-security', label: 'Login and security' },
      { to: '/my-account/spend-limits', label: 'Spend and deposit limits', requires: 'spend_limits' },
      {
        to: '/my-account/precommitment-limit',
        label: 'Precommitment limit',
        requires: 'precommitment-amount',
      },
      {
        to: '/communication-preferences',
        label: 'Communication preferences',
        requires: 'manage-notification-settings',
      },
      { to: '/close-my-account', label: 'Close my account', requires: 'customer-deactivate' },
    ],
  },
];

/** /my-account (protected): a greeting, the balance, and every account page the customer may use. */
export function AccountHomeRoute() {
  useDocumentTitle('My account');
  const customer = useCustomer();
  const capabilities = useCapabilities();
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
          {capabilities.includes('wallet_balance') ? (
            <p>
              Balance: <strong>{formatWireMoney(customer.data.balance)}</strong>
            </p>
          ) : null}
          <p>
            <Link to="/logout">Sign out</Link>
          </p>
        </section>
      )}
      {sections.map((section) => {
        const links = section.links.filter((link) => !link.requires || capabilities.includes(link.requires));
        // A section whose pages are all off is left out, heading and all.
        return links.length === 0 ? null : (
          <nav key={section.id} className="account-links" aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            <ul className="plain-list">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        );
      })}
    </div>
  );
}
