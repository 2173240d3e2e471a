import { formatUsd } from '@app/contracts/money';
import {
  AUTO_APPROVAL_CEILING_CONTROL_KIND,
  RISK_RULE_CONTROL_KIND,
  RISK_RULE_DEFINITIONS,
  RISK_SIGNALS,
  riskRuleText,
  ruleLoosens,
  type TAutoApprovalCeilingChange,
  type TRiskRule,
  type TRiskRuleChange,
  type TRiskRulesPage,
  type TRiskSignal,
} from '@app/contracts/redemption-risk';
import type { TProposalOutcome } from '@app/contracts/dual-control';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { AuditService } from '../audit/audit.service';
import type { DualControl, StaffActor } from '../dual-control/dual-control.service';
import { redemptionDefaults } from './redemption-limits';
import * as repo from './redemptions.repository';

/** The auto-approval ceiling as a dual-control proposal carries it. */
interface CeilingProposal {
  autoApprovalCeiling: number;
}

/**
 * The risk rules and the auto-approval ceiling (decision 057): data in the database, seeded
 * values for a signal never edited. Every change goes through dual control (decision 058): one
 * that tightens applies at once, one that loosens waits for a second admin.
 */
export function createRiskRules(deps: { db: Db; audit: AuditService; dualControl: DualControl }) {
  const { db, audit, dualControl } = deps;

  async function inForce(tx: DbOrTx): Promise<Map<TRiskSignal, TRiskRule>> {
    const saved = new Map((await repo.readRiskRules(tx)).map((row) => [row.signal, row]));
    return new Map(
      RISK_SIGNALS.map((signal) => {
        const row = saved.get(signal);
        const rule: TRiskRule = row
          ? { signal, enabled: row.enabled, limit: row.limit, fromAmount: row.fromAmount }
          : { signal, ...RISK_RULE_DEFINITIONS[signal].seeded };
        return [signal, rule];
      }),
    );
  }

  async function ruleOf(tx: DbOrTx, signal: TRiskSignal): Promise<TRiskRule> {
    const rule = (await inForce(tx)).get(signal);
    if (!rule) throw new Error(`no rule for ${signal}`);
    return rule;
  }

  const ceilingOf = async (tx: DbOrTx) => (await redemptionDefaults(tx)).autoApprovalCeiling;

  /** The changes of these settings waiting for a second admin. */
  async function pending() {
    const ceiling = await dualControl.pendingOf(AUTO_APPROVAL_CEILING_CONTROL_KIND);
    const rules = await dualControl.pendingOf(RISK_RULE_CONTROL_KIND);
    return [...ceiling, ...rules];
  }

  dualControl.register<TRiskRule>(RISK_RULE_CONTROL_KIND, {
    async loosens(tx, proposed) {
      return ruleLoosens(await ruleOf(tx, proposed.signal), proposed);
    },
    async apply(tx, proposed, actor) {
      await repo.lockRiskRules(tx);
      const before = await ruleOf(tx, proposed.signal);
      await repo.saveRiskRule(tx, {
        signal: proposed.signal,
        enabled: proposed.enabled,
        limit: proposed.limit,
        fromAmount: proposed.fromAmount,
        updatedByStaffId: actor.staffId,
        updatedAt: new Date(),
      });
      await audit.record(tx, actor, {
        action: 'settings.redemption-risk-rule',
        target: `risk-rule:${proposed.signal}`,
        before,
        after: proposed,
      });
    },
    async describe(tx, proposed) {
      const before = await ruleOf(tx, proposed.signal);
      return `Redemption risk rule “${RISK_RULE_DEFINITIONS[proposed.signal].name}”: ${riskRuleText(before)} → ${riskRuleText(proposed)}`;
    },
  });

  dualControl.register<CeilingProposal>(AUTO_APPROVAL_CEILING_CONTROL_KIND, {
    async loosens(tx, proposed) {
      return proposed.autoApprovalCeiling > (await ceilingOf(tx));
    },
    async apply(tx, proposed, actor) {
      await repo.lockSettings(tx);
      const before = await redemptionDefaults(tx);
      await repo.saveSettings(tx, {
        ...before,
        autoApprovalCeiling: proposed.autoApprovalCeiling,
        updatedByStaffId: actor.staffId,
        updatedAt: new Date(),
      });
      await audit.record(tx, actor, {
        action: 'settings.redemption-auto-approval',
        target: 'settings:redemptions',
        before: { autoApprovalCeiling: before.autoApprovalCeiling },
        after: { autoApprovalCeiling: proposed.autoApprovalCeiling },
      });
    },
    async describe(tx, proposed) {
      return `Redemption auto-approval ceiling: ${formatUsd(await ceilingOf(tx))} → ${formatUsd(proposed.autoApprovalCeiling)}`;
    },
  });

  return {
    /** Every signal's rule in force, read in the caller's transaction. */
    inForce,
    /** The auto-approval ceiling in force (cents). */
    ceiling: ceilingOf,

    async page(): Promise<TRiskRulesPage> {
      const rules = await inForce(db);
      return {
        rules: RISK_SIGNALS.map((signal) => {
          const rule = rules.get(signal) ?? { signal, ...RISK_RULE_DEFINITIONS[signal].seeded };
          const definition = RISK_RULE_DEFINITIONS[signal];
          return {
            ...rule,
            name: definition.name,
            unit: definition.unit,
            laxer: definition.laxer,
            text: riskRuleText(rule),
            maxLimit: definition.maxLimit,
          };
        }),
        autoApprovalCeiling: await ceilingOf(db),
        pending: await pending(),
      };
    },

    /** A rule's new values: applied at once when they tighten it, else waiting for a second admin. */
    async proposeRule(
      actor: StaffActor,
      signal: TRiskSignal,
      change: TRiskRuleChange,
    ): Promise<TProposalOutcome> {
      const { maxLimit, unit } = RISK_RULE_DEFINITIONS[signal];
      if (change.limit > maxLimit)
        throw new AppError(
          'ValidationError',
          unit === 'none'
            ? 'This rule has no limit: send 0.'
            : `The limit of this rule can be at most ${maxLimit}.`,
          { field: 'limit' },
        );
      const proposed: TRiskRule = {
        signal,
        enabled: change.enabled,
        limit: change.limit,
        fromAmount: change.fromAmount,
      };
      return dualControl.propose(actor, RISK_RULE_CONTROL_KIND, proposed, change.reason);
    },

    /** A new ceiling: a lower one applies at once, a higher one waits for a second admin. */
    async proposeCeiling(
      actor: StaffActor,
      change: TAutoApprovalCeilingChange,
    ): Promise<TProposalOutcome> {
      const proposal: CeilingProposal = { autoApprovalCeiling: change.autoApprovalCeiling };
      return dualControl.propose(
        actor,
        AUTO_APPROVAL_CEILING_CONTROL_KIND,
        proposal,
        change.reason,
      );
    },
  };
}

export type RiskRules = ReturnType<typeof createRiskRules>;
