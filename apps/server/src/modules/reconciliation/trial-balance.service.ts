import type { TTrialBalance, TTrialBalanceLine } from '@app/contracts/reconciliation';
import { csvCell } from '../audit/audit-csv';
import type { ProviderStatement } from './provider-statements';
import { easternDayWindow } from './reconciliation-day';

/** The ledger as it stood at an instant, per currency (the wallet service's `balancesAt`). */
export type LedgerAt = (at: Date) => Promise<
  {
    currency: string;
    players: number;
    house: Record<string, number>;
  }[]
>;

const CSV_HEADER = [
  'day',
  'asOf',
  'currency',
  'check',
  'line',
  'first',
  'firstAmount',
  'second',
  'secondAmount',
  'difference',
  'result',
];

/**
 * An amount in hundredths as a decimal with two places ('-1234.05'). Written as a number, not
 * defused: it is built here from an integer, and a leading apostrophe would turn a negative
 * amount into text in a spreadsheet.
 */
export function decimalOf(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const resultOf = (line: TTrialBalanceLine) =>
  line.ok ? 'OK' : `Off by ${decimalOf(line.difference)}`;

function line(
  check: TTrialBalanceLine['check'],
  currency: string,
  label: string,
  first: TTrialBalanceLine['first'],
  second: TTrialBalanceLine['second'],
): TTrialBalanceLine {
  const difference = first.amount - second.amount;
  return { check, currency, label, first, second, difference, ok: difference === 0 };
}

/**
 * The trial balance of a US Eastern day (decision 056), as it stood at the end of the day (now,
 * for today): per currency, the players' balances against the house's (the ledger sums to zero);
 * the SC held for redemptions against the open requests; the SC paid out against what the payout
 * provider paid, net of returns. Each line is OK or off by its difference.
 */
export function createTrialBalanceService(deps: {
  ledgerAt: LedgerAt;
  /** The SC held by redemption requests open at an instant (the redemptions service's). */
  openRedemptionsAt: (at: Date) => Promise<number>;
  /** The payout provider's statement, when one is configured. */
  payoutStatement?: ProviderStatement;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  return {
    async build(day: string): Promise<TTrialBalance> {
      const { to } = easternDayWindow(day);
      const current = now();
      const asOf = to < current ? to : current;
      const ledger = await deps.ledgerAt(asOf);
      const lines: TTrialBalanceLine[] = [];
      for (const { currency, players, house } of ledger) {
        const houseTotal = Object.values(house).reduce((sum, amount) => sum + amount, 0);
        lines.push(
          line(
            'ledger',
            currency,
            'Player balances + house balances = 0',
            { label: 'Player balances', amount: players },
            { label: 'House balances, negated', amount: -houseTotal },
          ),
        );
      }
      const sc = ledger.find((l) => l.currency === 'SC')?.house ?? {};
      lines.push(
        line(
          'holds',
          'SC',
          'Redemption holds = open redemption requests',
          { label: 'REDEMPTION_HOLDS balance', amount: sc.REDEMPTION_HOLDS ?? 0 },
          { label: 'Open redemption requests', amount: await deps.openRedemptionsAt(asOf) },
        ),
      );
      const skipped: TTrialBalance['skipped'] = [];
      const statement = deps.payoutStatement;
      if (statement?.netPaidBefore) {
        lines.push(
          line(
            'paid',
            'SC',
            'Redemptions paid = paid by the payout provider',
            { label: 'REDEMPTIONS balance', amount: sc.REDEMPTIONS ?? 0 },
            {
              label: `Paid by ${statement.provider}, net of returns`,
              amount: await statement.netPaidBefore(asOf),
            },
          ),
        );
      } else {
        skipped.push({
          check: 'paid',
          reason: 'The payout provider has no statement configured: paid amounts are not compared',
        });
      }
      return { day, asOf: asOf.toISOString(), lines, skipped };
    },

    /** The trial balance as CSV: one row per line; text defused, amounts as decimals. */
    toCsv(balance: TTrialBalance): string {
      const rows = balance.lines.map((l) =>
        [
          csvCell(balance.day),
          csvCell(balance.asOf),
          csvCell(l.currency),
          csvCell(l.check),
          csvCell(l.label),
          csvCell(l.first.label),
          decimalOf(l.first.amount),
          csvCell(l.second.label),
          decimalOf(l.second.amount),
          decimalOf(l.difference),
          csvCell(resultOf(l)),
        ].join(','),
      );
      const skipped = balance.skipped.map((s) =>
        [
          csvCell(balance.day),
          csvCell(balance.asOf),
          '',
          csvCell(s.check),
          csvCell(s.reason),
          '',
          '',
          '',
          '',
          '',
          csvCell('Not checked'),
        ].join(','),
      );
      return `${[CSV_HEADER.join(','), ...rows, ...skipped].join('\r\n')}\r\n`;
    },
  };
}

export type TrialBalanceService = ReturnType<typeof createTrialBalanceService>;
