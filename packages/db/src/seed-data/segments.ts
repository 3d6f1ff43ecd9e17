// Capability segments and price lists. Flags are names from @fairdraw/contracts `capabilityNames`.
// A flag is on only when its feature exists (decision 0041): recurring purchases (autoplay,
// subscriptions, scheduled purchases), social sign-in, winner search,
// experiments, customer migration and the native app stay off until they are built.

const visitorCapabilities = [
  'commercial_lotteries',
  'charity_lotteries',
  'multi_offer_site',
  'syndicates',
  'causes_directory',
  'pre_order',
  'blog',
  'registration',
  'responsible_gambling',
  'support_faq',
  'support_form',
  'cookie_consent',
  'terms_of_use',
  'sitewide-banner',
  'feedback',
  // The public account-verification landing page (account-area §2).
  'verify_id',
  // Recommended draws, and the drawer that offers them after an add to the cart (decision 0049).
  'placements',
  'pre-cart-drawer',
  // Promo codes on anonymous and customer carts (decision 0048).
  'vouchers',
];

const customerCapabilities = [
  ...visitorCapabilities,
  'account_details_manage',
  'manage-account',
  'manage-notification-settings',
  'logout_visible_in_nav',
  'wallet_balance',
  'wallet_deposit',
  'wallet_manage',
  'wallet_purchase',
  'wallet_withdrawal',
  'wallet_withdrawal_payid',
  'wallet_withdrawal_requires_verification',
  'deposit_limits',
  'spend_limits',
  'precommitment-amount',
  'verification',
  'viewing-orders',
  'favourite-numbers',
  'customer-deactivate',
  // The header's inbox of content cards (decision 0042): only signed-in customers have a feed.
  'notifications_feed',
  // Playing a past order's numbers again (decision 0050): a replay fills a customer's own cart.
  'lottery_play_replay',
];

export const segmentSeeds = [
  { name: 'visitor', capabilities: visitorCapabilities, isDefault: true },
  { name: 'customer', capabilities: customerCapabilities, isDefault: false },
];

export const pricingSeeds = [{ id: 'web', name: 'Fairdraw website', isDefault: true }];
