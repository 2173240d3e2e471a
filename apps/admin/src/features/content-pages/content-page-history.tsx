import { useState, type FormEvent } from 'react';
import type { TContentPageVersion } from '@app/contracts/content-pages';
import '../../components/data-table.css';
import { CheckboxField } from '../../components/checkbox-field';
import { FormField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { formatTime } from '../../lib/format';
import { useContentPageVersions, useRollbackContentPage } from './content-pages-api';

/** Every version, newest first (the live one on top), each but the live one with Roll back. */
export function ContentPageHistory({
  cmsId,
  isConsentPage,
}: {
  cmsId: number;
  isConsentPage: boolean;
}) {
  const versions = useContentPageVersions(cmsId);
  const [target, setTarget] = useState<TContentPageVersion | null>(null);
  return (
    <section className="content-page-history" aria-labelledby="content-page-history">
      <h2 id="content-page-history">Version history</h2>
      {versions.isError && <p role="alert">{versions.error.message}</p>}
      <div className="data-table">
        <table>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Change</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.data?.map((version, index) => (
              <tr key={version.version}>
                <td>
                  v{version.version}
                  {index === 0 && <span className="content-pages-tag">Live</span>}
                  {version.isMaterial && <span className="content-pages-tag">Material</span>}
                </td>
                <td>{formatTime(version.createdAt)}</td>
                <td>{version.staffEmail ?? 'site release'}</td>
                <td className="content-page-change">
                  <span>{version.changeNote}</span>
                  <span className="content-pages-by">
                    {version.summary}
                    {version.restoredFrom !== null && ` (restores v${version.restoredFrom})`}
                  </span>
                </td>
                <td>
                  {index > 0 && (
                    <button type="button" onClick={() => setTarget(version)}>
                      Roll back to v{version.version}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {target && (
        <RollbackDialog
          cmsId={cmsId}
          version={target}
          isConsentPage={isConsentPage}
          onClose={() => setTarget(null)}
        />
      )}
    </section>
  );
}

function RollbackDialog({
  cmsId,
  version,
  isConsentPage,
  onClose,
}: {
  cmsId: number;
  version: TContentPageVersion;
  isConsentPage: boolean;
  onClose: () => void;
}) {
  const rollback = useRollbackContentPage(cmsId);
  const [changeNote, setChangeNote] = useState('');
  const [material, setMaterial] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (changeNote.trim() === '') {
      setError('Say what changed and why');
      return;
    }
    setError(undefined);
    await rollback
      .mutateAsync({ version: version.version, changeNote, materialChange: material })
      .then(onClose, () => undefined);
  }

  return (
    <ModalDialog title={`Roll back to v${version.version}?`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>
          The text of v{version.version} (“{version.title}”, {formatTime(version.createdAt)}) goes
          live again as a new version. Nothing is deleted.
        </p>
        <FormField
          label="Change note"
          value={changeNote}
          error={error}
          onChange={(event) => setChangeNote(event.target.value)}
        />
        {isConsentPage && (
          <CheckboxField
            label="Material change: every player must accept it again"
            checked={material}
            onChange={(event) => setMaterial(event.target.checked)}
          />
        )}
        {rollback.isError && (
          <p className="field-error" role="alert">
            {rollback.error.message}
          </p>
        )}
        <div className="editor-form-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button-primary" disabled={rollback.isPending}>
            Roll back
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
