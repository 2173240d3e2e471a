import { CopyIcon } from '../../components/icons';
import { notify } from '../../lib/toast';

const FILE_NAME = 'golden-sweeps-recovery-codes.txt';

function download(codes: readonly string[]) {
  const text = `Golden Sweeps recovery codes\nEach code signs you in once if you lose your authenticator.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** The one-time recovery codes, shown once: copy or download them before leaving. */
export function RecoveryCodes({
  codes,
  onDone,
}: {
  readonly codes: readonly string[];
  readonly onDone: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify.success('Recovery codes copied');
    } catch {
      notify.error('Could not copy. Please download the codes or write them down.');
    }
  };
  return (
    <div className="modal__body two-factor">
      <p className="modal__lead">
        Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ol className="two-factor__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor__actions">
        <button type="button" className="btn btn--ghost" onClick={() => void copy()}>
          <CopyIcon size={18} /> Copy
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => download(codes)}>
          Download
        </button>
      </div>
      <button type="button" className="btn btn--primary btn--lg btn--block" onClick={onDone}>
        I have saved my codes
      </button>
    </div>
  );
}
