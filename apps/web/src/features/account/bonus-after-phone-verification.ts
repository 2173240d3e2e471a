import type { ModalName } from '../../lib/ui-store';
import { mayClaimWelcomeBonus, type User } from '../../lib/user';

/**
 * SPEC §4 Phone verification: after a verified number (and the refreshed
 * profile), an unclaimed welcome bonus is offered (once the email is verified:
 * the server refuses it before); otherwise an unclaimed
 * daily bonus. The bonus dialog fetches its bonus and shows only when there
 * is something to claim (welcome: coins to give; daily: active), else closes.
 */
export function bonusAfterPhoneVerification(user: User): ModalName | null {
  if (mayClaimWelcomeBonus(user)) return 'welcomeBonus';
  if (!user.isDailyBonusClaimed) return 'dailyBonus';
  return null;
}
