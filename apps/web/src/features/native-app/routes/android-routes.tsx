import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../../components/ui/list-states';
import { useConfig } from '../../../lib/api/get-config';
import { useDocumentDescription, useDocumentTitle } from '../../../lib/document-title';
import { isStoreUrl } from '../components/store-links';
import '../native-app.css';

/** The direct Android download, when config offers one on a secure address. */
function useAndroidDownload() {
  const { siteName, nativeApp } = useConfig();
  const download = nativeApp?.androidDownload;
  return { siteName, download: download && isStoreUrl(download.url) ? download : null };
}

/**
 * /app/android: the Android package for phones without Google Play (outside the base layout, so a
 * phone's browser shows only this).
 */
export function AndroidDownloadRoute() {
  const intl = useIntl();
  const { siteName, download } = useAndroidDownload();
  useDocumentTitle(`${siteName} for Android`);
  useDocumentDescription(`Download the ${siteName} app for Android phones without Google Play.`);
  if (!download)
    return (
      <div className="native-app">
        <h1>{siteName} for Android</h1>
        <EmptyState>
          The Android app is not available to download here yet. <Link to="/">Back to the shop</Link>
        </EmptyState>
      </div>
    );
  const size = intl.formatNumber(download.sizeBytes / 1_000_000, { maximumFractionDigits: 1 });
  return (
    <div className="native-app">
      <h1>{siteName} for Android</h1>
      <p className="page-intro">
        For Android phones without Google Play. If your phone has Google Play, get the app there instead: it
        keeps itself up to date.
      </p>
      <dl className="facts">
        <div>
          <dt>Version</dt>
          <dd>{download.version}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{size} MB</dd>
        </div>
        <div>
          <dt>Needs</dt>
          <dd>Android {download.minimumAndroidVersion} or later</dd>
        </div>
      </dl>
      <p>
        <a className="button" href={download.url} download>
          Download the app ({size} MB)
        </a>
      </p>
      <p>
        <Link to="/app/android/install">How to install it</Link>
      </p>
      <p className="muted">
        Only install {siteName} from this page or from Google Play. We will never send the app as an e-mail
        attachment or a text message.
      </p>
    </div>
  );
}

/** /app/android/install: installing the downloaded package, step by step. */
export function AndroidInstallRoute() {
  const { siteName, download } = useAndroidDownload();
  useDocumentTitle(`Install ${siteName} on Android`);
  useDocumentDescription(`How to install the ${siteName} app on an Android phone without Google Play.`);
  return (
    <div className="native-app">
      <h1>Install {siteName} on Android</h1>
      <ol className="native-app-steps">
        <li>
          {download ? <Link to="/app/android">Download the app</Link> : 'Download the app'} in your phone’s
          browser. Your browser may warn that the file can harm your phone: choose Download anyway.
        </li>
        <li>Open the downloaded file from the notification, or from Files › Downloads.</li>
        <li>
          If Android asks, allow your browser to install unknown apps (Settings › Apps › Special app access ›
          Install unknown apps), then go back and tap Install.
        </li>
        <li>Open {siteName} and sign in with the e-mail and password you use on the website.</li>
        <li>You can turn “Install unknown apps” off again for your browser once the app is installed.</li>
      </ol>
      <p>
        <Link to="/">Back to the shop</Link>
      </p>
    </div>
  );
}
