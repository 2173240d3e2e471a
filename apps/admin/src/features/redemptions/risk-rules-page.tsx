import { useState } from 'react';
import type { TProposalOutcome } from '@app/contracts/dual-control';
import type { TRiskRuleView } from '@app/contracts/redemption-risk';
import '../../components/data-table.css';
import '../../components/list-page.css';
import { easternMoment, formatUsd } from '../../lib/format';
import { useCan } from '../../lib/staff-session';
import { AutoApprovalCeilingDialog } from './auto-approval-ceiling-dialog';
import { RiskRuleDialog } from './risk-rule-dialog';
import { useProposeCeiling, useProposeRiskRule, useRiskRules } from './risk-rules-api';
import './redemptions.css';

/** What became of a proposal, said in the page's status line. */
const outcomeText = (what: string, outcome: TProposalOutcome) =>
  outcome.status === 'APPLIED'
    ? `${what}: applied.`
    : `${what}: it loosens the control, so it waits for a second admin (change #${outcome.changeId} on Control changes).`;

/**
 * /admin/risk-rules (decision 057): which signals send a redemption to manual review, and the
 * auto-approval ceiling. Compliance and finance propose changes; one that loosens waits for a
 * second admin (decision 058), and the changes waiting are listed here.
 */
export function RiskRulesPage() {
  const canChange = useCan('redemptions.rules.write');
  const page = useRiskRules();
  const proposeRule = useProposeRiskRule();
  const proposeCeiling = useProposeCeiling();
  const [editing, setEditing] = useState<TRiskRuleView | 'ceiling' | null>(null);
  const [status, setStatus] = useState('');
  const data = page.data;

  return (
    <div className="list-page risk-rules-page">
      <div className="list-page-heading">
        <h1>Risk rules</h1>
        <p className="list-page-status" role="status">
          {status}
        </p>
      </div>
      <p className="field-hint">
        Each redemption request is assessed when it is made. A request for which no rule fires, at
        or under the auto-approval ceiling, is approved by the system and paid at once; any other
        goes to the Redemptions queue with its signals.
      </p>
      {page.isError && (
        <p className="form-error" role="alert">
          {page.error.message}
        </p>
      )}
      {data && (
        <>
          <p className="risk-ceiling">
            Auto-approval ceiling:{' '}
            <strong className="amount">{formatUsd(data.autoApprovalCeiling)}</strong>{' '}
            {canChange && (
              <button
                type="button"
                className="button-quiet"
                onClick={() => {
                  proposeCeiling.reset();
                  setEditing('ceiling');
                }}
              >
                Change ceiling
              </button>
            )}
          </p>
          <div className="data-table">
            <table>
              <caption className="visually-hidden">Risk rules by signal</caption>
              <thead>
                <tr>
                  <th scope="col">Signal</th>
                  <th scope="col">Rule</th>
                  <th scope="col">Sends to review</th>
                  {canChange && <th scope="col">Change</th>}
                </tr>
              </thead>
              <tbody>
                {data.rules.map((rule) => (
                  <tr key={rule.signal}>
                    <th scope="row">{rule.name}</th>
                    <td>{rule.text}</td>
                    <td>{rule.enabled ? 'Yes' : 'No (off)'}</td>
                    {canChange && (
                      <td>
                        <button
                          type="button"
                          className="button-quiet"
                          aria-label={`Change rule ${rule.name}`}
                          onClick={() => {
                            proposeRule.reset();
                            setEditing(rule);
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
          <section className="panel review-panel" aria-labelledby="risk-pending">
            <h2 id="risk-pending">Waiting for a second admin</h2>
            {data.pending.length === 0 ? (
              <p className="muted">No change of these rules is waiting.</p>
            ) : (
              <ul className="risk-pending">
                {data.pending.map((change) => (
                  <li key={change.changeId}>
                    #{change.changeId} {change.summary}{' '}
                    <span className="muted">
                      — {change.proposedBy}, {easternMoment(change.proposedAt)}: {change.reason}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      {editing === 'ceiling' && data && (
        <AutoApprovalCeilingDialog
          ceiling={data.autoApprovalCeiling}
          pending={proposeCeiling.isPending}
          error={proposeCeiling.error}
          onClose={() => setEditing(null)}
          onSave={(change) =>
            proposeCeiling.mutate(change, {
              onSuccess: (outcome) => {
                setEditing(null);
                setStatus(outcomeText('Auto-approval ceiling', outcome));
              },
            })
          }
        />
      )}
      {editing !== null && editing !== 'ceiling' && (
        <RiskRuleDialog
          rule={editing}
          pending={proposeRule.isPending}
          error={proposeRule.error}
          onClose={() => setEditing(null)}
          onSave={(change) =>
            proposeRule.mutate(
              { signal: editing.signal, change },
              {
                onSuccess: (outcome) => {
                  setStatus(outcomeText(editing.name, outcome));
                  setEditing(null);
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
