import { ConsentBanner } from './consent-banner';
import { lazyPart } from '../../../lib/lazy-part';
import { useConsent } from '../../../lib/consent-context';
import '../consent.css';

// The settings dialog (its switches and react-aria's modal) loads when it is first opened.
const ConsentDialog = lazyPart(() => import('./consent-dialog').then((module) => module.ConsentDialog));

/** The consent banner and its dialog, where the `cookie_consent` capability is on (decision 0040). */
export function ConsentManager() {
  const { settingsOpen } = useConsent();
  return (
    <>
      <ConsentBanner />
      {settingsOpen ? <ConsentDialog /> : null}
    </>
  );
}
