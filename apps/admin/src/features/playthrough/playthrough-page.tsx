import { useState } from 'react';
import { multipleLabel, type TPlaythroughRule } from '@app/contracts/playthrough';
import '../../components/data-table.css';
import '../../components/list-page.css';
import { easternMoment } from '../../lib/format';
import { useCan } from '../../lib/staff-session';
import { useChangePlaythroughRule, usePlaythroughRules } from './playthrough-api';
import { PlaythroughChangeDialog } from './playthrough-change-dialog';

/**
 * /admin/playthrough (decision 053): how many times SC from each source must be played before it
 * can be redeemed; compliance changes a source's multiple for SC credited from then on.
 */
export function PlaythroughPage() {
  const canChange = useCan('playthrough.write');
  const list = usePlaythroughRules();
  const change = useChangePlaythroughRule();
  const [editing, setEditing] = useState<TPlaythroughRule | null>(null);
  const [status, setStatus] = useState('');

  return (
    <div className="list-page">
      <div className="list-page-heading">
        <h1>SC play-through</h1>
        <p className="list-page-status" role="status">
          {status}
        </p>
      </div>
      <p className="field-hint">
        Sweeps Coins credited as unplayed become redeemable once the player has played them their
        amount times the multiple of their source. Free entry by mail and purchases follow the same
        rules of play and prizes.
      </p>
      {list.isError && (
        <p className="form-error" role="alert">
          {list.error.message}
        </p>
      )}
      {list.data && (
        <div className="data-table">
          <table>
            <caption className="visually-hidden">Multiple per SC source</caption>
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">Multiple</th>
                <th scope="col">Last changed</th>
                {canChange && <th scope="col">Change</th>}
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.source}>
                  <th scope="row">{row.label}</th>
                  <td>{multipleLabel(row.multipleHundredths)}</td>
                  <td>{row.updatedAt ? easternMoment(row.updatedAt) : 'Never (1x)'}</td>
                  {canChange && (
                    <td>
                      <button
                        type="button"
                        className="button-quiet"
                        aria-label={`Change ${row.label}`}
                        onClick={() => {
                          change.reset();
                          setEditing(row);
                        }}
                      >
                        Change
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <PlaythroughChangeDialog
          rule={editing}
          pending={change.isPending}
          error={change.error}
          onClose={() => setEditing(null)}
          onSave={(next) =>
            change.mutate(
              { source: editing.source, change: next },
              {
                onSuccess: (saved) => {
                  setEditing(null);
                  setStatus(`${saved.label}: ${multipleLabel(saved.multipleHundredths)} from now.`);
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
