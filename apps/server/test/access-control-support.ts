// The world the access-control matrix runs in (access-control.test.ts): customer A owns one of
// everything a customer-only route can name, so that another customer can be refused each of them.
import { expect } from 'vitest';
import { receiptSchema } from '@fairdraw/contracts';
import { call, callAsCustomer, refreshWith, signUp, type CustomerSession, type TestApp } from './support';
import { cartOf, lotteryBody, newAnonCart, webOffers } from './cart-support';
import { addToCart, fundWallet, purchase } from './checkout-support';
import { PNG, upload } from './verification-support';
import {
  addBankAccount,
  depositToWallet,
  requestWithdrawal,
  verify,
  withdrawalOf,
} from './withdrawals-support';
import type { Owned } from './access-control-routes';

export const ADA_LASTNAME = 'Quennell-Ashworth';
export const ADA_FAVOURITES = [7, 19, 23, 31, 42];

export interface Owner {
  ada: CustomerSession;
  /** A's ids, the sample values of the matrix's path parameters and bodies. */
  owned: Owned;
  /** Strings that identify A or A's things, by name: none may appear in an answer to anyone else. */
  adaValues: Record<string, string>;
}

/**
 * Signs up A and gives A an order on a drawn draw, a converted anonymous cart, an uploaded document, a
 * card and a deposit, a withdrawal and a spend limit. Moves the clock past A's draw.
 */
export async function setUpOwner(test: TestApp): Promise<Owner> {
  const saturday = (await webOffers(test)).get('saturday_lotto')!;
  let ada = await signUp(test, { lastname: ADA_LASTNAME, favourite_numbers: ADA_FAVOURITES });
  await fundWallet(test, ada.customerId, 50_00);
  await addToCart(test, ada, lotteryBody(saturday, 1, 1));
  const bought = await purchase(test, ada);
  expect(bought.status, bought.raw).toBe(201);
  const receipt = receiptSchema.parse(bought.body.result);

  // Past that draw: closed, demo result, scored. Then A's ticket has a drawn draw of its own.
  const drawNo = saturday.draws[0]!.drawNo;
  test.clock.set(new Date(new Date(saturday.draws[0]!.date).getTime() + 3_600_000));
  const run = await test.app.inject({
    method: 'POST',
    url: '/ops/lifecycle/run',
    headers: { authorization: `Bearer ${test.env.OPS_TOKEN}` },
  });
  expect(run.statusCode, run.body).toBe(200);
  const refreshed = await refreshWith(test, ada.refreshToken);
  expect(refreshed.status, refreshed.raw).toBe(200);
  ada = { ...ada, ...(refreshed.body.result as { accessToken: string; refreshToken: string }) };

  // A fills an anonymous cart and converts it after signing in: the item is now in A's own cart.
  const offers = await webOffers(test);
  const anonToken = await newAnonCart(test);
  const added = await call(test, {
    method: 'POST',
    url: `/v2/anon-cart/${anonToken}/items`,
    payload: lotteryBody(offers.get('oz_lotto')!, 1, 1),
  });
  expect(added.status, added.raw).toBe(201);
  const converted = await callAsCustomer(test, ada, {
    method: 'POST',
    url: `/v2/anon-cart/${anonToken}/convert`,
  });
  expect(converted.status, converted.raw).toBe(200);
  const adaCart = cartOf(converted);
  expect(adaCart.cartItems).toHaveLength(1);

  const uploaded = await upload(test, ada, { method: 'photo_id_upload' }, [
    { fileName: 'licence.png', contentType: 'image/png', bytes: PNG },
  ]);
  expect(uploaded.status, uploaded.raw).toBe(201);
  const documentId = (uploaded.body.result as { documents: Array<{ id: string }> }).documents[0]!.id;
  const asOwner = await callAsCustomer(test, ada, {
    url: `/v2/customer/verification/documents/${documentId}`,
  });
  expect(asOwner.status).toBe(200);

  const tokenised = await call(test, {
    method: 'POST',
    url: '/payment-gateway/sandbox/tokens',
    payload: {
      number: '4242424242424242',
      expiry_month: 12,
      expiry_year: 2030,
      csc: '123',
      holder_name: 'Ada Q',
    },
  });
  expect(tokenised.status, tokenised.raw).toBe(201);
  const cardToken = (tokenised.body.result as { token: string }).token;
  const card = await callAsCustomer(test, ada, { method: 'POST', url: `/v2/funds/cc/${cardToken}` });
  expect(card.status, card.raw).toBe(201);
  const fundId = (card.body.result as { id: string }).id;
  const deposited = await callAsCustomer(test, ada, {
    method: 'POST',
    url: `/v2/funds/${fundId}/deposit`,
    payload: { amount: { amount: '20.00', currency: 'AUD' }, csc: '123' },
  });
  expect(deposited.status, deposited.raw).toBe(201);
  // A verifies (after the upload: a verified customer uploads nothing) and asks for a withdrawal.
  await verify(test, ada, ADA_LASTNAME);
  await depositToWallet(test, ada.customerId, 20_00);
  const destination = await addBankAccount(test, ada);
  const withdrawal = withdrawalOf(await requestWithdrawal(test, ada, destination, '10.00'));

  const limit = await callAsCustomer(test, ada, {
    method: 'PUT',
    url: '/v2/spend-limits/day',
    payload: { limit: '500' },
  });
  expect(limit.status, limit.raw).toBe(200);
  const spendLimitId = (limit.body.result as { customerLimits: Array<{ id: string }> }).customerLimits[0]!.id;

  // A card in A's notifications feed, sent by an operator.
  const feedCard = await call(test, {
    method: 'POST',
    url: '/ops/notifications/cards',
    payload: { customer_id: ada.customerId, category: 'account', title: 'For Ada', body: 'Only for Ada.' },
    headers: { authorization: `Bearer ${test.env.OPS_TOKEN}` },
  });
  expect(feedCard.status, feedCard.raw).toBe(201);

  const owned: Owned = {
    contentCardId: (feedCard.body.result as { id: string }).id,
    fundId,
    cardToken,
    depositId: (deposited.body.result as { id: string }).id,
    spendLimitId,
    documentId,
    bankFundId: destination.id,
    withdrawalId: withdrawal.id,
    withdrawalTransactionId: withdrawal.transactionId,
    newItem: lotteryBody(offers.get('oz_lotto')!, 1, 1),
    checkoutId: receipt.checkoutId,
    orderId: receipt.orders[0]!.id,
    cartItemId: adaCart.cartItems[0]!.id,
    convertedToken: anonToken,
    drawnDraw: { productOfferKey: 'saturday_lotto', drawNo: String(drawNo) },
  };
  const adaValues = {
    'customer id': ada.customerId,
    'e-mail': ada.email,
    'last name': ADA_LASTNAME,
    'favourite numbers': JSON.stringify(ADA_FAVOURITES),
    'checkout id': owned.checkoutId,
    'order id': owned.orderId,
    'cart item id': owned.cartItemId,
    'cart reference': adaCart.cartReference,
    'anonymous cart token': anonToken,
    'fund id': fundId,
    'card token': cardToken,
    'deposit id': owned.depositId,
    'bank account id': destination.id,
    'withdrawal id': withdrawal.id,
    'withdrawal transaction id': withdrawal.transactionId,
    'spend limit id': spendLimitId,
    'content card id': owned.contentCardId,
  };
  return { ada, owned, adaValues };
}
