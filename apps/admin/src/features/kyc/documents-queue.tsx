import { useState } from 'react';
import { Link } from 'react-router';
import type { TKycQueueDocument } from '@app/contracts/kyc-admin';
import { CursorTable, useCursorPages, type CursorColumns } from '../../components/cursor-table';
import { StatusTabs } from '../../components/status-tabs';
import { formatTime } from '../../lib/format';
import { DocumentActions } from './document-actions';
import { DocumentPreviewDialog } from './document-preview-dialog';
import { useKycDocuments } from './kyc-api';
import { DOCUMENT_TABS, documentQuery, isImage, type DocumentTab } from './kyc-labels';

const PANEL_ID = 'kyc-documents-panel';

/**
 * The tab names the status. Pending documents show their decision buttons, decided ones who
 * decided and why; the buttons come before the date so a tablet shows them without scrolling.
 */
function columnsFor(
  open: (document: TKycQueueDocument) => void,
  tab: DocumentTab,
): CursorColumns<TKycQueueDocument> {
  const columns: CursorColumns<TKycQueueDocument> = [
    {
      accessorKey: 'username',
      header: 'Player',
      cell: ({ row }) => (
        <Link to={`/players/${row.original.userId}`} title={row.original.email}>
          {row.original.username}
        </Link>
      ),
    },
    {
      accessorKey: 'labelName',
      header: 'Document',
      cell: ({ row }) => (
        <span className="cell-clip" title={row.original.documentName}>
          {row.original.labelName} · {row.original.documentName}
        </span>
      ),
    },
    {
      id: 'preview',
      header: 'Preview',
      cell: ({ row }) => (
        <button
          type="button"
          className="document-thumb"
          onClick={() => open(row.original)}
          aria-label={`Preview ${row.original.labelName} of ${row.original.username}`}
        >
          {isImage(row.original) ? (
            <img src={row.original.fileUrl} alt="" loading="lazy" />
          ) : (
            <span className="document-thumb-pdf">PDF</span>
          )}
        </button>
      ),
    },
    {
      id: 'review',
      header: 'Reviewed',
      cell: ({ row }) =>
        row.original.reviewedBy ? (
          <span className="cell-clip" title={row.original.reason ?? undefined}>
            {row.original.reviewedBy}
            {row.original.reason ? ` · ${row.original.reason}` : ''}
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <DocumentActions document={row.original} />,
    },
    {
      accessorKey: 'createdAt',
      header: 'Uploaded',
      cell: ({ getValue }) => formatTime(String(getValue())),
    },
  ];
  const hidden = tab === 'pending' ? 'review' : 'actions';
  return columns.filter((column) => column.id !== hidden);
}

/** The documents players uploaded, by status, newest first; pending ones are decided here. */
export function DocumentsQueue() {
  const [tab, setTab] = useState<DocumentTab>('pending');
  const [previewing, setPreviewing] = useState<TKycQueueDocument>();
  const pages = useCursorPages<string>();
  const documents = useKycDocuments(documentQuery(tab, pages.beforeId));
  return (
    <section className="kyc-queue" aria-labelledby="kyc-documents-heading">
      <h2 id="kyc-documents-heading">Documents</h2>
      <StatusTabs
        label="Document status"
        tabs={DOCUMENT_TABS}
        current={tab}
        panelId={PANEL_ID}
        onChange={(next) => {
          setTab(next);
          pages.reset();
        }}
      />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={`${PANEL_ID}-tab-${tab}`}>
        {documents.isError && (
          <p className="form-error" role="alert">
            {documents.error.message}
          </p>
        )}
        <CursorTable
          caption="KYC documents"
          columns={columnsFor(setPreviewing, tab)}
          rows={documents.data?.rows ?? []}
          nextBeforeId={documents.data?.nextCursor}
          pages={pages}
          isFetching={documents.isFetching}
          emptyText={documents.isPending ? 'Loading…' : 'No document in this state.'}
        />
      </div>
      {previewing && (
        <DocumentPreviewDialog document={previewing} onClose={() => setPreviewing(undefined)} />
      )}
    </section>
  );
}
