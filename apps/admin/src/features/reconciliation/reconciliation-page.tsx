import { useMemo, useState } from 'react';
import {
  RECONCILIATION_CASE_KINDS,
  RECONCILIATION_CASE_KIND_LABELS,
  type TReconciliationCase,
  type TReconciliationCaseKind,
  type TReconciliationCaseStatus,
  type TReconciliationRun,
  type TTrialBalance,
} from '@app/contracts/reconciliation';
import { ListTable, useListState, type ServerColumns } from '../../components/data-table';
import '../../components/data-table.css';
import '../../components/list-page.css';
import { formatCoins, formatTime } from '../../lib/format';
import { useCan } from '../../lib/staff-session';
import { entryText } from './entry-text';
import { useReconciliationCases } from './get-reconciliation-cases';
import { useReconciliationRuns } from './get-reconciliation-runs';
import { trialBalanceCsvUrl, useTrialBalance } from './get-trial-balance';
import { dayBefore, easternDayOf } from './reconciliation-days';
import { ResolveCaseDialog } from './resolve-case-dialog';
import { useRunReconciliation } from './run-reconciliation';
import './reconciliation.css';

function columnsFor(
  canResolve: boolean,
  resolve: (item: TReconciliationCase) => void,
): ServerColumns<TReconciliationCase> {
  return [
    { accessorKey: 'day', header: 'Day', enableSorting: false },
    {
      accessorKey: 'provider',
      header: 'Provider',
      enableSorting: false,
      cell: ({ row }) => `${row.original.provider} (${row.original.subject})`,
    },
    {
      accessorKey: 'kind',
      header: 'Mismatch',
      enableSorting: false,
      cell: ({ row }) => RECONCILIATION_CASE_KIND_LABELS[row.original.kind],
    },
    {
      accessorKey: 'reference',
      header: 'Reference',
      enableSorting: false,
      cell: ({ row }) => <code className="reconciliation-clip">{row.original.reference}</code>,
    },
    {
      id: 'ours',
      header: 'Ours',
      enableSorting: false,
      cell: ({ row }) => entryText(row.original.ours),
    },
    {
      id: 'theirs',
      header: 'Provider’s',
      enableSorting: false,
      cell: ({ row }) => entryText(row.original.theirs),
    },
    {
      accessorKey: 'status',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => {
        const { resolution } = row.original;
        if (!resolution) return <span className="reconciliation-open">Open</span>;
        return (
          <span title={resolution.note}>
            Resolved by {resolution.by.email}, {formatTime(resolution.at)}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) =>
        canResolve && row.original.status === 'OPEN' ? (
          <button type="button" className="button-quiet" onClick={() => resolve(row.original)}>
            Resolve
          </button>
        ) : null,
    },
  ];
}

/** The trial balance of the day: each line's two figures and whether they agree. */
function TrialBalanceTable({ balance }: { balance: TTrialBalance }) {
  return (
    <>
      <table className="reconciliation-balance">
        <caption>Trial balance as of {formatTime(balance.asOf)}</caption>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col">Check</th>
            <th scope="col">Figures</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {balance.lines.map((line) => (
            <tr key={`${line.check}-${line.currency}`}>
              <td>{line.currency}</td>
              <td>{line.label}</td>
              <td>
                {line.first.label}: <span className="amount">{formatCoins(line.first.amount)}</span>
                <br />
                {line.second.label}:{' '}
                <span className="amount">{formatCoins(line.second.amount)}</span>
              </td>
              <td className={line.ok ? 'reconciliation-ok' : 'reconciliation-off'}>
                {line.ok ? 'OK' : `Off by ${formatCoins(line.difference)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {balance.skipped.map((s) => (
        <p key={s.check} className="field-hint">
          Not checked ({s.check}): {s.reason}
        </p>
      ))}
    </>
  );
}

/** What one run compared and found. */
function RunLine({ run }: { run: TReconciliationRun }) {
  const compared = run.checked.map((c) => `${c.provider} ${c.ours}/${c.theirs}`).join(', ');
  return (
    <li>
      {formatTime(run.startedAt)} by {run.startedBy}:{' '}
      {run.finishedAt
        ? `${run.found} mismatch${run.found === 1 ? '' : 'es'}, ${run.opened} new case${run.opened === 1 ? '' : 's'}`
        : 'did not finish'}
      {compared && <span className="muted"> (ours/theirs: {compared})</span>}
      {run.skipped.length > 0 && (
        <span className="reconciliation-off">
          {' '}
          Skipped: {run.skipped.map((s) => `${s.provider} (${s.reason})`).join('; ')}
        </span>
      )}
    </li>
  );
}

/**
 * /admin/reconciliation (decision 056): the cases the daily run opened, the chosen US Eastern
 * day's runs and trial balance with its CSV, and — for finance and admin — resolving a case with
 * a note and reconciling the day again now.
 */
export function ReconciliationPage() {
  const canResolve = useCan('reconciliation.resolve');
  const today = easternDayOf(new Date());
  const [day, setDay] = useState(() => dayBefore(today));
  const [status, setStatus] = useState<TReconciliationCaseStatus | ''>('OPEN');
  const [kind, setKind] = useState<TReconciliationCaseKind | ''>('');
  const [provider, setProvider] = useState('');
  const [onlyDay, setOnlyDay] = useState(false);
  const [resolving, setResolving] = useState<TReconciliationCase>();
  const listState = useListState({ id: 'day', desc: true });
  const { pagination, toFirstPage } = listState;
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= today;
  const shownDay = validDay ? day : today;
  const cases = useReconciliationCases({
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    status: status || undefined,
    kind: kind || undefined,
    provider: provider.trim() || undefined,
    day: onlyDay ? shownDay : undefined,
  });
  const runs = useReconciliationRuns(shownDay);
  const balance = useTrialBalance(shownDay);
  const run = useRunReconciliation();
  const columns = useMemo(() => columnsFor(canResolve, setResolving), [canResolve]);

  return (
    <div className="list-page reconciliation-page">
      <div className="list-page-heading">
        <h1>Reconciliation</h1>
      </div>
      <p className="field-hint">
        Every night the previous US Eastern day is compared with each provider’s records: purchases
        settled with the charges taken, payouts sent with the payouts made, by reference and amount.
        Each mismatch opens a case once.
      </p>
      <div className="list-page-filters">
        <div className="field">
          <label htmlFor="reconciliation-day">Day (US Eastern)</label>
          <input
            id="reconciliation-day"
            type="date"
            max={today}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        {canResolve && (
          <button
            type="button"
            className="button-primary"
            disabled={!validDay || run.isPending}
            onClick={() => run.mutate(shownDay)}
          >
            {run.isPending ? 'Reconciling…' : 'Reconcile this day now'}
          </button>
        )}
        <a className="button-quiet" href={trialBalanceCsvUrl(shownDay)} download>
          Download trial balance (CSV)
        </a>
      </div>
      {run.error && (
        <p className="form-error" role="alert">
          {run.error.message}
        </p>
      )}

      <section aria-labelledby="reconciliation-balance-heading">
        <h2 id="reconciliation-balance-heading">Trial balance of {shownDay}</h2>
        {balance.error && (
          <p className="form-error" role="alert">
            {balance.error.message}
          </p>
        )}
        {balance.data && <TrialBalanceTable balance={balance.data} />}
      </section>

      <section aria-labelledby="reconciliation-runs-heading">
        <h2 id="reconciliation-runs-heading">Runs of {shownDay}</h2>
        {runs.data?.length === 0 && <p className="muted">This day has not been reconciled yet.</p>}
        <ul className="reconciliation-runs">
          {runs.data?.map((r) => (
            <RunLine key={r.id} run={r} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="reconciliation-cases-heading">
        <h2 id="reconciliation-cases-heading">Cases</h2>
        <div className="list-page-filters" role="search">
          <div className="field">
            <label htmlFor="reconciliation-status">Status</label>
            <select
              id="reconciliation-status"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as TReconciliationCaseStatus | '');
                toFirstPage();
              }}
            >
              <option value="OPEN">Open</option>
              <option value="RESOLVED">Resolved</option>
              <option value="">All</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="reconciliation-kind">Mismatch</label>
            <select
              id="reconciliation-kind"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as TReconciliationCaseKind | '');
                toFirstPage();
              }}
            >
              <option value="">All</option>
              {RECONCILIATION_CASE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {RECONCILIATION_CASE_KIND_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="reconciliation-provider">Provider</label>
            <input
              id="reconciliation-provider"
              value={provider}
              maxLength={40}
              onChange={(event) => {
                setProvider(event.target.value);
                toFirstPage();
              }}
            />
          </div>
          <label className="reconciliation-only-day">
            <input
              type="checkbox"
              checked={onlyDay}
              onChange={(event) => {
                setOnlyDay(event.target.checked);
                toFirstPage();
              }}
            />{' '}
            Only {shownDay}
          </label>
        </div>
        <ListTable
          caption="Reconciliation cases"
          columns={columns}
          list={cases}
          state={listState}
          emptyText="No case matches."
        />
      </section>
      {resolving && <ResolveCaseDialog item={resolving} onClose={() => setResolving(undefined)} />}
    </div>
  );
}
