import { useState } from 'react';
import {
  JOB_LIST_STATES,
  type TJobItem,
  type TJobListState,
  type TWebhookFailureItem,
} from '@app/contracts/jobs-admin';
import { roleCan } from '@app/contracts/staff-permissions';
import {
  DataTable,
  type PaginationState,
  type ServerColumns,
  type SortingState,
} from '../../components/data-table';
import { useStaffSession } from '../../lib/staff-session';
import { useJobs } from './get-jobs';
import { useRetryJob } from './retry-job';
import { useRetryWebhook } from './retry-webhook';
import { retryOutcomeText } from './retry-outcome';
import './jobs.css';

const STATE_LABELS: Record<TJobListState, string> = { failed: 'Failed', pending: 'Pending' };
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
/** The lists hold at most 100 rows each: one page, newest first, as the server sends them. */
const ONE_PAGE: PaginationState = { pageIndex: 0, pageSize: 100 };
const NO_SORTING: SortingState = [];
const ignore = () => undefined;

function jobColumns(retry: ((job: TJobItem) => void) | null): ServerColumns<TJobItem> {
  return [
    { accessorKey: 'queue', header: 'Job', enableSorting: false },
    { accessorKey: 'state', header: 'State', enableSorting: false },
    {
      accessorKey: 'error',
      header: 'Error',
      enableSorting: false,
      cell: ({ getValue }) => <span className="error-text">{String(getValue() ?? '—')}</span>,
    },
    {
      id: 'attempts',
      header: 'Attempts',
      enableSorting: false,
      cell: ({ row }) => `${row.original.retryCount + 1} of ${row.original.retryLimit + 1}`,
    },
    {
      accessorKey: 'createdOn',
      header: 'Created',
      enableSorting: false,
      cell: ({ getValue }) => when(String(getValue())),
    },
    {
      id: 'lastRun',
      header: 'Last run',
      enableSorting: false,
      cell: ({ row }) => when(row.original.completedOn ?? row.original.startedOn),
    },
    ...(retry
      ? [
          {
            id: 'retry',
            header: '',
            enableSorting: false,
            cell: ({ row }: { row: { original: TJobItem } }) =>
              row.original.state === 'failed' ? (
                <button type="button" onClick={() => retry(row.original)}>
                  Retry
                </button>
              ) : null,
          },
        ]
      : []),
  ];
}

function webhookColumns(
  retry: ((event: TWebhookFailureItem) => void) | null,
): ServerColumns<TWebhookFailureItem> {
  return [
    { accessorKey: 'provider', header: 'Provider', enableSorting: false },
    { accessorKey: 'eventType', header: 'Event', enableSorting: false },
    { accessorKey: 'referenceId', header: 'Purchase', enableSorting: false },
    {
      accessorKey: 'error',
      header: 'Error',
      enableSorting: false,
      cell: ({ getValue }) => <span className="error-text">{String(getValue())}</span>,
    },
    { accessorKey: 'attempts', header: 'Attempts', enableSorting: false },
    {
      accessorKey: 'lastFailedAt',
      header: 'Last failure',
      enableSorting: false,
      cell: ({ getValue }) => when(String(getValue())),
    },
    ...(retry
      ? [
          {
            id: 'retry',
            header: '',
            enableSorting: false,
            cell: ({ row }: { row: { original: TWebhookFailureItem } }) => (
              <button type="button" onClick={() => retry(row.original)}>
                Retry
              </button>
            ),
          },
        ]
      : []),
  ];
}

/** /admin/jobs: failed or pending background jobs and failed provider webhooks; admins retry. */
export function JobsPage() {
  const [state, setState] = useState<TJobListState>('failed');
  const [notice, setNotice] = useState<string | null>(null);
  const session = useStaffSession();
  const list = useJobs(state);
  const retryJob = useRetryJob();
  const retryWebhook = useRetryWebhook();
  const canRetry = session.data ? roleCan(session.data.role, 'jobs.retry') : false;

  const onRetryJob = (job: TJobItem) =>
    retryJob.mutate(job.id, {
      onSuccess: () => setNotice(`${job.queue}: retrying now.`),
      onError: (error) => setNotice(error.message),
    });
  const onRetryWebhook = (event: TWebhookFailureItem) =>
    retryWebhook.mutate(event.id, {
      onSuccess: (result) => setNotice(`${event.eventId}: ${retryOutcomeText(result)}`),
      onError: (error) => setNotice(error.message),
    });

  return (
    <div className="jobs-page">
      <div className="page-heading">
        <h1>Jobs</h1>
        <div className="field">
          <label htmlFor="jobs-state">Jobs</label>
          <select
            id="jobs-state"
            value={state}
            onChange={(event) => setState(event.target.value as TJobListState)}
          >
            {JOB_LIST_STATES.map((value) => (
              <option key={value} value={value}>
                {STATE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {notice && (
        <p className="muted" role="status">
          {notice}
        </p>
      )}
      {list.isError && (
        <p className="form-error" role="alert">
          {list.error.message}
        </p>
      )}
      <h2>Background jobs</h2>
      <DataTable
        caption={`${STATE_LABELS[state]} background jobs`}
        columns={jobColumns(canRetry ? onRetryJob : null)}
        rows={list.data?.jobs ?? []}
        rowCount={list.data?.jobs.length ?? 0}
        sorting={NO_SORTING}
        onSortingChange={ignore}
        pagination={ONE_PAGE}
        onPaginationChange={ignore}
        isFetching={list.isFetching}
        emptyText={list.isPending ? 'Loading…' : `No ${state} jobs.`}
      />
      <h2>Provider webhooks that failed processing</h2>
      <DataTable
        caption="Provider webhooks that failed processing"
        columns={webhookColumns(canRetry ? onRetryWebhook : null)}
        rows={list.data?.webhooks ?? []}
        rowCount={list.data?.webhooks.length ?? 0}
        sorting={NO_SORTING}
        onSortingChange={ignore}
        pagination={ONE_PAGE}
        onPaginationChange={ignore}
        isFetching={list.isFetching}
        emptyText={list.isPending ? 'Loading…' : 'No failed webhooks.'}
      />
    </div>
  );
}
