import {
  ZPlaythroughRuleChange,
  ZPlaythroughRuleList,
  ZPlaythroughSourceParam,
} from '@app/contracts/playthrough';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { PlaythroughRules } from './playthrough-rules.service';

const tags = ['playthrough'];

/** Compliance reads and changes each SC source's play-through multiple (decision 053). */
export function playthroughAdminRoutes(
  app: ApiApp,
  deps: { playthrough: PlaythroughRules; guard: StaffGuard },
) {
  const { playthrough, guard } = deps;
  app.get(
    '/admin/playthrough',
    {
      schema: {
        tags,
        summary: 'Every SC source with how many times its SC must be played',
        response: { 200: ZPlaythroughRuleList },
      },
      onRequest: guard.require('dashboard.read'),
    },
    async () => ({ data: { rows: await playthrough.list() } }),
  );

  app.put(
    '/admin/playthrough/:source',
    {
      schema: {
        tags,
        summary:
          "Changes a source's multiple for SC credited from now on (re-authentication; audited)",
        params: ZPlaythroughSourceParam,
        body: ZPlaythroughRuleChange,
      },
      onRequest: guard.require('playthrough.write', { reauth: true }),
    },
    async (request) => ({
      data: await playthrough.change(actorOf(request), request.params.source, request.body),
    }),
  );
}
