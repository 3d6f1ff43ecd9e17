import { EmptyState } from '../../../components/ui/list-states';
import { useConfig } from '../../../lib/api/get-config';
import { useDocumentDescription, useDocumentTitle } from '../../../lib/document-title';
import { StoreLinks } from '../components/store-links';
import '../native-app.css';

/** /app: what the phone app does and where to get it. */
export function AppRoute() {
  const { siteName, nativeApp } = useConfig();
  useDocumentTitle(`The ${siteName} app`);
  useDocumentDescription(
    `Buy lottery and charity raffle tickets, check results and hear about wins on your phone with the ${siteName} app.`,
  );
  return (
    <div className="native-app">
      <h1>The {siteName} app</h1>
      <p className="page-intro">
        Everything your account can do on the website, in your pocket: the same tickets, the same wallet and
        the same limits, whichever you use.
      </p>
      <ul className="native-app-features">
        <li>Buy lottery, raffle and syndicate tickets in a few taps.</li>
        <li>Get a notification the moment a ticket wins, and see results as soon as they are official.</li>
        <li>Scan a paper ticket to check it, and keep your favourite numbers to hand.</li>
        <li>Set deposit and spend limits, or take a break, from the app too.</li>
      </ul>
      {nativeApp ? (
        <StoreLinks app={nativeApp} siteName={siteName} />
      ) : (
        <EmptyState>The app is not available to download yet.</EmptyState>
      )}
      <p className="muted">
        The app is for people aged 18 and over. Sign in with the same e-mail and password as the website.
      </p>
    </div>
  );
}
