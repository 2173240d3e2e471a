import {
  PLAYERS_CSV_MAX_ROWS,
  ZEndSessionsRequest,
  ZEndSessionsResponse,
  ZPlayerCursorQuery,
  ZPlayerFlagsRequest,
  ZPlayerFlagsResponse,
  ZPlayerIdParam,
  ZPlayerLedgerQuery,
  ZPlayerLedgerResponse,
  ZPlayerNoteRequest,
  ZPlayerNoteResponse,
  ZPlayerNotesResponse,
  ZPlayerProfileResponse,
  ZPlayerPurchasesResponse,
  ZPlayerRoundResponse,
  ZPlayerRoundsResponse,
  ZPlayerSearchQuery,
  ZPlayerSearchResponse,
  ZPlayerSessionsResponse,
  ZPlayerStatusRequest,
  ZPlayerStatusResponse,
  ZResetTwoFactorRequest,
  ZResetTwoFactorResponse,
  ZRoundIdParam,
} from '@app/contracts/players-admin';
import type { ApiApp } from '../../platform/api-app';
import { csvCell } from '../audit/audit-csv';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { PlayerActions } from './player-actions.service';
import type { PlayerViews } from './player-views.service';

const tags = ['back office: players'];
const CSV_COLUMNS = [
  'id',
  'username',
  'email',
  'state',
  'kycStatus',
  'isRestrict',
  'isInternalUser',
  'vipLevel',
  'status',
  'createdAt',
] as const;

