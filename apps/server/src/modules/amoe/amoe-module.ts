import type { TAmoeSettings } from '@app/contracts/amoe';
import type { TState } from '@app/contracts/content';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { Mailer } from '../../platform/mailer';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import type { UserRow } from '../users/users.repository';
import type { WalletService } from '../wallet/wallet.service';
import { amoeAdminRoutes, amoeRoutes } from './amoe.routes';
import { createAmoeService, type AmoePorts } from './amoe.service';

/**
 * Free entry by mail (decision 052): players' request codes, compliance's queue of cards, and
 * each valid card's credit through the ledger.
 */
export function createAmoeModule(deps: {
  db: Db;
  wallet: WalletService;
  audit: AuditService;
  mailer: Mailer;
  settings: TAmoeSettings;
  now?: () => Date;
  /** The player's account (the users service's). */
  findUser: (userId: number) => Promise<UserRow | undefined>;
  /** The states with their codes and ids (the content module's). */
  states: () => Promise<TState[]>;
  restrictedStates: AmoePorts['restrictedStates'];
  excluded: AmoePorts['excluded'];
  staffEmail: AmoePorts['staffEmail'];
}) {
  const stateNames = async () => new Map((await deps.states()).map((s) => [s.code, s.name]));
  const amoe = createAmoeService({
    ...deps,
    stateNames,
    async player(userId) {
      const user = await deps.findUser(userId);
      if (!user) return undefined;
      const state = (await deps.states()).find((s) => s.state_id === user.stateId);
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        addressLine1: user.addressLine1,
        addressLine2: user.addressLine2,
        city: user.city,
        zipCode: user.zipCode,
        stateCode: state?.code ?? null,
        status: user.status,
        isRestrict: user.isRestrict,
      };
    },
  });
  return {
    amoe,
    routes(api: ApiApp, guard: StaffGuard) {
      amoeRoutes(api, { amoe });
      amoeAdminRoutes(api, { amoe, guard });
    },
  };
}
