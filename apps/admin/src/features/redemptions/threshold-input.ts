import { ZRedemptionSettings, type TRedemptionSettings } from '@app/contracts/redemptions-admin';
import { parseAmount } from '@app/contracts/money';

/** What a member types as the approval threshold ('1,500' or '$750.50'), read into cents. */
export function readThreshold(
  text: string,
): { ok: true; settings: TRedemptionSettings } | { ok: false; error: string } {
  const cents = parseAmount(text.trim().replace(/^\$/, '').replace(/,/g, ''));
  if (cents === null)
    return { ok: false, error: 'Enter an amount in dollars with at most two decimals' };
  const parsed = ZRedemptionSettings.safeParse({ approvalThreshold: cents });
  if (!parsed.success)
    return {
      ok: false,
      error: cents < 0 ? 'The threshold cannot be negative' : 'The threshold is too large',
    };
  return { ok: true, settings: parsed.data };
}
