// Stored vouchers as the domain's rules and the operator API see them.
import type { OpsVoucher } from '@fairdraw/contracts';
import { toWireMoney, type VoucherTerms } from '@fairdraw/domain';
import type { VoucherRow } from './promotions.repository';

export const voucherTerms = (row: VoucherRow): VoucherTerms => ({
  code: row.code,
  type: row.type,
  amountCents: row.amountCents,
  percent: row.percent,
  expiresAt: row.expiresAt,
  endedAt: row.endedAt,
  maxRedemptions: row.maxRedemptions,
  redemptions: row.redemptions,
});

export const opsVoucher = (row: VoucherRow): OpsVoucher => ({
  id: row.id,
  code: row.code,
  type: row.type,
  amount: row.amountCents === null ? null : toWireMoney(row.amountCents),
  percent: row.percent,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  maxRedemptions: row.maxRedemptions,
  redemptions: row.redemptions,
  endedAt: row.endedAt?.toISOString() ?? null,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});