/** The back office's player search, player page and account actions (issue 14). */
export function playersAdminRoutes(
  app: ApiApp,
  deps: { views: PlayerViews; actions: PlayerActions; guard: StaffGuard },
) {
  const { views, actions, guard } = deps;
  const read = guard.require('players.read');

  app.get(
    '/admin/players',
    {
      schema: {
        tags,
        summary: 'Finds players by id, phone, or the start of a username or email; emails masked',
        querystring: ZPlayerSearchQuery,
        response: { 200: ZPlayerSearchResponse },
      },
      onRequest: read,
    },
    async (request) => ({ data: await views.search(request.query, { masked: true }) }),
  );

  app.get(
    '/admin/players.csv',
    {
      schema: {
        tags,
        summary: `The same search as CSV with full emails (audited), at most ${PLAYERS_CSV_MAX_ROWS} rows`,
        querystring: ZPlayerSearchQuery.omit({ page: true, pageSize: true }),
      },
      onRequest: read,
    },
    async (request, reply) => {
      const { rows } = await views.search(
        { ...request.query, page: 1, pageSize: PLAYERS_CSV_MAX_ROWS },
        { masked: false },
      );
      await views.recordExport(actorOf(request), request.query, rows.length);
      const lines = [
        CSV_COLUMNS.join(','),
        ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(',')),
      ];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="players.csv"')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );

  app.get(
    '/admin/players/:userId',
    {
      schema: {
        tags,
        summary: 'Profile, flags and balances (the view is audited)',
        params: ZPlayerIdParam,
        response: { 200: ZPlayerProfileResponse },
      },
      onRequest: read,
    },
    async (request) => ({
      data: await views.profile(actorOf(request), request.params.userId),
    }),
  );

  app.get(
    '/admin/players/:userId/ledger',
    {
      schema: {
        tags,
        summary: 'Every transfer of the player, newest first, with the balance after it',
        params: ZPlayerIdParam,
        querystring: ZPlayerLedgerQuery,
        response: { 200: ZPlayerLedgerResponse },
      },
      onRequest: read,
    },
    async (request) => ({ data: await views.ledger(request.params.userId, request.query) }),
  );

  app.get(
    '/admin/players/:userId/rounds',
    {
      schema: {
        tags,
        summary: 'Game rounds with their provably-fair proof',
        params: ZPlayerIdParam,
        querystring: ZPlayerCursorQuery,
        response: { 200: ZPlayerRoundsResponse },
      },
      onRequest: read,
    },
    async (request) => ({ data: await views.rounds(request.params.userId, request.query) }),
  );

  app.get(
    '/admin/players/:userId/rounds/:roundId',
    {
      schema: {
        tags,
        summary: 'One round: its proof, parameters and outcome',
        params: ZRoundIdParam,
        response: { 200: ZPlayerRoundResponse },
      },
      onRequest: read,
    },
    async (request) => ({
      data: await views.round(request.params.userId, request.params.roundId),
    }),
  );

  app.get(
    '/admin/players/:userId/purchases',
    {
      schema: {
        tags,
        params: ZPlayerIdParam,
        querystring: ZPlayerCursorQuery,
        response: { 200: ZPlayerPurchasesResponse },
      },
      onRequest: read,
    },
    async (request) => ({ data: await views.purchases(request.params.userId, request.query) }),
  );

  app.get(
    '/admin/players/:userId/sessions',
    {
      schema: {
        tags,
        summary: 'Sign-ins and failed sign-ins with IP and device (the view is audited)',
        params: ZPlayerIdParam,
        response: { 200: ZPlayerSessionsResponse },
      },
      onRequest: read,
    },
    async (request) => ({
      data: await views.signIns(actorOf(request), request.params.userId),
    }),
  );

  app.get(
    '/admin/players/:userId/notes',
    {
      schema: { tags, params: ZPlayerIdParam, response: { 200: ZPlayerNotesResponse } },
      onRequest: read,
    },
    async (request) => ({ data: await views.notes(request.params.userId) }),
  );

  app.post(
    '/admin/players/:userId/notes',
    {
      schema: {
        tags,
        params: ZPlayerIdParam,
        body: ZPlayerNoteRequest,
        response: { 200: ZPlayerNoteResponse },
      },
      onRequest: guard.require('players.notes.write'),
    },
    async (request) => ({
      data: await actions.addNote(actorOf(request), request.params.userId, request.body),
    }),
  );

  app.put(
    '/admin/players/:userId/flags',
    {
      schema: {
        tags,
        summary: 'Restricts (3079), switches bank purchases off (3078) or marks internal',
        params: ZPlayerIdParam,
        body: ZPlayerFlagsRequest,
        response: { 200: ZPlayerFlagsResponse },
      },
      onRequest: guard.require('players.restrict'),
    },
    async (request) => ({
      data: await actions.setFlags(actorOf(request), request.params.userId, request.body),
    }),
  );

  app.put(
    '/admin/players/:userId/status',
    {
      schema: {
        tags,
        summary: 'Suspends, closes or reopens the account; anything but active signs out at once',
        params: ZPlayerIdParam,
        body: ZPlayerStatusRequest,
        response: { 200: ZPlayerStatusResponse },
      },
      onRequest: guard.require('players.status', { reauth: true }),
    },
    async (request) => ({
      data: await actions.setStatus(
        actorOf(request),
        request.params.userId,
        request.body.status,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/admin/players/:userId/end-sessions',
    {
      schema: {
        tags,
        summary: 'Signs the player out of every device now',
        params: ZPlayerIdParam,
        body: ZEndSessionsRequest,
        response: { 200: ZEndSessionsResponse },
      },
      onRequest: guard.require('players.status'),
    },
    async (request) => ({
      data: await actions.endSessions(actorOf(request), request.params.userId, request.body.reason),
    }),
  );

  app.post(
    '/admin/players/:userId/two-factor/reset',
    {
      schema: {
        tags,
        summary:
          "Turns the player's two-factor sign-in off (lost authenticator), ends every session and emails them",
        params: ZPlayerIdParam,
        body: ZResetTwoFactorRequest,
        response: { 200: ZResetTwoFactorResponse },
      },
      onRequest: guard.require('players.reset2fa', { reauth: true }),
    },
    async (request) => ({
      data: await actions.resetTwoFactor(
        actorOf(request),
        request.params.userId,
        request.body.reason,
      ),
    }),
  );
}
