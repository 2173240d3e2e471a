import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { FieldCipher } from '../../platform/field-encryption';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { UsersService } from '../users/users.service';
import { twoFactorRoutes } from './two-factor.routes';
import { createTwoFactorService } from './two-factor.service';

/** Player two-factor sign-in (decision 039); its secrets use the same field cipher as staff's. */
export function createTwoFactorModule(deps: {
  db: Db;
  cipher: FieldCipher;
  limiter: RateLimiter;
  users: UsersService;
}) {
  const twoFactor = createTwoFactorService({
    db: deps.db,
    cipher: deps.cipher,
    limiter: deps.limiter,
  });
  return {
    twoFactor,
    routes(api: ApiApp) {
      twoFactorRoutes(api, { twoFactor, users: deps.users });
    },
  };
}
