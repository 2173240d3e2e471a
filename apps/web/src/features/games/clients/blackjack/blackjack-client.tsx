import { useEffect, useRef, useState } from 'react';
import {
  handTotal,
  info,
  type BlackjackAction,
  type BlackjackSettlement,
  type BlackjackView,
  type HandOutcome,
} from '@app/games/blackjack';
import { useActInRound } from '../shared/api/act-round';
import { useActiveRound } from '../shared/api/get-active-round';
import { useRound } from '../shared/api/get-round';
import { useStartRound } from '../shared/api/start-round';
import { decimalOf, formatCoinAmount, hundredthsOf } from '../shared/amounts';
import { BetStepper } from '../shared/bet-stepper';
import type { GameClientProps } from '../shared/client-props';
import { GameFrame } from '../shared/game-frame';
import { toastGameError } from '../shared/game-error';
import type { SteppedRound } from '../shared/round-types';
import { playSound } from '../shared/sound/sound-engine';
import { useBet } from '../shared/use-bet';
import { useTableRound } from '../shared/use-table-round';
import { PlayingCard } from './playing-card';
import { verifyBlackjackRound } from './verify-blackjack-round';
import './blackjack.css';

type BlackjackRound = SteppedRound<BlackjackView>;

const ACTIONS: readonly { action: BlackjackAction; label: string }[] = [
  { action: 'hit', label: 'Hit' },
  { action: 'stand', label: 'Stand' },
  { action: 'double', label: 'Double' },
  { action: 'split', label: 'Split' },
];

const OUTCOME_LABELS: Record<HandOutcome, string> = {
  blackjack: 'Blackjack!',
  win: 'Win',
  push: 'Push',
  lose: 'Lose',
  bust: 'Bust',
};

/** '7/17' for a soft total the player may still count low, else '17'. */
function totalText(cards: readonly (number | null)[]): string {
  const known = cards.filter((card): card is number => card !== null);
  if (known.length === 0) return '';
  const { total, soft } = handTotal(known);
  return soft && total < 21 ? `${total - 10}/${total}` : String(total);
}

function cardsDealt(view: BlackjackView | null): number {
  if (!view) return 0;
  return (
    view.dealer.filter((card) => card !== null).length +
    view.hands.reduce((n, hand) => n + hand.cards.length, 0)
  );
}

