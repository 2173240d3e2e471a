import type { TFundingSource } from '@app/contracts/payments';
import { showApiError } from '../../lib/api-error-placement';
import { useFundingSource } from '../../lib/get-funding-source';
import { notify } from '../../lib/toast';
import { useUpdateFundingSource } from '../../lib/update-funding-source';

interface RedeemBankListProps {
  readonly userId: number;
  readonly disabled: boolean;
}

/**
 * SPEC §2 Redeem modal: the active bank list. The player's saved banks
 * (GET /payment/get-funding-source), among them every bank a redemption was
 * paid to; the active one receives the payout of a request that names no bank
 * of its own, and another is made active with POST /payment/update-funding-source.
 */
export function RedeemBankList({ userId, disabled }: RedeemBankListProps) {
  const funding = useFundingSource();
  const update = useUpdateFundingSource();

  if (!funding.data) {
    return (
      <p className="redeem-banks__note" role={funding.isError ? 'alert' : 'status'}>
        {funding.isError
          ? 'Your saved bank accounts could not be loaded.'
          : 'Loading your bank accounts…'}
      </p>
    );
  }
  const banks = funding.data.list;
  if (banks.length === 0) {
    return (
      <p className="redeem-banks__note">
        No saved bank account yet: once you have sent this request, enter the bank account it is
        paid to under Redemptions.
      </p>
    );
  }

  const makeActive = async (bank: TFundingSource) => {
    try {
      const answer = await update.mutateAsync({ userId, sourceId: bank.source_id });
      notify.success(answer.message ?? 'Bank account updated successfully.');
    } catch (error) {
      showApiError(error, null);
    }
  };

  return (
    <fieldset className="redeem-banks" disabled={disabled || update.isPending}>
      <legend className="field__label">Bank account</legend>
      <ul className="redeem-banks__list">
        {banks.map((bank) => (
          <li key={bank.id}>
            <label className={bank.is_primary ? 'redeem-bank is-active' : 'redeem-bank'}>
              <input
                type="radio"
                name="redeem-bank"
                checked={bank.is_primary}
                onChange={() => void makeActive(bank)}
              />
              <span className="redeem-bank__name">{bank.bank}</span>
              <span className="redeem-bank__meta">•••• {bank.lbacc}</span>
              {bank.is_primary && <span className="redeem-bank__badge">Active</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
