import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fairdraw/client';
import { CART_COOKIES } from '../../../lib/cart-session';
import { NOW } from '../../../test/fixtures';
import { offersFixture } from '../../../test/offer-fixtures';
import { renderShop } from '../../../test/render';
import { addButton, anonymousCartApi, loadPlayPageFirst, offersWith, renderPlay } from './play-test-setup';

loadPlayPageFirst();

const powerball = offersFixture.offers.find((offer) => offer.key === 'powerball')!;

describe('play screen: lottery', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('shows the game types in the spec order, each linking to its own path', async () => {
    renderPlay('/powerball');
    const nav = await screen.findByRole('navigation', { name: 'Ways to play Powerball' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Standard', '/powerball/standard'],
      ['System', '/powerball/systems'],
      ['PowerHit', '/powerball/powerhit'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Standard' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Powerball | Fairdraw'));
  });

  it('opens with the next draw: its jackpot, when it is drawn and the time left to buy', async () => {
    renderPlay('/powerball');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Powerball' });
    const facts = heading.parentElement!.querySelector('dl')!;
    // The next open draw (1501), not a later one with a bigger jackpot.
    expect(within(facts).getByText('Jackpot').nextElementSibling).toHaveTextContent('$20 Million');
    expect(within(facts).getByText('Draw 1501').nextElementSibling).toHaveTextContent(
      'Thu 5 Mar, 8:30 pm AEDT',
    );
    expect(within(facts).getByText('Sales close in').nextElementSibling).toHaveTextContent('3 days 9 h');
  });

  it('selects the game type named in the path', async () => {
    renderPlay('/powerball/systems');
    const nav = await screen.findByRole('navigation', { name: 'Ways to play Powerball' });
    expect(within(nav).getByRole('link', { name: 'System' })).toHaveAttribute('aria-current', 'page');
    // A hand-picked ticket starts with the fewest games the offer allows (4 here), not the Quick Pick 18.
    expect(screen.getByText('4 games (from 4 to 50)')).toBeInTheDocument();
    // Nothing is priced until a game is filled: empty games are not bought.
    expect(screen.getByText('No games filled yet')).toBeInTheDocument();
    expect(screen.queryByText(/empty games? (is|are) not bought/)).not.toBeInTheDocument();
  });

  it('picks numbers from the keyboard: one tab stop per grid, arrows move, Space and Enter choose', async () => {
    const { user } = renderPlay('/powerball');
    const main = await screen.findByRole('group', { name: 'Pick 7 numbers from 1 to 35' });
    expect(main).toHaveAccessibleDescription(/^0 of 7 chosen/);
    const first = within(main).getByRole('button', { name: 'Number 1' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(within(main).getByRole('button', { name: 'Number 2' })).toHaveAttribute('tabindex', '-1');

    first.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    // Six numbers a row on a narrow screen: right to 2, down to 8.
    expect(within(main).getByRole('button', { name: 'Number 8' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(within(main).getByRole('button', { name: 'Number 8' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(main).getByRole('button', { name: 'Number 9' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(main).getByRole('button', { name: 'Number 10' })).toHaveAttribute('aria-pressed', 'false');
    expect(main).toHaveAccessibleDescription(/^2 of 7 chosen/);
    expect(screen.getByText('8, 9')).toBeInTheDocument();

    // Tab leaves the grid for the next set; Space takes a chosen number out again.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Powerball 1' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(main).getByRole('button', { name: 'Number 9' })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(main).getByRole('button', { name: 'Number 9' })).toHaveAttribute('aria-pressed', 'false');
    expect(main).toHaveAccessibleDescription(/^1 of 7 chosen/);
  });

  it('says so when a set is full and keeps the numbers chosen', async () => {
    const { user } = renderPlay('/powerball');
    const main = await screen.findByRole('group', { name: 'Pick 7 numbers from 1 to 35' });
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      await user.click(within(main).getByRole('button', { name: `Number ${n}` }));
    }
    expect(main).toHaveAccessibleDescription(/^7 of 7 chosen\. You have chosen all 7\./);
    expect(within(main).getByRole('button', { name: 'Number 8' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('quick picks one game, then every game, and only then allows adding to the cart', async () => {
    const { user, api } = renderPlay('/powerball');
    await screen.findByRole('group', { name: 'Pick 7 numbers from 1 to 35' });
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(addButton()).toHaveAccessibleDescription('Fill at least 4 games.');
    await user.click(addButton());
    expect(api.callsTo('POST', '/anon-cart/tok_1/items')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Quick pick game 1' }));
    const main = screen.getByRole('group', { name: 'Pick 7 numbers from 1 to 35' });
    const pressed = within(main)
      .getAllByRole('button')
      .filter((ball) => ball.getAttribute('aria-pressed') === 'true');
    expect(pressed).toHaveLength(7);
    expect(main).toHaveAccessibleDescription(/^7 of 7 chosen/);
    expect(addButton()).toHaveAccessibleDescription('Fill at least 4 games.');
    expect(screen.getByText('1 game × $1.35 × 1 draw')).toBeInTheDocument();

    // A game with some numbers but not all is named until it is finished or cleared.
    await user.click(screen.getByRole('button', { name: 'Choose numbers for game 3' }));
    const third = screen.getByRole('group', { name: 'Pick 7 numbers from 1 to 35' });
    await user.click(within(third).getByRole('button', { name: 'Number 5' }));
    expect(addButton()).toHaveAccessibleDescription(/^Finish or clear game 3: it needs more numbers\./);

    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    expect(screen.getAllByText('Complete')).toHaveLength(4);
    expect(addButton()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText('$5.40')).toBeInTheDocument();
  });

  it('adds and removes games within the offer’s limits', async () => {
    const { user } = renderPlay('/powerball');
    // A hand-picked ticket starts at the offer's minimum and grows on demand.
    await screen.findByText('4 games (from 4 to 50)');
    expect(screen.getByRole('button', { name: 'Remove game 4' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add a game' }));
    expect(screen.getByText('5 games (from 4 to 50)')).toBeInTheDocument();
    // The new game opens for its numbers.
    expect(screen.getByRole('button', { name: 'Choose numbers for game 5' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Remove game 5' }));
    expect(screen.getByText('4 games (from 4 to 50)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove game 4' })).toBeDisabled();
  });

  it('offers the open draws with their offset labels and wording, starting from ?firstDrawNo', async () => {
    renderPlay('/powerball?firstDrawNo=1503');
    const draws = await screen.findByRole('group', { name: 'Draw' });
    expect(within(draws).getAllByRole('radio')).toHaveLength(4);
    expect(
      within(draws).getByRole('radio', { name: 'Next Available Draw, This Thursday, $20 Million' }),
    ).not.toBeChecked();
    expect(
      within(draws).getByRole('radio', { name: '1st Forward Draw, Next Thursday, $25 Million' }),
    ).not.toBeChecked();
    expect(
      within(draws).getByRole('radio', { name: '2nd Forward Draw, Thursday 19 March 2026, $30 Million' }),
    ).toBeChecked();
  });

  it('adds the ticket once on a double click, with the draw, draws and affiliate code, then opens the cart', async () => {
    const { user, api, router, cookies } = renderPlay(
      '/powerball/standard?firstDrawNo=1503&aff=partner_7&utm_source=news&utm_campaign=spring',
    );
    await screen.findByRole('group', { name: 'Pick 7 numbers from 1 to 35' });
    expect(cookies.get(CART_COOKIES.affiliateCode)).toBe('partner_7');

    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    const increase = screen.getByRole('button', { name: /^Increase/ });
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByText('4 games × $1.35 × 3 draws')).toBeInTheDocument();
    expect(screen.getByText('$16.20')).toBeInTheDocument();
    await user.dblClick(addButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?utm_campaign=spring&utm_source=news');
    const adds = api.callsTo('POST', '/anon-cart/tok_1/items');
    expect(adds).toHaveLength(1);
    expect(adds[0]?.options).toMatchObject({ apiVersion: '3.3' });
    const body = adds[0]?.body as Record<string, unknown> & {
      games: { sets: { key: string; numbers: number[] }[] }[];
    };
    expect(body).toMatchObject({
      productType: 'multi_draw_ticket',
      lottery: 'powerball',
      gameType: 'standard',
      gameOffer: 'standard',
      drawNo: 1503,
      numDraws: 3,
      quickpick: false,
      affiliateCode: 'partner_7',
    });
    expect(body.games).toHaveLength(4);
    for (const game of body.games) {
      expect(game.sets.map((set) => [set.key, new Set(set.numbers).size])).toEqual([
        ['main', 7],
        ['powerball', 1],
      ]);
    }
    // The code went with the item, so it is cleared; the new cart's token is kept.
    expect(cookies.get(CART_COOKIES.affiliateCode)).toBeNull();
    expect(cookies.get(CART_COOKIES.anonymousToken)).toBe('tok_1');
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('shows the server’s message for the item when the cart refuses it', async () => {
    const api = anonymousCartApi(() => {
      throw new ApiError({
        status: 422,
        url: '/v2/anon-cart/tok_1/items',
        message: 'Please check the highlighted fields.',
        code: 'cart_item_refused',
        errors: { drawNo: ['Draw 1501 has closed.'] },
      });
    });
    const { user, router } = renderPlay('/powerball', api);
    await user.click(await screen.findByRole('button', { name: 'Quick pick all' }));
    await user.click(addButton());
    expect(await screen.findByText('Draw 1501 has closed.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/powerball');
  });

  it('plays a Quick Pick ticket of the default number of games', async () => {
    const offers = offersWith('powerball', (offer) => ({
      gameTypes: [
        ...offer.gameTypes,
        {
          key: 'random',
          name: 'Quick Pick',
          gameOffers: [{ ...powerball.gameTypes[1]!.gameOffers[0]!, key: 'qp' }],
        },
      ],
    }));
    const { user, api } = renderPlay('/powerball/random', anonymousCartApi(), offers);
    expect(await screen.findAllByText('Complete')).toHaveLength(18);
    expect(screen.queryByRole('button', { name: 'Choose numbers for game 1' })).not.toBeInTheDocument();
    await user.click(addButton());
    await waitFor(() => expect(api.callsTo('POST', '/anon-cart/tok_1/items')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(api.calls.at(-1)?.body).toMatchObject({
      gameType: 'random',
      gameOffer: 'qp',
      quickpick: true,
      numDraws: 1,
    });
  });

  it('asks for the draw days where they can be chosen, and a cause where the lottery has causes', async () => {
    const offers = offersWith('powerball', () => ({
      drawDays: 0b000_0101,
      causes: [
        { key: 'hospice', urlSlug: 'hospice', name: 'Hospice care', description: 'Care at home.' },
        { key: 'rescue', urlSlug: 'rescue', name: 'Surf rescue', description: 'Patrols on the beach.' },
      ],
    }));
    const { user, api } = renderPlay('/powerball', anonymousCartApi(), offers);
    const days = await screen.findByRole('group', { name: 'Draw days' });
    expect(within(days).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(within(days).getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Quick pick all' }));
    expect(addButton()).toHaveAccessibleDescription('Choose a cause to support.');

    await user.click(within(days).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Wednesday' }));
    expect(addButton()).toHaveAccessibleDescription('Choose the days to play. Choose a cause to support.');

    await user.click(within(days).getByRole('checkbox', { name: 'Wednesday' }));
    await user.click(screen.getByRole('radio', { name: 'Hospice care' }));
    expect(addButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(addButton());
    await waitFor(() => expect(api.callsTo('POST', '/anon-cart/tok_1/items')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(api.calls.at(-1)?.body).toMatchObject({ day: 0b000_0100, causeKey: 'hospice' });
  });

  it('finds an offer by its url as well as its key', async () => {
    renderPlay('/oz-lotto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oz Lotto' })).toBeInTheDocument();
  });

  it('says when sales are paused and offers nothing to buy', async () => {
    renderPlay(
      '/powerball',
      anonymousCartApi(),
      offersWith('powerball', () => ({ suspended: true })),
    );
    expect(await screen.findByText('Sales of Powerball are paused right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown offer', '/no-such-lottery', undefined],
    ['a game type the offer does not have', '/powerball/boxed', undefined],
    ['an offer whose product line is switched off', '/powerball', ['charity_lotteries' as const]],
  ])('shows the 404 page for %s', async (_, path, capabilities) => {
    renderShop(path, capabilities ? { capabilities } : {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('play screen: syndicate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('sells one share by default at the price per share, with the shares left', async () => {
    const { user, api } = renderPlay('/powerball-syndicate');
    const facts = await screen.findByRole('region', { name: 'This syndicate' });
    expect(within(facts).getByText('$25.00')).toBeInTheDocument();
    expect(within(facts).getByText('60 of 100')).toBeInTheDocument();
    // One count of games, the syndicate's, with what a share is of it.
    expect(within(facts).getByText('System 10: 1 entry, 210 games in the syndicate')).toBeInTheDocument();
    expect(within(facts).getByText('Each share is 1 of 100 in every game')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Shares' })).toHaveValue('1');
    expect(screen.getByText('1 share × $25.00')).toBeInTheDocument();
    await user.click(addButton());
    await waitFor(() => expect(api.callsTo('POST', '/anon-cart/tok_1/items')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(api.calls.at(-1)?.body).toEqual({
      productType: 'syndicate_share',
      lottery: 'powerball_syndicate',
      drawNo: 1501,
      quantity: 1,
    });
  });
});