/** Blackjack against the dealer: six Spanish decks, S17, 3:2, double, split and insurance; resumes a hand in progress. */
export function BlackjackClient({ game }: GameClientProps) {
  const choice = useBet('blackjack');
  const active = useActiveRound<BlackjackView>(game.gameId);
  const start = useStartRound<BlackjackView>(game.gameId);
  const act = useActInRound<BlackjackView>(game.gameId);
  const [played, setPlayed] = useState<BlackjackRound | null>(null);
  const round = useTableRound(played, active.data, (table) => table.phase === 'finished');
  const view = round?.view ?? null;
  const finished = view?.phase === 'finished';
  const detail = useRound(finished && round ? round.roundId : null);
  const settlement = finished
    ? ((detail.data?.outcome as { settlement?: BlackjackSettlement } | null)?.settlement ?? null)
    : null;
  const busy = start.isPending || act.isPending || active.isPending;
  const dealt = useRef(cardsDealt(view));

  useEffect(() => {
    const count = cardsDealt(view);
    if (count > dealt.current) {
      for (let i = 0; i < Math.min(count - dealt.current, 4); i += 1) {
        window.setTimeout(() => playSound('card'), i * 90);
      }
    }
    dealt.current = count;
  }, [view]);

  useEffect(() => {
    if (!settlement || !round) return;
    const payout = hundredthsOf(round.payout);
    playSound(
      payout > settlement.totalStake
        ? settlement.hands.some((h) => h.outcome === 'blackjack')
          ? 'bigWin'
          : 'win'
        : payout === settlement.totalStake
          ? 'chip'
          : 'lose',
    );
  }, [settlement, round]);

  const deal = () => {
    playSound('chip');
    start.mutate(
      { coinType: choice.coin, bet: decimalOf(choice.bet) },
      { onSuccess: setPlayed, onError: toastGameError },
    );
  };

  const decide = (action: BlackjackAction) => {
    playSound('click');
    act.mutate({ action }, { onSuccess: setPlayed, onError: toastGameError });
  };

  const allowed = new Set(view?.allowedActions ?? []);
  const coin = round?.coinType ?? choice.coin;
  const insurance = view?.phase === 'insurance';
  const dealerTotal = view ? totalText(view.dealer) : '';

  return (
    <GameFrame game={game} info={info} verify={verifyBlackjackRound} className="gc--blackjack">
      <div className="bj-table">
        <div className="bj-table__rules" aria-hidden="true">
          <span>Blackjack pays 3 to 2</span>
          <span>Dealer stands on all 17s · Insurance pays 2 to 1</span>
          <span>Six Spanish decks · No 10-spot cards</span>
        </div>
        <div className="bj-shoe" aria-hidden="true" />

        <section className="bj-hand bj-hand--dealer" aria-label="Dealer">
          <p className="bj-hand__title">
            Dealer {dealerTotal && <span className="bj-total">{dealerTotal}</span>}
          </p>
          <div className="bj-cards">
            {view
              ? view.dealer.map((card, index) => (
                  <PlayingCard
                    key={card === null ? `hole-${index}` : `${index}-${card}`}
                    card={card}
                    index={index}
                  />
                ))
              : [null, null].map((card, index) => (
                  <span key={index} className="bj-card bj-card--slot" aria-hidden="true" />
                ))}
          </div>
        </section>

        <div className="bj-table__middle" aria-live="polite">
          {insurance ? (
            <p className="bj-banner">Dealer shows an ace. Insurance?</p>
          ) : finished && round ? (
            <p
              className={
                hundredthsOf(round.payout) > (settlement?.totalStake ?? Infinity)
                  ? 'bj-banner is-win'
                  : 'bj-banner'
              }
            >
              {hundredthsOf(round.payout) > 0
                ? `Paid ${formatCoinAmount(hundredthsOf(round.payout), coin)}`
                : 'Dealer wins'}
            </p>
          ) : view ? (
            <p className="bj-banner bj-banner--quiet">
              {view.hands.length > 1
                ? `Hand ${view.active + 1} of ${view.hands.length}`
                : 'Your move'}
            </p>
          ) : (
            <p className="bj-banner bj-banner--quiet">Place your bet</p>
          )}
        </div>

        <section className="bj-hands" aria-label="Your hands">
          {view ? (
            view.hands.map((hand, index) => {
              const outcome = settlement?.hands[index]?.outcome;
              const current =
                !finished && !insurance && index === view.active && view.hands.length > 1;
              return (
                <div
                  key={index}
                  className={['bj-hand', current ? 'is-active' : '', outcome ? `is-${outcome}` : '']
                    .filter(Boolean)
                    .join(' ')}
                  aria-current={current ? 'true' : undefined}
                >
                  <div className="bj-cards">
                    {hand.cards.map((card, cardIndex) => (
                      <PlayingCard key={`${cardIndex}-${card}`} card={card} index={cardIndex} />
                    ))}
                  </div>
                  <p className="bj-hand__title">
                    <span className="bj-total">{totalText(hand.cards)}</span>
                    <span className="bj-stake">
                      {formatCoinAmount(hand.stake, coin)}
                      {hand.doubled ? ' · doubled' : ''}
                    </span>
                    {outcome && (
                      <span className={`bj-outcome bj-outcome--${outcome}`}>
                        {OUTCOME_LABELS[outcome]}
                      </span>
                    )}
                  </p>
                </div>
              );
            })
          ) : (
            <div className="bj-hand">
              <div className="bj-cards">
                <span className="bj-card bj-card--slot" aria-hidden="true" />
                <span className="bj-card bj-card--slot" aria-hidden="true" />
              </div>
            </div>
          )}
        </section>
      </div>

      <div className="gc-controls bj-controls">
        {view && !finished ? (
          <div className="bj-actions" role="group" aria-label="Your decision">
            {insurance ? (
              <>
                <button
                  type="button"
                  className="gc-secondary bj-action"
                  disabled={busy || !allowed.has('insurance')}
                  onClick={() => decide('insurance')}
                >
                  Insurance
                </button>
                <button
                  type="button"
                  className="gc-secondary bj-action"
                  disabled={busy || !allowed.has('noInsurance')}
                  onClick={() => decide('noInsurance')}
                >
                  No insurance
                </button>
              </>
            ) : (
              ACTIONS.map(({ action, label }) => (
                <button
                  key={action}
                  type="button"
                  className={`gc-secondary bj-action bj-action--${action}`}
                  disabled={busy || !allowed.has(action)}
                  onClick={() => decide(action)}
                >
                  {label}
                </button>
              ))
            )}
          </div>
        ) : (
          <>
            <BetStepper choice={choice} disabled={busy} />
            <button type="button" className="gc-action" disabled={busy} onClick={deal}>
              {start.isPending && <span className="gc-spinner" aria-hidden="true" />}
              {finished ? 'Deal again' : 'Deal'}
            </button>
          </>
        )}
      </div>
    </GameFrame>
  );
}
