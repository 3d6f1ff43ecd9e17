import { Link } from 'react-router';
import type { ConfigResult } from '@fairdraw/contracts';

type NativeApp = NonNullable<ConfigResult['nativeApp']>;

/** Only secure links leave the shop for a store: a typo in config must not send anyone elsewhere. */
export function isStoreUrl(url: string | null): url is string {
  return url !== null && /^https:\/\//i.test(url);
}

/** The app's download places: the App Store, Google Play and the direct Android download. */
export function StoreLinks({ app, siteName }: { app: NativeApp; siteName: string }) {
  const links = [
    isStoreUrl(app.appStoreUrl) ? (
      <li key="app-store">
        <a className="button store-link" href={app.appStoreUrl}>
          Download on the App Store
          <span className="visually-hidden"> ({siteName} for iPhone and iPad)</span>
        </a>
      </li>
    ) : null,
    isStoreUrl(app.googlePlayUrl) ? (
      <li key="google-play">
        <a className="button store-link" href={app.googlePlayUrl}>
          Get it on Google Play
        </a>
      </li>
    ) : null,
    app.androidDownload && isStoreUrl(app.androidDownload.url) ? (
      <li key="android">
        <Link className="button button-secondary store-link" to="/app/android">
          Download for Android without Google Play
        </Link>
      </li>
    ) : null,
  ].filter(Boolean);
  if (links.length === 0) return null;
  return (
    <ul className="plain-list store-links" aria-label={`Download the ${siteName} app`}>
      {links}
    </ul>
  );
}
