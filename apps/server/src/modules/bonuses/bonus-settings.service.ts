import { fromDecimal, toDecimal } from '@app/contracts/money';
import type { TBonusSettings } from '@app/contracts/bonus-settings';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { bonusSettings, type BonusSettingKey } from './bonuses.tables';
import { findBonusSetting, lockBonusSettings, updateBonusSetting } from './bonuses.repository';

type SettingRow = typeof bonusSettings.$inferSelect;

/** The referral bonus as the referrals module reads it (hundredths). */
export interface ReferralBonusSetting {
  gcAmount: number;
  scAmount: number;
  isActive: boolean;
  monthlyCap: number;
}

const amounts = (row: SettingRow | undefined) => ({
  gc: toDecimal(row?.gcAmount ?? 0),
  sc: toDecimal(row?.scAmount ?? 0),
  isActive: row?.isActive ?? false,
});

function view(rows: SettingRow[]): TBonusSettings {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const referral = byKey.get('referral');
  return {
    welcome: amounts(byKey.get('welcome')),
    daily: amounts(byKey.get('daily')),
    referral: { ...amounts(referral), monthlyCap: referral?.monthlyCap ?? 0 },
  };
}

/**
 * The welcome, daily and referral bonus amounts as staff edit them (decision 034): audited with
 * before and after in the change's transaction, read by every claim, so live at once.
 */
export function createBonusSettingsAdmin(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  return {
    async read(): Promise<TBonusSettings> {
      return view(await db.select().from(bonusSettings));
    },

    update(actor: AuditActor, next: TBonusSettings): Promise<TBonusSettings> {
      return inTransaction(db, async ({ tx }) => {
        const before = view(await lockBonusSettings(tx));
        const keys: BonusSettingKey[] = ['welcome', 'daily', 'referral'];
        for (const key of keys) {
          const value = next[key];
          await updateBonusSetting(tx, key, {
            gcAmount: fromDecimal(value.gc),
            scAmount: fromDecimal(value.sc),
            isActive: value.isActive,
            monthlyCap: key === 'referral' ? next.referral.monthlyCap : null,
          });
        }
        const after = view(await tx.select().from(bonusSettings));
        await audit.record(tx, actor, {
          action: 'bonus.settings.update',
          target: 'bonus-settings',
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type BonusSettingsAdmin = ReturnType<typeof createBonusSettingsAdmin>;

/** The referral bonus now; none configured reads as off (docs/decisions/034). */
export async function readReferralSetting(db: DbOrTx): Promise<ReferralBonusSetting> {
  const row = await findBonusSetting(db, 'referral');
  return {
    gcAmount: row?.gcAmount ?? 0,
    scAmount: row?.scAmount ?? 0,
    isActive: row?.isActive ?? false,
    monthlyCap: row?.monthlyCap ?? 0,
  };
}
