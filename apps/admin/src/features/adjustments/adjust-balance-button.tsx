import { useState } from 'react';
import type { TAdjustment } from '@app/contracts/adjustments';
import { roleCan } from '@app/contracts/staff-permissions';
import { ModalDialog } from '../../components/modal-dialog';
import { useStaffSession } from '../../lib/staff-session';
import { AdjustmentForm } from './adjustment-form';
import './adjustments.css';

/**
 * 'Adjust balance' for a player (the player page mounts it): opens the adjustment form in a
 * dialog. Shown only to roles with adjustments.request. `onAdjusted` lets the page refresh
 * what it shows of the player's balances.
 */
export function AdjustBalanceButton({
  playerId,
  onAdjusted,
}: {
  playerId: number;
  onAdjusted?: (adjustment: TAdjustment) => void;
}) {
  const session = useStaffSession();
  const [open, setOpen] = useState(false);
  if (!session.data || !roleCan(session.data.role, 'adjustments.request')) return null;
  return (
    <>
      <button type="button" className="button-quiet" onClick={() => setOpen(true)}>
        Adjust balance
      </button>
      {open && (
        <ModalDialog
          title={`Balance adjustment for player #${playerId}`}
          onClose={() => setOpen(false)}
        >
          <AdjustmentForm
            playerId={playerId}
            onClose={() => setOpen(false)}
            onAdjusted={onAdjusted}
          />
        </ModalDialog>
      )}
    </>
  );
}
