import { describe, expect, it } from 'vitest';
import type { TTrialBalance } from '@app/contracts/reconciliation';
import { createTrialBalanceService, decimalOf } from './trial-balance.service';

const service = createTrialBalanceService({
  ledgerAt: () => Promise.resolve([]),
  openRedemptionsAt: () => Promise.resolve(0),
});

describe('the trial balance as CSV', () => {
  it('writes amounts as decimals and defuses text a spreadsheet would run', () => {
    const balance: TTrialBalance = {
      day: '2026-11-27',
      asOf: '2026-11-28T05:00:00.000Z',
      lines: [
        {
          check: 'paid',
          currency: 'SC',
          label: '=HYPERLINK("http://evil")',
          first: { label: '@SUM(A1)', amount: -123_456 },
          second: { label: '+1', amount: 5 },
          difference: -123_461,
          ok: false,
        },
      ],
      skipped: [{ check: 'holds', reason: '-not configured' }],
    };
    const [header, row, skipped] = service.toCsv(balance).split('\r\n');
    expect(header).toBe(
      'day,asOf,currency,check,line,first,firstAmount,second,secondAmount,difference,result',
    );
    expect(row).toBe(
      `2026-11-27,2026-11-28T05:00:00.000Z,SC,paid,"'=HYPERLINK(""http://evil"")",'@SUM(A1),-1234.56,'+1,0.05,-1234.61,Off by -1234.61`,
    );
    expect(skipped).toBe(
      "2026-11-27,2026-11-28T05:00:00.000Z,,holds,'-not configured,,,,,,Not checked",
    );
  });

  it('writes hundredths exactly, whatever their size', () => {
    expect(decimalOf(0)).toBe('0.00');
    expect(decimalOf(7)).toBe('0.07');
    expect(decimalOf(-100)).toBe('-1.00');
    expect(decimalOf(900_719_925_474_099)).toBe('9007199254740.99');
  });
});
