import { ZBonusSettings } from '@app/contracts/bonus-settings';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { BonusSettingsAdmin } from './bonus-settings.service';

const tags = ['bonuses-admin'];

/** The Bonuses section of the back office: welcome, daily and referral amounts (decision 034). */
export function bonusesAdminRoutes(
  app: ApiApp,
  deps: { settings: BonusSettingsAdmin; guard: StaffGuard },
) {
  const { settings, guard } = deps;

  app.get(
    '/admin/bonus-settings',
    {
      schema: { tags, summary: 'The welcome, daily and referral bonus amounts' },
      onRequest: guard.require('dashboard.read'),
    },
    async () => ({ data: await settings.read() }),
  );

  app.put(
    '/admin/bonus-settings',
    {
      schema: {
        tags,
        summary:
          'Changes the bonus amounts and the referral cap, live at once (re-authentication; audited)',
        body: ZBonusSettings,
      },
      onRequest: guard.require('rewards.write', { reauth: true }),
    },
    async (request) => ({ data: await settings.update(actorOf(request), request.body) }),
  );
}
