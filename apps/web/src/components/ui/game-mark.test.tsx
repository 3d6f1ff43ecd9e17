import { isInaccessible, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AustralianState, BrandingResult } from '@fairdraw/contracts';
// The demo catalogue as the server seeds it: every game the shop sells out of the box needs a mark.
import { lotterySeeds } from '../../../../../packages/db/src/seed-data/lotteries';
import { raffleSeeds } from '../../../../../packages/db/src/seed-data/raffles';
import { syndicateSeeds } from '../../../../../packages/db/src/seed-data/syndicates';
import { ApiProvider } from '../../lib/api-client';
import { brandingQueryOptions } from '../../lib/api/get-branding';
import { customerQueryOptions } from '../../lib/api/get-customer';
import { SessionProvider } from '../../lib/session';
import { createSessionStore, memoryCookieJar } from '../../lib/session-store';
import { customerFixture, loginResultFixture } from '../../test/fixtures';
import { createTestQueryClient, offlineClient } from '../../test/render';
import { GameMark, gameInitials, type MarkedGame } from './game-mark';

const demoGames: Array<Required<MarkedGame>> = [
  ...lotterySeeds.map(({ offer }) => ({ key: offer.key, lotteryKey: offer.lotteryKey, name: offer.name })),
  ...raffleSeeds.map(({ key, name }) => ({ key, lotteryKey: key, name })),
  ...syndicateSeeds.map(({ key, lotteryKey, name }) => ({ key, lotteryKey, name })),
];

/** GET /branding as the server answers it for the demo catalogue: every offer wears its lottery's. */
const demoBranding: BrandingResult = {
  products: [
    ...lotterySeeds.map(({ lottery }) => ({
      id: lottery.key,
      colours: lottery.brandColours,
      regionOverrides: lottery.brandRegionOverrides ?? [],
      logoText: lottery.logoText,
    })),
    ...raffleSeeds.map(({ key, colours, name }) => ({
      id: key,
      colours,
      regionOverrides: [],
      logoText: name,
    })),
  ].map((brand) => ({
    ...brand,
    aliases: syndicateSeeds.filter(({ lotteryKey }) => lotteryKey === brand.id).map(({ key }) => key),
    subvariant: null,
  })),
};

/** The marks of `games`, for a visitor or, with `customerState`, a customer living there. */
function renderMarks(
  games: readonly MarkedGame[],
  {
    branding = demoBranding,
    customerState,
  }: { branding?: BrandingResult; customerState?: AustralianState } = {},
) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(brandingQueryOptions(offlineClient).queryKey, branding);
  const session = createSessionStore({ cookies: memoryCookieJar() });
  if (customerState) {
    session.signIn(loginResultFixture);
    queryClient.setQueryData(customerQueryOptions(offlineClient, loginResultFixture.customerId).queryKey, {
      ...customerFixture,
      brandingRegion: customerState,
    });
  }
  const view = render(
    <ApiProvider client={offlineClient} clearCache={false}>
      <SessionProvider store={session}>
        <QueryClientProvider client={queryClient}>
          {games.map((game) => (
            <GameMark key={game.key} game={game} />
          ))}
        </QueryClientProvider>
      </SessionProvider>
    </ApiProvider>,
  );
  return [...view.container.querySelectorAll('svg')];
}

/** CIE76 colour difference: about 2 is just noticeable, 20 is a plainly different colour. */
function colourDifference(a: string, b: string): number {
  const lab = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
  };
  const [first, second] = [lab(a), lab(b)];
  return Math.hypot(...first.map((value, index) => value - (second[index] ?? 0)));
}

describe('game marks', () => {
  it('give every game of the demo catalogue a drawing of its own', () => {
    const marks = renderMarks(demoGames);
    expect(marks.map((mark) => mark.dataset.gameMark)).toEqual(demoGames.map((game) => game.key));
    // Two games sharing a drawing (or falling back to their lottery's) would draw the same shapes.
    const drawings = new Set(marks.map((mark) => mark.innerHTML));
    expect(drawings.size).toBe(demoGames.length);
  });

  it('give every lottery and raffle of the demo catalogue a brand colour of its own', () => {
    const colours = demoBranding.products.map((product) => [product.id, product.colours.primary] as const);
    for (const [index, [id, colour]] of colours.entries()) {
      for (const [otherId, other] of colours.slice(index + 1)) {
        expect(colourDifference(colour, other), `${id} and ${otherId}`).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('draw in the branding colours, the region’s own where the customer lives', () => {
    const games = [
      { key: 'powerball', lotteryKey: 'powerball' },
      { key: 'saturday_lotto', lotteryKey: 'saturday_lotto' },
      // A cart item or an order knows only its offer key: the syndicate finds its lottery's branding.
      { key: 'powerball_syndicate' },
    ];
    const [powerball, saturdayLotto, syndicate] = renderMarks(games);
    expect(powerball).toHaveStyle({ color: '#3b1f7a', '--game-mark-accent': '#f5c400' });
    expect(saturdayLotto).toHaveStyle({ color: '#d50032' });
    expect(syndicate).toHaveStyle({ color: '#3b1f7a' });
    expect(renderMarks(games, { customerState: 'QLD' })[1]).toHaveStyle({ color: '#b8860b' });
  });

  it('give an unknown game a circle with its initials in its branding colours', () => {
    const branding: BrandingResult = {
      products: [
        {
          id: 'harbour_lights_lottery',
          aliases: [],
          colours: { primary: '#123456', secondary: '#ffffff', text: '#ffffff' },
          logoText: 'Harbour Lights Lottery',
          regionOverrides: [],
          subvariant: null,
        },
      ],
    };
    const [branded, unbranded] = renderMarks(
      [{ key: 'harbour_lights_lottery', name: 'Harbour Lights' }, { key: 'spring_draw_special' }],
      { branding },
    );
    expect(branded?.dataset.gameMark).toBe('initials');
    expect(branded).toHaveTextContent('HLL');
    expect(branded).toHaveStyle({ color: '#123456' });
    expect(unbranded).toHaveTextContent('SDS');
    expect(unbranded?.getAttribute('style')).toBeNull();
  });

  it('are hidden from assistive technology: the game’s name is always beside them', () => {
    const marks = renderMarks([demoGames[0]!, { key: 'spring_draw_special' }]);
    for (const mark of marks) {
      expect(mark).toHaveAttribute('aria-hidden', 'true');
      expect(mark).toHaveAttribute('focusable', 'false');
      expect(isInaccessible(mark)).toBe(true);
    }
    expect(screen.queryByRole('img')).toBeNull();
  });

  it.each([
    ['Powerball', 'PO'],
    ['Monday & Wednesday Lotto', 'MWL'],
    ['Harbour Children’s Prize Home', 'HCP'],
    ['spring_draw_special', 'SDS'],
  ])('shorten %s to %s', (name, initials) => {
    expect(gameInitials(name)).toBe(initials);
  });
});
