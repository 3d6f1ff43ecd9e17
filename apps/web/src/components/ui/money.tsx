import type { Money as WireMoney } from '@fairdraw/contracts';
import { formatMoney, fromWireMoney } from '@fairdraw/domain';

/** Wire money as the customer reads it: "$12.50"; prize values read better whole (`{ decimals: 0 }`). */
export function formatWireMoney(money: WireMoney, options: { decimals?: number } = {}): string {
  return formatMoney(fromWireMoney(money), { currency: money.currency, ...options });
}

export function Money({ money }: { money: WireMoney }) {
  return <>{formatWireMoney(money)}</>;
}
