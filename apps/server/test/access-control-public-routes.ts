// The access-control matrix's public table (access-control.test.ts): every route anyone may call, with why.

/** Routes anyone may call (signed by the app where the service needs it), each with why. */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /health': 'liveness for the load balancer; says nothing about anyone',
  'GET /ready': 'readiness for the load balancer; says nothing about anyone',
  'GET /public/draws/:productOfferKey/:drawNo/entries.txt':
    'a sealed draw’s anonymous entry list, published so anyone can check the draw',
  'GET /dev/mailbox': 'development mailbox; a 404 in production (modules/mail)',
  'GET /dev/mailbox/*': 'development mailbox; a 404 in production (modules/mail)',
  'GET /index.html': 'the web app’s page',
  'GET /discover': 'service discovery: the base URL of every service',
  'GET /v2/config': 'site constants the web app starts with',
  'GET /v2/capabilities': 'capabilities of a segment, the same for every visitor of it',
  'GET /v2/branding': 'product branding',
  'GET /v2/pricing/:pricingName/product_offers': 'the catalogue',
  'GET /sitemap.xml': 'the public pages, for search engines',
  'GET /robots.txt': 'the rules for search engines',
  'GET /v2/causes': 'the causes the raffles support',
  'POST /v2/support/messages': 'the contact form: anyone may write to customer care',
  'GET /recommend/placement':
    "recommended draws; a visitor's are what sells, a signed-in customer's only their own (decision 0049)",
  'POST /recommend/placement/cart/prime':
    "prepares the signed-in customer's own cart-based list; a visitor's only warms the shared sales counts",
  'GET /cms/items/:collection': 'published pages and posts; drafts only with a preview token',
  'GET /cms/items/:collection/:id': 'one published page or post; drafts only with a preview token',
  'GET /cms/files/:id': 'the description of a picture the pages show',
  'GET /cms/assets/:id': 'the bytes of a picture the pages show',
  'GET /cms/theme': "the shop's colours and logo",
  'GET /cms/navigation': "the shop's menus",
  'GET /cms/components': 'which optional blocks the pages show',
  'GET /cms/contact': "the contact page's words",
  'GET /translation/:locale/items': "the shop's words",
  'POST /v2/event':
    'client events; feedback is read back only by operators (GET /ops/feedback), other events only logged',
  'POST /v2/signup': 'creates an account: nobody is signed in yet',
  'POST /v2/check-email': 'the same answer for every e-mail address; a link token is its own credential',
  'POST /v2/autologin': 'the e-mailed one-time link token is the credential (decision 0019)',
  'POST /v2/login-link': 'the same answer for every address; the link goes to the account’s own inbox',
  'POST /v2/transfer': 'the one-time transfer token is the credential (decision 0019)',
  'POST /v2/password/forgot': 'the same answer for every address; the link goes to the account’s own inbox',
  'GET /v2/customer/verification/pdf-form': 'the blank verification form, the same for everyone',
  'GET /customer-verify/config/licence': 'the licence number rules of each state',
  'POST /v2/password/reset': 'the e-mailed one-time reset token is the credential (decision 0019)',
  'PATCH /v2/customer/confirm-email-address':
    'the e-mailed one-time token is the credential; signed in without one, it re-sends the caller’s own link (decision 0021)',
  'GET /v2/customer/:id/communication-preferences':
    'the caller’s own id when signed in, or a signed link id; anything else 404 (decision 0021, account-preferences test)',
  'PUT /v2/customer/:id/communication-preferences':
    'the caller’s own id when signed in, or a signed link id; anything else 404 (decision 0021, account-preferences test)',
  'POST /v2/login': 'signs in: nobody is signed in yet',
  'POST /v2/refresh': 'the refresh token is the credential (decision 0008)',
  'GET /v2/logout': 'ends whatever session the caller names; always 200 (decision 0008)',
  'POST /v2/anon-cart': 'creates an anonymous cart; its token is the key',
  'GET /v2/anon-cart/:token': 'an anonymous cart, found only by its unguessable token',
  'POST /v2/anon-cart/:token/items': 'an anonymous cart, found only by its unguessable token',
  'PUT /v2/anon-cart/:token/items/:id': 'an anonymous cart, found only by its unguessable token',
  'DELETE /v2/anon-cart/:token/items/:id': 'an anonymous cart, found only by its unguessable token',
  'POST /v2/anon-cart/:token/build': 'an anonymous cart, found only by its unguessable token',
  'POST /v2/anon-cart/:token/promotion': 'an anonymous cart, found only by its unguessable token',
  'DELETE /v2/anon-cart/:token/promotion': 'an anonymous cart, found only by its unguessable token',
  'GET /v2/draws/pricing/:pricingId/past': 'public results',
  'GET /v2/draws/pricing/:pricingId/past/result_keys': 'public results',
  'GET /v2/draws/past/archived/:productOfferKey/:year/:month': 'public results',
  'GET /v2/draw/full_result': 'public results',
  'GET /v2/draw/details/:productOfferKey/:drawNo': 'public results',
  'GET /v2/draw/details/:productOfferKey/:drawNo/prizes': 'public results',
  'GET /v2/draw/details/:productOfferKey/:drawNo/winners': 'public results; never a customer (docs/api.md)',
  'GET /v2/draw/integrity/:productOfferKey/:drawNo': 'a closed draw’s public integrity record',
  'GET /v2/statistics/:productOfferKey': 'number frequencies of drawn results',
  'GET /v2/tips': 'hot and cold numbers of every lottery, the same for everyone',
  'GET /v2/draw/preview/:productOfferKey/:drawNo': 'one draw of the catalogue, before or while it is on sale',
  'GET /v2/info/pricing': 'the price table the shop shows on its offers',
  'GET /v2/locate':
    'a visitor’s state from the edge header or time zone; a signed-in caller gets only their own (decision 0050)',
  'GET /v2/ticket-check/lotteries': 'the ticket checker: anyone’s numbers against a drawn draw',
  'GET /v2/ticket-check/:productOfferKey/draws': 'the ticket checker: anyone’s numbers against a drawn draw',
  'POST /v2/ticket-check': 'the ticket checker: anyone’s numbers against a drawn draw',
  'POST /payment-gateway/sandbox/tokens':
    'the sandbox gateway’s hosted card fields: turns a card into a token, stores no number (decision 0023)',
  'GET /payment-gateway/sandbox/challenge/:paymentId':
    'the sandbox bank’s 3-D Secure page, found only by its unguessable payment id (decision 0023)',
  'POST /payment-gateway/sandbox/challenge/:paymentId':
    'the sandbox bank’s 3-D Secure answer, found only by its unguessable payment id (decision 0023)',
  'GET /3ds/notify':
    'the browser’s return from the bank: only asks the gateway what happened and redirects (decision 0023)',
  'GET /payment-gateway/sandbox/wallet/:paymentId':
    'the sandbox wallet’s page (PayPal, Google Pay, Apple Pay), found only by its unguessable payment id (decision 0029)',
  'POST /payment-gateway/sandbox/wallet/:paymentId':
    'the sandbox wallet’s answer, found only by its unguessable payment id (decision 0029)',
  'GET /payments/return':
    'the browser’s return from a wallet: only asks the gateway what happened and redirects (decision 0029)',
  'POST /payments/webhooks/sandbox': 'the gateway’s webhook, checked by its own signature (decision 0023)',
  'GET /openapi.json': 'the OpenAPI document of the wire contract, generated from the endpoint table',
  'GET /docs/api': 'the API reference page (and /docs/api/), the same for everyone (decision 0036)',
  'GET /docs/api/js/scalar.js': 'the API reference page’s script',
};
