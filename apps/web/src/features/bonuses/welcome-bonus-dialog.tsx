import { useEffect } from 'react';
import { WALLET_CREDIT_ANIMATION_MS } from '@app/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from '../../components/modal';
import { profileQueryKey } from '../../lib/get-profile';
import { notify } from '../../lib/toast';
import { closeModal, pauseModalQueue, switchModal, uiStore } from '../../lib/ui-store';
import { isProfileIncomplete, type User } from '../../lib/user';
import { useClaimWelcomeBonus } from './api/claim-welcome-bonus';
import { useWelcomeBonus } from './api/get-welcome-bonus';
import { BonusAmounts } from './bonus-amounts';
import { showClaimError } from './bonus-errors';
import { isWelcomeBonusClaimable } from './bonus-eligibility';
import { ClaimButton } from './claim-button';
import './bonuses.css';

/** SPEC §4 Claims and §8 success messages. */
export const WELCOME_BONUS_CLAIMED_MESSAGE = 'Bonus successfully redeemed';

/**
 * SPEC §2 welcome bonus claim. Shows only while the bonus is unclaimed and
 * has coins to give (otherwise it closes at once, so the queue moves on).
 * Claim: toast, profile refresh, then the complete-profile prompt when a
 * profile field is missing and the prompt has not been shown already.
 */
export function WelcomeBonusDialog() {
  const queryClient = useQueryClient();
  const bonus = useWelcomeBonus();
  const claim = useClaimWelcomeBonus();
  const claimable = bonus.data ? isWelcomeBonusClaimable(bonus.data) : null;
  const nothingToShow = claim.isIdle && (claimable === false || bonus.isError);

  useEffect(() => {
    if (nothingToShow) closeModal();
  }, [nothingToShow]);

  const onClaim = async () => {
    try {
      await claim.mutateAsync();
    } catch (error) {
      const { bonusGone, emailNotVerified } = showClaimError(error);
      // The server wants a verified email first: the dialog that sends the link says how.
      if (emailNotVerified) switchModal('emailVerification');
      else if (bonusGone) closeModal();
      return;
    }
    notify.success(WELCOME_BONUS_CLAIMED_MESSAGE);
    // Let the player watch the balance count up before the next dialog.
    pauseModalQueue(WALLET_CREDIT_ANIMATION_MS);
    const user = queryClient.getQueryData<User>(profileQueryKey);
    if (user && isProfileIncomplete(user) && !uiStore.hasShown('completeProfile')) {
      switchModal('completeProfile');
    } else {
      closeModal();
    }
  };

  if (!bonus.data || nothingToShow) return null;
  return (
    <Modal
      open
      title="Welcome Bonus"
      onClose={closeModal}
      className="bonus-dialog bonus-dialog--welcome"
      icon={<img src="/images/packages/welcome-chest.svg" alt="" width={132} height={132} />}
    >
      <p className="bonus-dialog__lead">
        Welcome to the club! Your free coins are waiting for you.
      </p>
      <BonusAmounts gcAmount={bonus.data.gcAmount} scAmount={bonus.data.scAmount} />
      <div className="modal__actions">
        <ClaimButton pending={claim.isPending} onClick={() => void onClaim()}>
          Claim
        </ClaimButton>
      </div>
      <p className="bonus-dialog__note">No purchase necessary. Void where prohibited.</p>
    </Modal>
  );
}
