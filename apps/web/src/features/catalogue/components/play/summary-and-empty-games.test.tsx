import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productOffersResultSchema } from '@fairdraw/contracts';
import type { ProductOffer } from '@fairdraw/contracts';
import { memoryCookieJar } from '../../../../lib/session-store';
import { cartFixture, cartItem, fakeApi } from '../../../../test/fake-api';
import { NOW } from '../../../../test/fixtures';
import { offersFixture } from '../../../../test/offer-fixtures';
import { filledQueryClient, renderShop } from '../../../../test/render';

/** The fixture catalogue with Powerball's Standard game offer asking for `minGames` games at least. */
function powerballWithMinGames(minGames: number) {
  return productOffersResultSchema.parse({
    ...offersFixture,
    offers: offersFixture.offers.map((offer): ProductOffer =>
      offer.key === 'powerball'
        ? {
            ...offer,
            gameTypes: offer.gameTypes.map((type) => ({
              ...type,
              gameOffers: type.gameOffers.map((gameOffer) => ({ ...gameOffer, minGames })),
            })),
          }
        : offer,
    ),
  });
}

function renderPowerball(minGames: number) {
  const offers = powerballWithMinGames(minGames);
  const api = fakeApi({
    'POST /anon-cart': () => 'tok_1',
    'GET /anon-cart/tok_1': () => cartFixture(),
    'POST /anon-cart/tok_1/items': () => cartFixture({ cartItems: [cartItem()] }),
  });
  const view = renderShop('/powerball/standard', { offers }, filledQueryClient({ offers }), {
    client: api.client,
    cookies: memoryCookieJar(),
  });
  return { ...view, api };
}

const addButton = () => screen.getByRole('button', { name: /^Add to cart/ });

/** Tab stops strictly between two elements in document order (one per radio group, as Tab moves). */
function tabStopsBetween(from: Element, to: Element): number {
  const all = [...document.body.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')];
  const radioGroups = new Set<string>();
  return all.filter((element) => {
    const between =
      from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
      to.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING;
    if (!between || element.tabIndex < 0 || element.matches(':disabled')) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (radioGroups.has(element.name)) return false;
      radioGroups.add(element.name);
    }
    return true;
  }).length;
}

describe('play screen: reaching the summary and buying the filled games only', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('takes a keyboard user from "Quick pick all" to "Add to cart" in a few Tab presses, past 18 games', async () => {
    const { user } = renderPowerball(18);
    const quickPickAll = await screen.findByRole('button', { name: 'Quick pick all' });
    // Without the skip, every game's buttons (choose, quick pick, clear) stand between the two.
    expect(tabStopsBetween(quickPickAll, addButton())).toBeGreaterThan(18 * 3);

    await user.click(quickPickAll);
    expect(quickPickAll).toHaveFocus();
    let presses = 0;
    while (document.activeElement?.textContent !== 'Skip to summary' && presses < 10) {
      await user.tab();
      presses += 1;
    }
    await user.keyboard('{Enter}');
    presses += 1;
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveFocus();
    await user.tab();
    presses += 1;
    expect(addButton()).toHaveFocus();
    expect(presses).toBeLessThanOrEqual(5);
    expect(addButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('offers the skip right after the number grids of the open game', async () => {
    const { user } = renderPowerball(4);
    const main = await screen.findByRole('group', { name: 'Pick 7 numbers from 1 to 35' });
    within(main).getByRole('button', { name: 'Number 1' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Powerball 1' })).toHaveFocus();
    await user.tab();
    const skip = screen
      .getAllByRole('link', { name: 'Skip to summary' })
      .find((link) => link.matches(':focus'));
    expect(skip).toBeDefined();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveFocus();
  });

  it('adds the filled games only: empty games are neither priced nor sent', async () => {
    const { user, api } = renderPowerball(1);
    await screen.findByRole('group', { name: 'Pick 7 numbers from 1 to 35' });
    await user.click(screen.getByRole('button', { name: 'Add a game' }));
    await user.click(screen.getByRole('button', { name: 'Add a game' }));
    await user.click(screen.getByRole('button', { name: 'Quick pick game 2' }));

    expect(screen.getByText('3 games (from 1 to 50)')).toBeInTheDocument();
    expect(screen.getByText('1 game × $1.35 × 1 draw')).toBeInTheDocument();
    expect(screen.getByText('2 empty games are not bought')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('$1.35')).toBeInTheDocument();
    expect(addButton()).toHaveAttribute('aria-disabled', 'false');

    await user.click(addButton());
    await waitFor(() => expect(api.callsTo('POST', '/anon-cart/tok_1/items')).toHaveLength(1), {
      timeout: 3000,
    });
    const body = api.callsTo('POST', '/anon-cart/tok_1/items')[0]?.body as { games: unknown[] };
    expect(body.games).toHaveLength(1);
  });
});
