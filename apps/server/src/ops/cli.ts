// `npm run ops -- <command>`: the operator CLI, talking to a running server's operator API.
//   results <lotteryKey> <drawNo> --numbers 1,2,3,4,5,6 [--powerball 7] [--supp 8,9]
//           [--dividends 1=1000000,2=8123.45,…] [--winners 1=0,2=14,…] [--by name]
//   draw <lotteryKey> <drawNo>      the draw's state, seal, raffle seed and result
//   run                             every lifecycle step now
//   reviews                         identity documents waiting for review (decision 0020)
//   approve <attemptId> [--by name] approve an attempt's documents: the customer is verified
//   reject <attemptId> --reason "…" [--by name]
//   unlock-2fa <customerId>         unlock two-factor sign-in after too many wrong codes (decision 0019)
//   bank-status <fundId> --status verified|failed|pending|unverified   a bank account's check (decision 0023)
//   withdrawals [--status pending]  withdrawals waiting to be paid, with where to pay them (decision 0024)
//   approve-withdrawal <id> [--by name]            paid out: the money leaves the shop
//   reject-withdrawal <id> --reason "…" [--by name] the money goes back to the customer's wallet
//   system-limits                   the shop's own spend limits per day, week and month (decision 0025)
//   system-limit <period> <amount>  set the shop's limit for day, week or month, e.g. system-limit day 1000
//   vouchers                        every voucher with its uses (decision 0048)
//   create-voucher <code> --type fixed|percent|expiring|credit (--amount 10 | --percent 15)
//           [--expires 2026-12-31T23:59:59+11:00] [--max 100] [--by name]
//   end-voucher <code>              the code can no longer be added or used
// The server is http://HOST:PORT from the environment, or --url; the token is OPS_TOKEN.
import { pathToFileURL } from 'node:url';
import { loadEnv } from '../env';

export interface OpsRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

const numbers = (text: string | undefined, flag: string): number[] => {
  if (!text || !/^\d+(,\d+)*$/.test(text)) throw new Error(`--${flag} takes numbers separated by commas`);
  return text.split(',').map(Number);
};

/** `1=1000000,2=8123.45` → { "1": "1000000", "2": "8123.45" }: each division's declared dividend. */
const dividends = (text: string | undefined): Record<string, string> => {
  if (!text || !/^\d{1,2}=\d+(\.\d{1,2})?(,\d{1,2}=\d+(\.\d{1,2})?)*$/.test(text))
    throw new Error('--dividends takes division=amount pairs separated by commas, e.g. 1=1000000,2=8123.45');
  return Object.fromEntries(text.split(',').map((pair) => pair.split('=') as [string, string]));
};

/** `1=0,2=14` → { "1": 0, "2": 14 }: each division's winning games across the country. */
const nationalWinners = (text: string | undefined): Record<string, number> => {
  if (!text || !/^\d{1,2}=\d{1,10}(,\d{1,2}=\d{1,10})*$/.test(text))
    throw new Error('--winners takes division=count pairs separated by commas, e.g. 1=0,2=14,3=512');
  return Object.fromEntries(
    text.split(',').map((pair) => {
      const [division, count] = pair.split('=') as [string, string];
      return [division, Number(count)];
    }),
  );
};

const BANK_STATUSES: Record<string, string> = {
  verified: 'Verified',
  failed: 'Failed Verification',
  pending: 'Pending Verification',
  unverified: 'Unverified',
};

const VOUCHER_TYPES: Record<string, string> = {
  fixed: 'voucher_fixed_discount',
  percent: 'voucher_percent_discount',
  expiring: 'voucher_fixed_discount_expire',
  credit: 'voucher_credit_amount',
};

/** The voucher commands (decision 0048); the server checks the rest and answers 400 with field errors. */
function voucherCommand(command: string, positional: string[], flags: Map<string, string>): OpsRequest {
  if (command === 'vouchers') return { method: 'GET', path: '/ops/promotions/vouchers' };
  const [code] = positional;
  if (!code || !/^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/.test(code))
    throw new Error('Name the code: 3–32 letters, digits, - or _.');
  if (command === 'end-voucher')
    return { method: 'POST', path: `/ops/promotions/vouchers/${code.toUpperCase()}/end`, body: {} };
  const type = VOUCHER_TYPES[flags.get('type') ?? ''];
  if (!type) throw new Error('--type takes fixed, percent, expiring or credit');
  const percent = flags.get('percent');
  if (percent !== undefined && !/^\d{1,3}$/.test(percent))
    throw new Error('--percent takes a whole number, 1–100');
  const max = flags.get('max');
  if (max !== undefined && !/^\d{1,7}$/.test(max)) throw new Error('--max takes a whole number');
  const body: Record<string, unknown> = { code, type, created_by: flags.get('by') ?? 'operator' };
  if (flags.has('amount')) body.amount = flags.get('amount');
  if (percent !== undefined) body.percent = Number(percent);
  if (flags.has('expires')) body.expires_at = flags.get('expires');
  if (max !== undefined) body.max_redemptions = Number(max);
  return { method: 'POST', path: '/ops/promotions/vouchers', body };
}

