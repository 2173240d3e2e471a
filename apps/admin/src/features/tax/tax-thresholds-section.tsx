import { useState } from 'react';
import type { TTaxThreshold } from '@app/contracts/tax';
import { formatTime, formatUsd } from '../../lib/format';
import { useCan } from '../../lib/staff-session';
import { useSetTaxThreshold, useTaxThresholds } from './tax-api';
import { TaxThresholdDialog } from './tax-threshold-dialog';
import { nextYearToAdd, yearsCovered } from './tax-thresholds';

type Editing = { kind: 'add' } | { kind: 'change'; row: TTaxThreshold };

/**
 * The 1099-MISC threshold of each tax year (decision 051): every member with the report reads
 * them; compliance (tax.thresholds.write) adds a year or changes one, with a reason.
 */
export function TaxThresholdsSection() {
  const list = useTaxThresholds();
  const canChange = useCan('tax.thresholds.write');
  const save = useSetTaxThreshold();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [status, setStatus] = useState('');
  const rows = list.data ?? [];
  const covers = new Map(yearsCovered(rows).map((r) => [r.taxYear, r.covers]));
  const open = (next: Editing) => {
    save.reset();
    setEditing(next);
  };

  return (
    <section className="panel tax-thresholds" aria-labelledby="tax-thresholds-heading">
      <div className="page-heading">
        <h2 id="tax-thresholds-heading">Thresholds by tax year</h2>
        {canChange && list.data && (
          <button type="button" className="button-quiet" onClick={() => open({ kind: 'add' })}>
            Add a tax year
          </button>
        )}
      </div>
      <p className="muted">
        A year without a threshold of its own uses the latest earlier year’s. A redemption counts in
        the year it was paid, US Eastern time.
      </p>
      <p className="tax-status" role="status">
        {status}
      </p>
      {list.isError && (
        <p className="form-error" role="alert">
          {list.error.message}
        </p>
      )}
      {list.isPending && <p className="muted">Loading…</p>}
      {list.data && (
        <div className="data-table">
          <table>
            <caption className="visually-hidden">1099-MISC threshold by tax year</caption>
            <thead>
              <tr>
                <th scope="col">Tax year</th>
                <th scope="col">Threshold</th>
                <th scope="col">Applies to</th>
                <th scope="col">Last changed</th>
                {canChange && <th scope="col">Change</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.taxYear}>
                  <th scope="row">{row.taxYear}</th>
                  <td className="amount">{formatUsd(row.thresholdCents)}</td>
                  <td>{covers.get(row.taxYear)}</td>
                  <td>{row.seeded ? 'Never changed' : formatTime(row.updatedAt)}</td>
                  {canChange && (
                    <td>
                      <button
                        type="button"
                        className="button-quiet"
                        aria-label={`Change ${row.taxYear}`}
                        onClick={() => open({ kind: 'change', row })}
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
        <TaxThresholdDialog
          rows={rows}
          year={editing.kind === 'change' ? editing.row : undefined}
          suggestedYear={nextYearToAdd(rows)}
          pending={save.isPending}
          error={save.error}
          onClose={() => setEditing(null)}
          onSave={(taxYear, change) =>
            save.mutate(
              { taxYear, change },
              {
                onSuccess: (saved) => {
                  setEditing(null);
                  setStatus(
                    `The ${saved.taxYear} threshold is now ${formatUsd(saved.thresholdCents)}.`,
                  );
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
