import { useEffect, useState } from 'react';
import { Modal } from '../../components/modal';
import { notify } from '../../lib/toast';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';
import { useEnableTwoFactor, useStartSetup } from './two-factor-api';

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP', easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Turning two-factor sign-in on: scan (or type) the key, prove it with a code, keep the codes. */
export function EnableTwoFactorDialog({ onClose }: { readonly onClose: () => void }) {
  const setup = useStartSetup();
  const enable = useEnableTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { mutate: startSetup } = setup;

  useEffect(() => {
    startSetup();
  }, [startSetup]);

  if (recoveryCodes)
    return (
      <Modal open title="Save your recovery codes" onClose={onClose} hideCloseButton>
        <RecoveryCodes codes={recoveryCodes} onDone={onClose} />
      </Modal>
    );

  const data = setup.data;
  return (
    <Modal open title="Turn on two-factor sign-in" onClose={onClose}>
      <div className="modal__body two-factor">
        <p className="modal__lead">
          Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password…), then enter the 6-digit code it shows.
        </p>
        {setup.isError && (
          <button type="button" className="btn btn--ghost" onClick={() => startSetup()}>
            Try again
          </button>
        )}
        {data ? (
          <>
            <img
              className="two-factor__qr"
              src={data.qrCode}
              alt="QR code for your authenticator app"
            />
            <div className="two-factor__key">
              <span id="two-factor-key-label">Can’t scan? Enter this setup key:</span>
              <code aria-labelledby="two-factor-key-label" data-setup-key={data.secret}>
                {grouped(data.secret)}
              </code>
            </div>
            <CodeForm
              submitLabel="Turn on"
              allowRecoveryCode={false}
              onSubmit={async (code) => {
                const answer = await enable.mutateAsync(code);
                notify.success('Two-factor sign-in is on.');
                setRecoveryCodes(answer.recoveryCodes);
              }}
            />
          </>
        ) : (
          !setup.isError && <p className="two-factor__loading">Preparing your QR code…</p>
        )}
      </div>
    </Modal>
  );
}
