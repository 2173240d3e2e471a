import { useEffect } from 'react';
import { WALLET_CREDIT_ANIMATION_MS } from '@app/contracts/constants';
import { Modal } from '../../components/modal';
import { notify } from '../../lib/toast';
import { closeModal, pauseModalQueue } from '../../lib/ui-store';
import { useClaimDailyBonus } from './api/claim-daily-bonus';
import { useDailyBonus } from './api/get-daily-bonus';
import { BonusAmounts } from './bonus-amounts';
import { showClaimError } from './bonus-errors';
import { isDailyBonusClaimable } from './bonus-eligibility';
import { ClaimButton } from './claim-button';
import './bonuses.css';

/**
 * SPEC §2 daily bonus claim (dailyBonusModal). Shows only while the daily
 * bonus isActive, else it closes at once. Claim Now: the server's message
 * as a toast, profile refresh, close.
 */
export function DailyBonusDialog() {
  const bonus = useDailyBonus();
  const claim = useClaimDailyBonus();
  const claimable = bonus.data ? isDailyBonusClaimable(bonus.data) : null;
  const nothingToShow = claim.isIdle && (claimable === false || bonus.isError);

  useEffect(() => {
    if (nothingToShow) closeModal();
  }, [nothingToShow]);

  const onClaim = async () => {
    try {
      const { message } = await claim.mutateAsync();
      notify.success(message);
      // Let the player watch the balance count up before the next dialog.
      pauseModalQueue(WALLET_CREDIT_ANIMATION_MS);
      closeModal();
    } catch (error) {
      if (showClaimError(error).bonusGone) closeModal();
    }
  };

  if (!bonus.data || nothingToShow) return null;
  return (
    <Modal
      open
      title="Daily Bonus"
      onClose={closeModal}
      className="bonus-dialog bonus-dialog--daily"
      icon={<img src="/images/packages/coin-stack-4.svg" alt="" width={132} height={132} />}
    >
      <p className="bonus-dialog__lead">Your free coins for today are here. Come back every day!</p>
      <BonusAmounts gcAmount={bonus.data.gcAmount} scAmount={bonus.data.scAmount} />
      <div className="modal__actions">
        <ClaimButton pending={claim.isPending} onClick={() => void onClaim()}>
          Claim Now
        </ClaimButton>
      </div>
      <p className="bonus-dialog__note">A new daily bonus unlocks every day at midnight ET.</p>
    </Modal>
  );
}
