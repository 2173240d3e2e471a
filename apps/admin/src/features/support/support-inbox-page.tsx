import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  SUPPORT_STATUS_LABELS,
  SUPPORT_TOPICS,
  SUPPORT_TOPIC_LABELS,
  type TSupportInboxRow,
} from '@app/contracts/support';
import '../../components/list-page.css';
import { ListTable, useListState, type ServerColumns } from '../../components/data-table';
import { StatusTabs } from '../../components/status-tabs';
import { formatTime } from '../../lib/format';
import { useSupportInbox, useSupportTeam } from './support-api';
import { inboxQuery, statusTabs, type StatusTab } from './support-inbox-filters';
import './support.css';

const COLUMNS: ServerColumns<TSupportInboxRow> = [
  {
    accessorKey: 'number',
    header: 'Ticket',
    enableSorting: false,
    cell: ({ row }) => (
      <Link className="support-number" to={`/support/${row.original.id}`}>
        {row.original.number}
      </Link>
    ),
  },
  {
    accessorKey: 'topic',
    header: 'Topic',
    enableSorting: false,
    cell: ({ row }) => SUPPORT_TOPIC_LABELS[row.original.topic],
  },
  {
    accessorKey: 'username',
    header: 'From',
    enableSorting: false,
    cell: ({ row }) => row.original.username ?? <span className="muted">Visitor</span>,
  },
  {
    accessorKey: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <span className={`badge support-status support-status-${row.original.status}`}>
        {SUPPORT_STATUS_LABELS[row.original.status]}
      </span>
    ),
  },
  {
    accessorKey: 'assignee',
    header: 'Assigned to',
    enableSorting: false,
    cell: ({ row }) => row.original.assignee?.name ?? <span className="muted">Nobody</span>,
  },
  {
    accessorKey: 'lastMessageAt',
    header: 'Last message',
    enableSorting: false,
    cell: ({ row }) => (
      <span>
        {formatTime(row.original.lastMessageAt)}
        <span className="muted">
          {' '}
          · {row.original.lastFrom === 'player' ? 'player' : 'support'}
        </span>
      </span>
    ),
  },
];

/**
 * /admin/support: the support inbox (decision 061). Tickets by status with their counts,
 * filtered by assignee, topic or number; the list shows no name, email or message: opening a
 * ticket reads them, and that read is audited.
 */
export function SupportInboxPage() {
  const listState = useListState({ id: 'lastMessageAt', desc: true });
  const { pagination, toFirstPage } = listState;
  const [tab, setTab] = useState<StatusTab>('new');
  const [assignee, setAssignee] = useState('');
  const [topic, setTopic] = useState('');
  const [q, setQ] = useState('');
  const team = useSupportTeam();
  const panelId = useId();
  const list = useSupportInbox(
    inboxQuery({
      tab,
      assignee,
      topic,
      q,
      page: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
    }),
  );
  const columns = useMemo(() => COLUMNS, []);

  return (
    <div className="list-page support-page">
      <div className="list-page-heading">
        <h1>Support inbox</h1>
      </div>
      <StatusTabs
        label="Tickets by status"
        tabs={statusTabs(list.data?.counts)}
        current={tab}
        panelId={panelId}
        onChange={(next) => {
          setTab(next);
          toFirstPage();
        }}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${tab}`}>
        <div className="list-page-filters" role="search">
          <div className="field">
            <label htmlFor="support-assignee">Assigned to</label>
            <select
              id="support-assignee"
              value={assignee}
              onChange={(event) => {
                setAssignee(event.target.value);
                toFirstPage();
              }}
            >
              <option value="">Anyone</option>
              <option value="me">Me</option>
              <option value="none">Nobody</option>
              {team.data?.map((member) => (
                <option key={member.id} value={String(member.id)}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="support-topic">Topic</label>
            <select
              id="support-topic"
              value={topic}
              onChange={(event) => {
                setTopic(event.target.value);
                toFirstPage();
              }}
            >
              <option value="">Any</option>
              {SUPPORT_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {SUPPORT_TOPIC_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="support-number">Ticket number</label>
            <input
              id="support-number"
              type="search"
              autoComplete="off"
              placeholder="GS-…"
              value={q}
              onChange={(event) => {
                setQ(event.target.value);
                toFirstPage();
              }}
            />
          </div>
        </div>
        <ListTable
          caption="Support tickets"
          columns={columns}
          list={list}
          state={listState}
          emptyText="No ticket here."
        />
      </div>
    </div>
  );
}
