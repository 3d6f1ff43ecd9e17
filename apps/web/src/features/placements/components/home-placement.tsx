// The home page's recommended draws. A signed-in customer sees fast_play: the lotteries they played and
// what sells, to play again in a tap. A visitor sees feature_placement: what sells right now, the same
// for everyone. Like every placement it is an extra: while it loads, when nothing is recommended (a shop
// with no sales answers 204) or when the call failed, the page shows nothing for it.
import { useSession } from '../../../lib/session';
import { usePlacement } from '../api/get-placements';
import { PlacementList } from './placement-list';
import '../placements.css';

export function HomePlacement() {
  const signedIn = useSession().isAuthenticated;
  const fastPlay = usePlacement('fast_play', undefined, signedIn);
  const featured = usePlacement('feature_placement', undefined, !signedIn);
  const { items } = signedIn ? fastPlay : featured;
  if (items.length === 0) return null;
  const title = signedIn ? 'Play again' : 'Popular right now';
  return (
    <section className="page-section home-placement" aria-labelledby="home-placement-title">
      <h2 id="home-placement-title">{title}</h2>
      <PlacementList items={items} label={signedIn ? 'Draws to play again' : 'Popular draws'} />
    </section>
  );
}
