import { useState } from 'react';
import { ShieldIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { notify } from '../../lib/toast';
import { CodePromptDialog } from './code-prompt-dialog';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog';
import { RecoveryCodes } from './recovery-codes';
import {
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useTwoFactorStatus,
} from './two-factor-api';

type OpenDialog = 'enable' | 'disable' | 'regenerate' | null;

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The account page's two-factor sign-in: on or off, recovery codes (decision 039). */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const close = () => setOpen(null);
  const data = status.data;

  return (
    <section className="account-card" aria-labelledby="account-two-factor-title">
      <h2 id="account-two-factor-title" className="account-card__title">
        <ShieldIcon size={20} /> Two-factor sign-in
      </h2>
      {!data ? (
        <p className="two-factor__loading">
          {status.isError ? 'Could not load your settings.' : 'Loading…'}
        </p>
      ) : data.enabled ? (
        <>
          <p className="two-factor__state">
            <span className="two-factor__badge">On</span> since {dateOf(data.enabledAt!)}. Logging
            in, redeeming, changing your password and adding a bank account ask for a code from your
            authenticator app. {data.recoveryCodesLeft} recovery codes left.
          </p>
          <div className="two-factor__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setOpen('regenerate')}>
              New recovery codes
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setOpen('disable')}>
              Turn off
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="two-factor__state">
            Protect your account and your winnings: with two-factor sign-in, logging in and
            redeeming also need a code from an authenticator app on your phone.
          </p>
          <button type="button" className="btn btn--primary" onClick={() => setOpen('enable')}>
            Turn on two-factor sign-in
          </button>
        </>
      )}

      {open === 'enable' && <EnableTwoFactorDialog onClose={close} />}
      {open === 'disable' && (
        <CodePromptDialog
          title="Turn off two-factor sign-in"
          lead="Enter a code from your authenticator app, or a recovery code, to turn it off."
          submitLabel="Turn off"
          onClose={close}
          onSubmit={async (code) => {
            const { message } = await disable.mutateAsync(code);
            notify.success(message);
            close();
          }}
        />
      )}
      {open === 'regenerate' && (
        <CodePromptDialog
          title="New recovery codes"
          lead="Your old recovery codes stop working. Enter a code from your authenticator app to continue."
          submitLabel="Get new codes"
          onClose={close}
          onSubmit={async (code) => {
            const { recoveryCodes } = await regenerate.mutateAsync(code);
            close();
            setNewCodes(recoveryCodes);
          }}
        />
      )}
      {newCodes && (
        <Modal
          open
          title="Save your recovery codes"
          onClose={() => setNewCodes(null)}
          hideCloseButton
        >
          <RecoveryCodes codes={newCodes} onDone={() => setNewCodes(null)} />
        </Modal>
      )}
    </section>
  );
}
