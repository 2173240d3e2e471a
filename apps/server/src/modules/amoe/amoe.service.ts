import { randomInt } from 'node:crypto';
import {
  AMOE_CODE_ALPHABET,
  AMOE_CODE_LENGTH,
  AMOE_MAILING_ADDRESS,
  AMOE_REFUSAL_LABELS,
  amoeStatement,
  type TAmoeCard,
  type TAmoeCardEntry,
  type TAmoeCardListPage,
  type TAmoeCardListQuery,
  type TAmoeCode,
  type TAmoeCodeLookup,
  type TAmoeRefusalReason,
  type TAmoeSettings,
  type TFreeEntry,
} from '@app/contracts/amoe';
import { formatDate } from '@app/contracts/dates';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import { SITE_NAME } from '../../platform/email-layout';
import type { Mailer } from '../../platform/mailer';
import type { AuditService, StaffActor } from '../audit/audit.service';
import { easternDay } from '../bonuses/eastern-day';
import type { WalletService } from '../wallet/wallet.service';
import { addDays, monthName, monthOf } from './amoe-days';
import { creditedEmail, refusedEmail } from './amoe-emails';
import * as repo from './amoe.repository';

export type { StaffActor };

/** What free entry reads of a player's account (the users module's, with the state's code). */
export interface AmoePlayer {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  zipCode: string | null;
  stateCode: string | null;
  status: 'active' | 'suspended' | 'closed';
  isRestrict: boolean;
}

/** The ports free entry is built with (app-modules.ts fills them from the other modules). */
export interface AmoePorts {
  /** The player's account, undefined for no such player. */
  player: (userId: number) => Promise<AmoePlayer | undefined>;
  /** Every state and DC by postal code with its name. */
  stateNames: () => Promise<Map<string, string>>;
  /** The postal codes of the states where sweepstakes play is not offered now (decision 050). */
  restrictedStates: () => Promise<Set<string>>;
  /** Whether the player is on a break or self-excluded (decision 038). */
  excluded: (userId: number) => Promise<boolean>;
  /** The email of a staff member, for the queue. */
  staffEmail: (staffId: number) => Promise<string>;
}

/**
 * What a card is judged on besides the card, read before its transaction (PGlite serves one
 * transaction at a time, so nothing inside it may query outside it).
 */
interface CardFacts {
  player: AmoePlayer;
  states: Map<string, string>;
  restricted: Set<string>;
  excluded: boolean;
}

/** Codes a player sees in the panel: today's and the ones before it. */
const RECENT_CODES = 10;