/** The operator API request a command line stands for; throws with a usage message otherwise. */
export function parseOpsCommand(args: readonly string[]): OpsRequest {
  const [command, ...rest] = args;
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg.startsWith('--')) flags.set(arg.slice(2), rest[++i] ?? '');
    else positional.push(arg);
  }
  const [lotteryKey, drawNo] = positional;
  const drawPath = () => {
    if (!lotteryKey || !drawNo || !/^\d+$/.test(drawNo))
      throw new Error('Name the lottery and the draw number.');
    return `/ops/draws/${encodeURIComponent(lotteryKey)}/${drawNo}`;
  };
  switch (command) {
    case 'results': {
      const winning: Record<string, number[]> = { numbers: numbers(flags.get('numbers'), 'numbers') };
      for (const [flag, value] of flags)
        if (!['numbers', 'supp', 'dividends', 'winners', 'by', 'url'].includes(flag))
          winning[flag.replace(/-/g, '_')] = numbers(value, flag);
      return {
        method: 'POST',
        path: `${drawPath()}/results`,
        body: {
          winning,
          supplementary: flags.has('supp') ? numbers(flags.get('supp'), 'supp') : [],
          ...(flags.has('dividends') ? { dividends: dividends(flags.get('dividends')) } : {}),
          ...(flags.has('winners') ? { national_winners: nationalWinners(flags.get('winners')) } : {}),
          entered_by: flags.get('by') ?? 'operator',
        },
      };
    }
    case 'draw':
      return { method: 'GET', path: drawPath() };
    case 'run':
      return { method: 'POST', path: '/ops/lifecycle/run', body: {} };
    case 'reviews':
      return { method: 'GET', path: '/ops/verification/reviews' };
    case 'approve':
    case 'reject': {
      const [attemptId] = positional;
      if (!attemptId || !/^[0-9a-f-]{36}$/i.test(attemptId))
        throw new Error('Name the attempt id (see `reviews`).');
      const reason = flags.get('reason');
      if (command === 'reject' && !reason)
        throw new Error('reject needs --reason "…", which the customer reads.');
      return {
        method: 'POST',
        path: `/ops/verification/attempts/${attemptId}/${command}`,
        body: { reviewed_by: flags.get('by') ?? 'operator', ...(command === 'reject' ? { reason } : {}) },
      };
    }
    case 'unlock-2fa': {
      const [customerId] = positional;
      if (!customerId || !/^cus_[A-Za-z0-9_-]{16}$/.test(customerId))
        throw new Error('Name the customer id, e.g. cus_AbCdEfGhIjKlMnOp.');
      return { method: 'POST', path: `/ops/customers/${customerId}/two-factor/unlock`, body: {} };
    }
    case 'bank-status': {
      const [fundId] = positional;
      if (!fundId || !/^[0-9a-f-]{36}$/i.test(fundId)) throw new Error("Name the bank account's fund id.");
      const status = BANK_STATUSES[flags.get('status') ?? ''];
      if (!status) throw new Error('--status takes verified, failed, pending or unverified');
      return { method: 'POST', path: `/ops/funds/${fundId}/bank-status`, body: { status } };
    }
    case 'withdrawals': {
      const status = flags.get('status') ?? 'pending';
      if (!['pending', 'paid', 'rejected', 'cancelled'].includes(status))
        throw new Error('--status is pending, paid, rejected or cancelled.');
      return { method: 'GET', path: `/ops/withdrawals?status=${status}` };
    }
    case 'approve-withdrawal':
    case 'reject-withdrawal': {
      const [withdrawalId] = positional;
      if (!withdrawalId || !/^[0-9a-f-]{36}$/i.test(withdrawalId))
        throw new Error('Name the withdrawal id (see `withdrawals`).');
      const reason = flags.get('reason');
      const reject = command === 'reject-withdrawal';
      if (reject && !reason)
        throw new Error('reject-withdrawal needs --reason "…", which the customer reads.');
      return {
        method: 'POST',
        path: `/ops/withdrawals/${withdrawalId}/${reject ? 'reject' : 'approve'}`,
        body: { decided_by: flags.get('by') ?? 'operator', ...(reject ? { reason } : {}) },
      };
    }
    case 'system-limits':
      return { method: 'GET', path: '/ops/limits/system' };
    case 'system-limit': {
      const [period, amount] = positional;
      if (!period || !['day', 'week', 'month'].includes(period) || !amount)
        throw new Error('Name the period (day, week or month) and the amount, e.g. system-limit day 1000.');
      return { method: 'POST', path: `/ops/limits/system/${period}`, body: { limit: amount } };
    }
    case 'vouchers':
    case 'create-voucher':
    case 'end-voucher':
      return voucherCommand(command, positional, flags);
    default:
      throw new Error(
        'Commands: results <lotteryKey> <drawNo> --numbers …, draw <lotteryKey> <drawNo>, run, reviews, approve <attemptId>, reject <attemptId> --reason …, unlock-2fa <customerId>, bank-status <fundId> --status …, withdrawals [--status …], approve-withdrawal <id>, reject-withdrawal <id> --reason …, system-limits, system-limit <period> <amount>, vouchers, create-voucher <code> --type …, end-voucher <code>',
      );
  }
}

async function main(): Promise<void> {
  const env = loadEnv();
  const args = process.argv.slice(2);
  const urlFlag = args.indexOf('--url');
  const base = urlFlag >= 0 ? (args[urlFlag + 1] ?? '') : `http://${env.HOST}:${env.PORT}`;
  const request = parseOpsCommand(args);
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: { authorization: `Bearer ${env.OPS_TOKEN}`, 'content-type': 'application/json' },
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
  });
  const text = await response.text();
  process.stdout.write(`${response.status} ${text}\n`);
  if (!response.ok) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
