// Favourite numbers are one set per customer (shop-core §3 "favouriteNumbers"): the order they were
// picked in does not matter.

/** Same numbers, whatever their order. */
export function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = (list: readonly number[]) => [...list].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
}
