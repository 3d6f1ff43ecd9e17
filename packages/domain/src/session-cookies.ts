// The cookies the web app keeps a visitor's session in (shop-core §4, §9). The server reads one of them:
// a page for a signed-in visitor is not drawn on the server, because it would draw them signed out
// (decision 0062).
export const SESSION_COOKIES = {
  customerId: 'fd_customer_id',
  customerToken: 'fd_customer_token',
  accessToken: 'fd_access_token',
  sessionId: 'fd_session_id',
  lastAccess: 'fd_session_seen',
  campaign: 'fd_session_campaign',
} as const;