/** A fresh code: eight characters of the unambiguous alphabet from node:crypto, 'AMOE-XXXX-XXXX'. */
export function newAmoeCode(): string {
  const chars = Array.from(
    { length: AMOE_CODE_LENGTH },
    () => AMOE_CODE_ALPHABET[randomInt(AMOE_CODE_ALPHABET.length)],
  ).join('');
  return `AMOE-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Thrown inside a credit's transaction when the database says the code already has its card. */
class CodeTakenMeanwhile extends Error {}

const profileComplete = (p: AmoePlayer) =>
  Boolean(p.firstName && p.lastName && p.addressLine1 && p.city && p.stateCode && p.zipCode);

/**
 * Free entry by mail (decision 052). A player asks for a request code, at most one a US Eastern
 * day; compliance enters each card received. The first card entered with a code uses it, credited
 * or refused; a card with a used code is recorded as refused. A credit goes through the ledger
 * (house account AMOE, kind amoe_entry) into the unplayed SC like a purchase's SC, in the same
 * transaction as the card, its audit entry and the player's email.
 */
export function createAmoeService(
  deps: {
    db: Db;
    wallet: WalletService;
    audit: AuditService;
    mailer: Mailer;
    settings: TAmoeSettings;
    now?: () => Date;
  } & AmoePorts,
) {
  const { db, wallet, audit, mailer, settings } = deps;
  const now = deps.now ?? (() => new Date());

  const playerOf = async (userId: number) => {
    const player = await deps.player(userId);
    if (!player) throw new AppError('NotFound', 'This player was not found.');
    return player;
  };

  function codeView(code: repo.AmoeCodeRow, card: repo.AmoeCardRow | null): TAmoeCode {
    const status = card
      ? card.status
      : easternDay(now()) > code.expiresOn
        ? ('EXPIRED' as const)
        : ('WAITING' as const);
    return {
      code: code.code,
      issuedOn: code.issuedOn,
      expiresOn: code.expiresOn,
      status,
      amount: card?.amount ?? null,
      refusal: card && card.status === 'REFUSED' ? card.reasonText : null,
    };
  }

  /** Cards as the queue shows them, with usernames and staff emails (each looked up once). */
  async function cardViews(rows: { card: repo.AmoeCardRow; code: string }[]): Promise<TAmoeCard[]> {
    const usernames = new Map<number, string>();
    const emails = new Map<number, string>();
    for (const { card } of rows) {
      if (!usernames.has(card.userId))
        usernames.set(card.userId, (await deps.player(card.userId))?.username ?? '');
      if (!emails.has(card.enteredByStaffId))
        emails.set(card.enteredByStaffId, await deps.staffEmail(card.enteredByStaffId));
    }
    return rows.map(({ card, code }) => ({
      id: card.id,
      code,
      userId: card.userId,
      username: usernames.get(card.userId) ?? '',
      receivedOn: card.receivedOn,
      postmarkState: card.postmarkState,
      checksPassed: card.checksPassed,
      status: card.status,
      reason: card.reason,
      reasonText: card.reasonText,
      note: card.note,
      amount: card.amount,
      enteredBy: { id: card.enteredByStaffId, email: emails.get(card.enteredByStaffId) ?? '' },
      enteredAt: card.enteredAt.toISOString(),
    }));
  }

  /**
   * Why a card that passed or failed the staff's checks is refused (the first reason in the
   * order of decision 052), or null when it credits. Runs under the player's lock.
   */
  async function refusalOf(
    uow: UnitOfWork,
    code: repo.AmoeCodeRow,
    entry: TAmoeCardEntry,
    facts: CardFacts,
  ): Promise<{ reason: TAmoeRefusalReason; text: string } | null> {
    const { player, states, restricted } = facts;
    const refuse = (reason: TAmoeRefusalReason, text = `${AMOE_REFUSAL_LABELS[reason]}.`) => ({
      reason,
      text,
    });
    if (!entry.checksPassed && entry.failure)
      return refuse(entry.failure, entry.failure === 'OTHER' ? entry.note : undefined);
    if (entry.receivedOn > code.expiresOn)
      return refuse(
        'CODE_EXPIRED',
        `Received on ${formatDate(entry.receivedOn)}, after the code expired on ${formatDate(code.expiresOn)}.`,
      );
    if (player.status !== 'active')
      return refuse('ACCOUNT_CLOSED', `The account is ${player.status}.`);
    if (facts.excluded) return refuse('ACCOUNT_EXCLUDED');
    if (player.isRestrict) return refuse('ACCOUNT_RESTRICTED');
    if (player.stateCode && restricted.has(player.stateCode))
      return refuse(
        'RESTRICTED_STATE',
        `The account’s address is in ${states.get(player.stateCode) ?? player.stateCode}, where sweepstakes play is not offered.`,
      );
    if (entry.postmarkState && restricted.has(entry.postmarkState))
      return refuse(
        'POSTMARK_RESTRICTED_STATE',
        `Posted from ${states.get(entry.postmarkState) ?? entry.postmarkState}, where sweepstakes play is not offered.`,
      );
    const month = monthOf(entry.receivedOn);
    const credited = await repo.countCreditedBetween(uow.tx, player.id, month.from, month.to);
    if (credited >= settings.monthlyCardLimit)
      return refuse(
        'OVER_MONTHLY_LIMIT',
        `${credited} cards received in ${monthName(entry.receivedOn)} were already credited: the limit is ${settings.monthlyCardLimit} a month.`,
      );
    return null;
  }

  const auditEntry = (card: repo.AmoeCardRow, code: string) => ({
    action: card.status === 'CREDITED' ? 'amoe.card.credit' : 'amoe.card.refuse',
    playerId: card.userId,
    target: `amoe-card:${card.id}`,
    after: {
      status: card.status,
      reason: card.reason,
      reasonText: card.reasonText,
      amount: card.amount,
    },
    detail: {
      code,
      receivedOn: card.receivedOn,
      postmarkState: card.postmarkState,
      checksPassed: card.checksPassed,
      note: card.note,
      operationId: card.operationId,
    },
  });

  /** Records a card whose code an earlier card already used, with that card's particulars. */
  async function recordRepeat(
    uow: UnitOfWork,
    actor: StaffActor,
    code: repo.AmoeCodeRow,
    entry: TAmoeCardEntry,
    first: repo.AmoeCardRow,
  ) {
    const card = await repo.insertRepeatedCard(uow.tx, {
      codeId: code.id,
      userId: code.userId,
      receivedOn: entry.receivedOn,
      postmarkState: entry.postmarkState,
      checksPassed: entry.checksPassed,
      status: 'REFUSED',
      reason: 'CODE_ALREADY_USED',
      reasonText: `The code ${code.code} was already used on card #${first.id}, received on ${formatDate(first.receivedOn)} (${first.status === 'CREDITED' ? 'credited' : 'refused'}).`,
      note: entry.note || null,
      enteredByStaffId: actor.staffId,
    });
    await audit.record(uow.tx, actor, auditEntry(card, code.code));
    return card;
  }

  /** The card's transaction: the player's lock, the checks, the card, the credit, audit and email. */
  async function enter(actor: StaffActor, code: repo.AmoeCodeRow, entry: TAmoeCardEntry) {
    const player = await playerOf(code.userId);
    const facts: CardFacts = {
      player,
      states: await deps.stateNames(),
      restricted: await deps.restrictedStates(),
      excluded: await deps.excluded(player.id),
    };
    return inTransaction(db, async (uow) => {
      const { tx } = uow;
      await repo.takePlayerLock(tx, code.userId);
      const first = await repo.cardUsingCode(tx, code.id);
      if (first) return recordRepeat(uow, actor, code, entry, first);

      const refusal = await refusalOf(uow, code, entry, facts);
      const base = {
        codeId: code.id,
        userId: code.userId,
        receivedOn: entry.receivedOn,
        postmarkState: entry.postmarkState,
        checksPassed: entry.checksPassed,
        note: entry.note || null,
        enteredByStaffId: actor.staffId,
      };
      let card: repo.AmoeCardRow | undefined;
      if (refusal) {
        card = await repo.insertCardUsingCode(tx, {
          ...base,
          status: 'REFUSED',
          reason: refusal.reason,
          reasonText: refusal.text,
        });
        if (!card) {
          const taken = await repo.cardUsingCode(tx, code.id);
          if (!taken) throw new Error(`amoe code ${code.id} has no card after a conflict`);
          return recordRepeat(uow, actor, code, entry, taken);
        }
        await mailer.send(
          refusedEmail(player.email, player.username, code.code, entry.receivedOn, refusal.text),
          uow,
        );
      } else {
        // The ledger's key is the code's: it can credit once, whatever else happens.
        const credit = await wallet.apply(uow, {
          idempotencyKey: `amoe:code:${code.id}`,
          userId: code.userId,
          kind: 'amoe_entry',
          reference: code.code,
          movements: [
            {
              direction: 'credit',
              currency: 'SC',
              amount: settings.scAmount,
              house: 'AMOE',
              kind: 'amoe_entry',
              scAccount: 'SC_UNPLAYED',
            },
          ],
        });
        if (credit.replayed) throw new Error(`amoe code ${code.id} was already in the ledger`);
        card = await repo.insertCardUsingCode(tx, {
          ...base,
          status: 'CREDITED',
          amount: settings.scAmount,
          operationId: credit.operationId,
        });
        // Only when another writer went round the player's lock: roll the credit back.
        if (!card) throw new CodeTakenMeanwhile();
        await mailer.send(
          creditedEmail(
            player.email,
            player.username,
            code.code,
            settings.scAmount,
            entry.receivedOn,
          ),
          uow,
        );
      }
      await audit.record(tx, actor, auditEntry(card, code.code));
      return card;
    });
  }

  return {
    settings: () => settings,

    /** The player's panel: today's code (if asked for), recent codes and how to mail a card. */
    async freeEntry(userId: number): Promise<TFreeEntry> {
      const today = easternDay(now());
      const rows = await repo.recentCodes(db, userId, RECENT_CODES);
      const views = rows.map(({ code, card }) => ({ view: codeView(code, card), code }));
      return {
        today: views.find(({ code }) => code.issuedOn === today)?.view ?? null,
        recent: views.filter(({ code }) => code.issuedOn !== today).map(({ view }) => view),
        settings,
        statement: amoeStatement(SITE_NAME),
        mailingAddress: [...AMOE_MAILING_ADDRESS],
      };
    },

    /**
     * Today's code (US Eastern day), issued now or earlier today: a second request the same day
     * answers the same code. Refused (nothing written) to a restricted account (3079), one
     * without a complete profile (3115) or whose address is in a restricted state (3116).
     */
    async requestCode(userId: number): Promise<TAmoeCode> {
      const player = await playerOf(userId);
      if (player.isRestrict) throw new AppError('Restricted');
      if (!profileComplete(player)) throw new AppError('AmoeProfileIncomplete');
      if ((await deps.restrictedStates()).has(player.stateCode!)) {
        const name = (await deps.stateNames()).get(player.stateCode!) ?? player.stateCode!;
        throw new AppError(
          'AmoeRestrictedState',
          `Free entry is not available in ${name} (your address): sweepstakes play is not offered there.`,
        );
      }
      const issuedOn = easternDay(now());
      const expiresOn = addDays(issuedOn, settings.codeValidDays);
      let existing = await repo.codeOfDay(db, userId, issuedOn);
      // A new code meets another one by chance about once in 6.5 * 10^11: try again then.
      for (let attempt = 0; !existing && attempt < 3; attempt += 1) {
        try {
          await repo.insertCodeForDay(db, { userId, code: newAmoeCode(), issuedOn, expiresOn });
        } catch (error) {
          if (!isUniqueViolation(error, 'amoe_codes_code_key')) throw error;
        }
        existing = await repo.codeOfDay(db, userId, issuedOn);
      }
      if (!existing) throw new Error('no free-entry code could be issued');
      return codeView(existing, (await repo.cardUsingCode(db, existing.id)) ?? null);
    },

    /**
     * A card received by mail: credited once if valid, else refused with the reason; either way
     * recorded and audited. An unknown code (3117), a received date in the future or before the
     * code's day (3118) or a postmark that names no state (1000) change nothing.
     */
    async enterCard(actor: StaffActor, entry: TAmoeCardEntry): Promise<TAmoeCard> {
      const code = await repo.codeByText(db, entry.code);
      if (!code) throw new AppError('AmoeCodeUnknown');
      const today = easternDay(now());
      if (entry.receivedOn > today)
        throw new AppError(
          'AmoeReceivedDateInvalid',
          `The date received, ${formatDate(entry.receivedOn)}, is in the future.`,
        );
      if (entry.receivedOn < code.issuedOn)
        throw new AppError(
          'AmoeReceivedDateInvalid',
          `The date received, ${formatDate(entry.receivedOn)}, is before the code was issued on ${formatDate(code.issuedOn)}.`,
        );
      if (entry.postmarkState && !(await deps.stateNames()).has(entry.postmarkState))
        throw new AppError(
          'ValidationError',
          `${entry.postmarkState} is not one of the 50 states or DC. A card posted from anywhere else fails the postmark check.`,
        );
      let card: repo.AmoeCardRow;
      try {
        card = await enter(actor, code, entry);
      } catch (error) {
        if (!(error instanceof CodeTakenMeanwhile)) throw error;
        card = await inTransaction(db, async (uow) => {
          const first = await repo.cardUsingCode(uow.tx, code.id);
          if (!first) throw new Error(`amoe code ${code.id} has no card after a conflict`);
          return recordRepeat(uow, actor, code, entry, first);
        });
      }
      const [view] = await cardViews([{ card, code: code.code }]);
      return view!;
    },

    /** The code with its player's details to compare with the card (audited: personal data). */
    async lookUp(actor: StaffActor, typed: string): Promise<TAmoeCodeLookup> {
      const code = await repo.codeByText(db, typed);
      if (!code) throw new AppError('AmoeCodeUnknown');
      const player = await playerOf(code.userId);
      const card = await repo.cardUsingCode(db, code.id);
      await audit.record(db, actor, {
        action: 'amoe.code.view',
        playerId: player.id,
        target: `amoe-code:${code.id}`,
      });
      const [cardView] = card ? await cardViews([{ card, code: code.code }]) : [];
      return {
        code: code.code,
        issuedOn: code.issuedOn,
        expiresOn: code.expiresOn,
        player: {
          id: player.id,
          username: player.username,
          email: player.email,
          legalName: [player.firstName, player.lastName].filter(Boolean).join(' '),
          address: [
            player.addressLine1,
            player.addressLine2,
            player.city,
            [player.stateCode, player.zipCode].filter(Boolean).join(' '),
          ]
            .filter(Boolean)
            .join(', '),
          stateCode: player.stateCode,
          status: player.status,
        },
        card: cardView ?? null,
      };
    },

    async list(query: TAmoeCardListQuery): Promise<TAmoeCardListPage> {
      const { rows, count } = await repo.listCards(db, query);
      return { rows: await cardViews(rows), count, settings };
    },
  };
}

export type AmoeService = ReturnType<typeof createAmoeService>;
