import { useState } from 'react';
import { ZControlChangeRejection, type ControlChangeStatus } from '@app/contracts/dual-control';
import '../../components/data-table.css';
import '../../components/list-page.css';
import './control-changes.css';
import { easternMoment } from '../../lib/format';
import { useCan, useStaffSession } from '../../lib/staff-session';
import { useControlChanges, useDecideControlChange } from './control-changes-api';

const FILTERS: readonly { value: ControlChangeStatus | undefined; label: string }[] = [
  { value: 'PENDING', label: 'Waiting' },
  { value: 'APPLIED', label: 'Applied' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: undefined, label: 'All' },
];

const STATUS_WORDS: Record<ControlChangeStatus, string> = {
  PENDING: 'Waiting for a second admin',
  APPLIED: 'Applied',
  REJECTED: 'Rejected',
};

/**
 * /admin/control-changes (decision 058): changes that loosen a money control — a higher four-eyes
 * threshold, a higher auto-approval ceiling, a risk rule relaxed — wait here for an admin other
 * than the one who proposed them.
 */
export function ControlChangesPage() {
  const [status, setStatus] = useState<ControlChangeStatus | undefined>('PENDING');
  const list = useControlChanges(status);
  const decide = useDecideControlChange();
  const canDecide = useCan('controls.approve');
  const me = useStaffSession().data?.email;
  const [comments, setComments] = useState<Record<number, string>>({});
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<{ changeId: number; text: string } | null>(null);

  const run = (changeId: number, decision: 'approve' | 'reject') => {
    const comment = comments[changeId]?.trim() ?? '';
    if (decision === 'reject') {
      const parsed = ZControlChangeRejection.safeParse({ comment });
      if (!parsed.success) {
        setProblem({ changeId, text: parsed.error.issues[0]?.message ?? 'Say why' });
        return;
      }
    }
    setProblem(null);
    decide.mutate(
      { changeId, decision, comment },
      {
        onSuccess: (decided) =>
          setSaid(
            `Change #${decided.changeId} ${decided.status === 'APPLIED' ? 'applied' : 'rejected'}.`,
          ),
        onError: (error) => setProblem({ changeId, text: error.message }),
      },
    );
  };

  return (
    <div className="list-page">
      <div className="list-page-heading">
        <h1>Control changes</h1>
        <p className="list-page-status" role="status">
          {said}
        </p>
      </div>
      <p className="field-hint">
        A change that loosens a money control waits here until an admin other than its proposer
        approves it; a change that tightens one applied at once. Approving asks for your password
        and code again.
      </p>
      <div className="segmented-filter" role="group" aria-label="Status">
        {FILTERS.map((filter) => (
          <button
            key={filter.label}
            type="button"
            className={status === filter.value ? 'button-primary' : 'button-quiet'}
            aria-pressed={status === filter.value}
            onClick={() => setStatus(filter.value)}
          >
            {filter.label}
          </button>
        ))}
      </div>
      {list.isError && (
        <p className="form-error" role="alert">
          {list.error.message}
        </p>
      )}
      {list.data && list.data.length === 0 && <p className="field-hint">No changes here.</p>}
      {list.data && list.data.length > 0 && (
        <div className="data-table">
          <table>
            <caption className="visually-hidden">Proposed changes of money controls</caption>
            <thead>
              <tr>
                <th scope="col">Change</th>
                <th scope="col">Reason</th>
                <th scope="col">Proposed</th>
                <th scope="col">Status</th>
                {canDecide && status === 'PENDING' && <th scope="col">Decision</th>}
              </tr>
            </thead>
            <tbody>
              {list.data.map((change) => {
                const own = change.proposedBy === me;
                return (
                  <tr key={change.changeId}>
                    <th scope="row">
                      #{change.changeId} {change.summary}
                    </th>
                    <td>{change.reason}</td>
                    <td>
                      {change.proposedBy}
                      <br />
                      {easternMoment(change.proposedAt)}
                    </td>
                    <td>
                      {STATUS_WORDS[change.status]}
                      {change.decidedBy && (
                        <>
                          <br />
                          by {change.decidedBy}
                          {change.decisionComment ? `: ${change.decisionComment}` : ''}
                        </>
                      )}
                    </td>
                    {canDecide && status === 'PENDING' && (
                      <td>
                        {own ? (
                          <span className="field-hint">Yours: another admin decides.</span>
                        ) : (
                          <div className="control-change-decision">
                            <label
                              className="visually-hidden"
                              htmlFor={`comment-${change.changeId}`}
                            >
                              Comment on change #{change.changeId}
                            </label>
                            <input
                              id={`comment-${change.changeId}`}
                              placeholder="Comment (needed to reject)"
                              value={comments[change.changeId] ?? ''}
                              onChange={(e) =>
                                setComments({ ...comments, [change.changeId]: e.target.value })
                              }
                            />
                            <button
                              type="button"
                              className="button-primary"
                              disabled={decide.isPending}
                              onClick={() => run(change.changeId, 'approve')}
                            >
                              Approve
                            </button>
                            <button
                              type="button"
                              className="button-quiet"
                              disabled={decide.isPending}
                              onClick={() => run(change.changeId, 'reject')}
                            >
                              Reject
                            </button>
                            {problem?.changeId === change.changeId && (
                              <p className="field-error" role="alert">
                                {problem.text}
                              </p>
                            )}
                          </div>
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
