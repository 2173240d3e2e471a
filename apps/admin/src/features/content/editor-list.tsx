import type { ReactNode } from 'react';
import { scheduleState } from '@app/contracts/content-admin';

export interface EditorRow {
  readonly id: number;
  readonly title: string;
  readonly detail: string;
  readonly imageUrl: string | null;
  readonly isActive: boolean;
  readonly startsAt: string | null;
  readonly endsAt: string | null;
}

/** A list of editable items with thumbnail, status, up/down, Edit and Activate/Retire. */
export function EditorList({
  rows,
  busy,
  onMove,
  onEdit,
  onToggle,
  empty,
}: {
  readonly rows: readonly EditorRow[];
  readonly busy: boolean;
  readonly onMove: (index: number, delta: -1 | 1) => void;
  readonly onEdit: (id: number) => void;
  readonly onToggle: (row: EditorRow) => void;
  readonly empty: ReactNode;
}) {
  const now = new Date();
  if (rows.length === 0) return <p role="status">{empty}</p>;
  return (
    <ol className="content-list">
      {rows.map((row, index) => {
        const state = scheduleState(row, now);
        return (
          <li key={row.id} className="content-row">
            {row.imageUrl ? (
              <img className="content-thumb" src={row.imageUrl} alt="" />
            ) : (
              <span className="content-thumb" aria-hidden="true" />
            )}
            <div className="content-row__text">
              <strong>{row.title}</strong>
              <span className="muted">
                {row.detail} ·{' '}
                <span className={`content-state content-state--${state}`}>{state}</span>
              </span>
            </div>
            <div className="content-row__actions">
              <button
                type="button"
                className="button-quiet"
                aria-label={`Move ${row.title} up`}
                disabled={busy || index === 0}
                onClick={() => onMove(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button-quiet"
                aria-label={`Move ${row.title} down`}
                disabled={busy || index === rows.length - 1}
                onClick={() => onMove(index, 1)}
              >
                ↓
              </button>
              <button type="button" className="button-quiet" onClick={() => onEdit(row.id)}>
                Edit
              </button>
              <button
                type="button"
                className="button-quiet"
                disabled={busy}
                onClick={() => onToggle(row)}
              >
                {row.isActive ? 'Retire' : 'Activate'}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
