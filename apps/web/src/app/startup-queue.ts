import type { TPopup } from '@app/contracts/content';
import type { DailyBonus } from '../features/bonuses/api/get-daily-bonus';
import type { WelcomeBonus } from '../features/bonuses/api/get-welcome-bonus';
import {
  isDailyBonusClaimable,
  isWelcomeBonusClaimable,
} from '../features/bonuses/bonus-eligibility';
import { popupsFor } from '../features/popups/popup-visibility';
import { popupModalName, type ModalName } from '../lib/ui-store';
import { isProfileIncomplete, mayClaimWelcomeBonus, type User } from '../lib/user';

/** What the startup queue is decided from, once the signed-in player's details have loaded. */
export interface StartupState {
  readonly user: User;
  /** GET /bonus/welcome-bonus, or null when not asked (claimed already) or unavailable. */
  readonly welcomeBonus: WelcomeBonus | null;
  /** GET /bonus/daily-bonus, or null when not asked (claimed today) or unavailable. */
  readonly dailyBonus: DailyBonus | null;
  readonly popups: readonly TPopup[];
  /** Changed terms the player must accept first (GET /user/terms-consent; decision 060). */
  readonly termsToAccept?: boolean;
}

/**
 * SPEC §4 Startup popup queue, one dialog at a time, closing advances:
 * email verification (email not verified), complete profile (a required
 * field missing), welcome bonus (unclaimed with coins to give), daily bonus
 * (active), then the lobby popups meant for signed-in players. The welcome
 * bonus waits for a verified email (the server refuses it before; the email
 * dialog says so), so an unverified player's queue has no welcome bonus. It also
 * carries the SPEC's login follow-ups (email dialog, else welcome flow, else
 * daily flow), so a login runs this queue and nothing else.
 */
export function buildStartupQueue({
  user,
  welcomeBonus,
  dailyBonus,
  popups,
  termsToAccept = false,
}: StartupState): ModalName[] {
  const queue: ModalName[] = [];
  // Changed terms come first: nothing can be played or bought until they are accepted.
  if (termsToAccept) queue.push('termsConsent');
  if (!user.isEmailVerified) queue.push('emailVerification');
  if (isProfileIncomplete(user)) queue.push('completeProfile');
  if (mayClaimWelcomeBonus(user) && welcomeBonus && isWelcomeBonusClaimable(welcomeBonus)) {
    queue.push('welcomeBonus');
  }
  if (!user.isDailyBonusClaimed && dailyBonus && isDailyBonusClaimable(dailyBonus)) {
    queue.push('dailyBonus');
  }
  for (const popup of popupsFor(popups, 'lobbyPage', 'player', user)) {
    queue.push(popupModalName(popup.popupId));
  }
  return queue;
}
