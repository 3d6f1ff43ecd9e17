import { ConsentBanner } from './consent-banner';
import { ConsentDialog } from './consent-dialog';
import '../consent.css';

/** The consent banner and its dialog, where the `cookie_consent` capability is on (decision 0040). */
export function ConsentManager() {
  return (
    <>
      <ConsentBanner />
      <ConsentDialog />
    </>
  );
}
