import { formatDateTime } from '@app/contracts/dates';
import { formatCoins } from '../../lib/coins';
import { usePlaythrough } from './api/get-playthrough';

/**
 * What the player's Sweeps Coins still have to be played before they can be redeemed (decision
 * 053): the unplayed and redeemable SC, what is left to play in all, and per credit still open.
 */
export function PlaythroughSummary() {
  const { data } = usePlaythrough();
  if (!data) return null;
  return (
    <section className="playthrough" aria-labelledby="playthrough-title">
      <h3 id="playthrough-title" className="playthrough__title">
        Sweeps Coins to play
      </h3>
      <dl className="playthrough__figures">
        <div>
          <dt>Unplayed SC</dt>
          <dd>{formatCoins(data.unplayed)}</dd>
        </div>
        <div>
          <dt>Redeemable SC</dt>
          <dd>{formatCoins(data.redeemable)}</dd>
        </div>
        <div>
          <dt>Left to play</dt>
          <dd>{formatCoins(data.leftToPlay)} SC</dd>
        </div>
      </dl>
      {data.open.length === 0 ? (
        <p className="playthrough__note">
          Every Sweeps Coin you have is played through: what you win is redeemable.
        </p>
      ) : (
        <>
          <p className="playthrough__note">
            Sweeps Coins become redeemable once played. Each credit below must be played its amount
            times its multiple; every SC you play counts, oldest credit first.
          </p>
          <div className="transactions__scroller">
            <table className="playthrough__table">
              <caption className="visually-hidden">Credits still to be played</caption>
              <thead>
                <tr>
                  <th scope="col">Credit</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Multiple</th>
                  <th scope="col">Left to play</th>
                  <th scope="col">Date</th>
                </tr>
              </thead>
              <tbody>
                {data.open.map((credit) => (
                  <tr key={`${credit.creditedAt}:${credit.source}`}>
                    <th scope="row" data-label="Credit">
                      {credit.label}
                    </th>
                    <td data-label="Amount">{formatCoins(credit.credited)} SC</td>
                    <td data-label="Multiple">{credit.multiple}</td>
                    <td data-label="Left to play">{formatCoins(credit.leftToPlay)} SC</td>
                    <td data-label="Date">
                      <time dateTime={credit.creditedAt}>{formatDateTime(credit.creditedAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
