import type { Money as WireMoney } from '@fairdraw/contracts';
import { formatMoney, fromWireMoney } from '@fairdraw/domain';

/** Wire money as the customer reads it: "$12.50". */
export function formatWireMoney(money: WireMoney): string {
  return formatMoney(fromWireMoney(money), { currency: money.currency });
}

export function Money({ money }: { money: WireMoney }) {
  return <>{formatWireMoney(money)}</>;
}
