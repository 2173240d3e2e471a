import { describe, expect, it } from 'vitest';
import { inboxQuery, statusTabs } from './support-inbox-filters';

describe('the support inbox filters', () => {
  it('labels each status tab with its count, and All with their sum', () => {
    expect(statusTabs({ new: 3, open: 1, waiting: 2, closed: 10 }).map((t) => t.label)).toEqual([
      'New (3)',
      'Open (1)',
      'Waiting for player (2)',
      'Closed (10)',
      'All (16)',
    ]);
    expect(statusTabs(undefined)[2]?.label).toBe('Waiting for player');
  });

  it('turns the filters into the query: me, none or a member id; empty ones left out', () => {
    const base = { tab: 'new' as const, topic: '', q: '  ', page: 1, pageSize: 25 };
    expect(inboxQuery({ ...base, assignee: '' })).toEqual({
      status: 'new',
      assignee: undefined,
      topic: undefined,
      q: undefined,
      page: 1,
      pageSize: 25,
    });
    expect(inboxQuery({ ...base, assignee: 'me' }).assignee).toBe('me');
    expect(inboxQuery({ ...base, assignee: 'none' }).assignee).toBe('none');
    expect(inboxQuery({ ...base, assignee: '7' }).assignee).toBe(7);
    expect(
      inboxQuery({ ...base, tab: 'all', assignee: '', topic: 'kyc', q: 'gs-7k' }),
    ).toMatchObject({ status: undefined, topic: 'kyc', q: 'gs-7k' });
  });
});
