import { useState } from 'react';
import type { TJurisdiction } from '@app/contracts/jurisdictions';
import '../../components/data-table.css';
import '../../components/list-page.css';
import { easternMoment } from '../../lib/format';
import { useCan } from '../../lib/staff-session';
import { useChangeJurisdiction, useJurisdictions } from './jurisdictions-api';
import { JurisdictionChangeDialog } from './jurisdiction-change-dialog';
import { rulesText } from './jurisdiction-words';
import './jurisdictions.css';

/**
 * /admin/jurisdictions (decision 050): where sweepstakes play is offered and from what age, per
 * state and DC; compliance changes a state now or schedules a law's start.
 */
export function JurisdictionsPage() {
  const canChange = useCan('jurisdictions.write');
  const list = useJurisdictions();
  const change = useChangeJurisdiction();
  const [editing, setEditing] = useState<TJurisdiction | null>(null);
  const [status, setStatus] = useState('');
  const notOffered = list.data?.filter((row) => !row.sweepsAllowed) ?? [];

  return (
    <div className="list-page">
      <div className="list-page-heading">
        <h1>Jurisdictions</h1>
        <p className="list-page-status" role="status">
          {status}
        </p>
      </div>
      <p className="field-hint">
        Sign-up, purchases, Sweeps Coins play and redemptions are refused where play is not offered,
        by the player&apos;s address and by where they connect from. Players there keep their
        account and Gold Coins play.
        {list.data && ` Not offered today in ${notOffered.length} of ${list.data.length}.`}
      </p>
      {list.isError && (
        <p className="form-error" role="alert">
          {list.error.message}
        </p>
      )}
      {list.data && (
        <div className="data-table jurisdictions-table">
          <table>
            <caption className="visually-hidden">Rules per state</caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">Sweepstakes play</th>
                <th scope="col">Minimum age</th>
                <th scope="col">Scheduled change</th>
                {canChange && <th scope="col">Change</th>}
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => (
                <tr key={row.stateCode} className={row.sweepsAllowed ? '' : 'is-restricted'}>
                  <th scope="row">
                    {row.name} <span className="jurisdiction-code">{row.stateCode}</span>
                  </th>
                  <td>{row.sweepsAllowed ? 'Allowed' : 'Not offered'}</td>
                  <td>{row.minAge}+</td>
                  <td>
                    {row.scheduled
                      ? `${rulesText(row.scheduled)} from ${easternMoment(row.scheduled.effectiveAt)}`
                      : '—'}
                  </td>
                  {canChange && (
                    <td>
                      <button
                        type="button"
                        className="button-quiet"
                        aria-label={`Change ${row.name}`}
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
        <JurisdictionChangeDialog
          jurisdiction={editing}
          pending={change.isPending}
          error={change.error}
          onClose={() => setEditing(null)}
          onSave={(next) =>
            change.mutate(
              { stateCode: editing.stateCode, change: next },
              {
                onSuccess: (saved) => {
                  setEditing(null);
                  setStatus(
                    saved.scheduled
                      ? `${saved.name}: ${rulesText(saved.scheduled)} from ${easternMoment(saved.scheduled.effectiveAt)}.`
                      : `${saved.name}: ${rulesText(saved)} from now.`,
                  );
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
