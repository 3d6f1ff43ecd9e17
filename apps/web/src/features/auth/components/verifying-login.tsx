import { VERIFYING_TITLE } from '../utils/sign-in-links';

/** What a sign-in link's page shows while the link is checked ('Verifying Automatic Login'). */
export function VerifyingLogin() {
  return (
    <div className="auth-page">
      <h1>{VERIFYING_TITLE}</h1>
      <p className="auth-status" role="status">
        Please wait while we log you in…
      </p>
    </div>
  );
}
