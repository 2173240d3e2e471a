import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import { INVALIDATION_TOPICS, type InvalidationBus } from '../../platform/invalidation-bus';
import type { JobQueue } from '../../platform/job-queue';
import type { WalletService } from '../wallet/wallet.service';
import { catalogueRoutes } from './catalogue.routes';
import { createCatalogueService } from './catalogue.service';
import { ENGINES } from './engines/registry';
import { createFairnessService } from './fairness.service';
import { playRoutes } from './play.routes';
import { createPlayService, type PlayDeps } from './play.service';
import { scheduleRoundSweeper } from './round-sweeper';

/**
 * The in-house games: the lobby's catalogue (its snapshot read again on every instance when an
 * operator changes it, decision 026), provably-fair seeds, play and the idle-round sweeper job.
 */
export function createGamesModule(
  deps: Pick<PlayDeps, 'betLimits' | 'publishLiveWinner' | 'usernameOf' | 'onRoundSettled'> & {
    db: Db;
    wallet: WalletService;
    jobs: JobQueue;
    invalidations: InvalidationBus;
    /** Multi-step rounds idle this long are settled by the sweeper. */
    roundIdleMinutes: number;
  },
) {
  const { db, wallet, jobs } = deps;
  const catalogue = createCatalogueService({ db });
  deps.invalidations.on(INVALIDATION_TOPICS.catalogue, () => catalogue.invalidate());
  const fairness = createFairnessService({ db });
  const play = createPlayService({
    betLimits: deps.betLimits,
    db,
    wallet,
    fairness,
    catalogue,
    engines: ENGINES,
    publishLiveWinner: deps.publishLiveWinner,
    usernameOf: deps.usernameOf,
    onRoundSettled: deps.onRoundSettled,
  });
  scheduleRoundSweeper(jobs, play, deps.roundIdleMinutes);
  return {
    catalogue,
    fairness,
    play,
    /** Every game's engine by game type (the catalogue editor reads their RTPs). */
    engines: ENGINES,
    routes(api: ApiApp) {
      catalogueRoutes(api, { catalogue });
      playRoutes(api, { play, fairness });
    },
  };
}
