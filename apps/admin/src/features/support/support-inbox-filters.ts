import {
  SUPPORT_STATUSES,
  SUPPORT_STATUS_LABELS,
  type TSupportInboxPage,
  type TSupportInboxQuery,
  type TSupportStatus,
} from '@app/contracts/support';

export type StatusTab = TSupportStatus | 'all';

/** The inbox's tabs with each status's count ('All' sums them). */
export function statusTabs(counts: TSupportInboxPage['counts'] | undefined) {
  const total = counts ? SUPPORT_STATUSES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  const label = (text: string, n: number | undefined) =>
    n === undefined ? text : `${text} (${n})`;
  return [
    ...SUPPORT_STATUSES.map((status) => ({
      key: status as StatusTab,
      label: label(SUPPORT_STATUS_LABELS[status], counts?.[status]),
    })),
    { key: 'all' as StatusTab, label: label('All', total) },
  ];
}

/** The assignee filter's value: '' anyone, 'me', 'none' or a member's id. */
export function inboxQuery(input: {
  tab: StatusTab;
  assignee: string;
  topic: string;
  q: string;
  page: number;
  pageSize: number;
}): Partial<TSupportInboxQuery> {
  const assignee =
    input.assignee === 'me' || input.assignee === 'none'
      ? input.assignee
      : /^\d+$/.test(input.assignee)
        ? Number(input.assignee)
        : undefined;
  return {
    status: input.tab === 'all' ? undefined : input.tab,
    assignee,
    topic: (input.topic || undefined) as TSupportInboxQuery['topic'],
    q: input.q.trim() || undefined,
    page: input.page,
    pageSize: input.pageSize,
  };
}
