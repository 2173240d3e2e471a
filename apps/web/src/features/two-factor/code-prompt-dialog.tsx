import { Modal } from '../../components/modal';
import { CodeForm } from './code-form';

interface CodePromptDialogProps {
  readonly title: string;
  readonly lead: string;
  readonly submitLabel: string;
  readonly onSubmit: (code: string) => Promise<unknown>;
  readonly onClose: () => void;
}

/** A code (or a recovery code) for one action: turning off, new recovery codes. */
export function CodePromptDialog({
  title,
  lead,
  submitLabel,
  onSubmit,
  onClose,
}: CodePromptDialogProps) {
  return (
    <Modal open title={title} onClose={onClose}>
      <p className="modal__lead">{lead}</p>
      <div className="modal__body">
        <CodeForm submitLabel={submitLabel} allowRecoveryCode autoFocus onSubmit={onSubmit} />
      </div>
    </Modal>
  );
}
