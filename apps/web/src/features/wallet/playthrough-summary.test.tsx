// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { render, settle } from '../../test/render';
import { playthroughQueryKey, type PlaythroughView } from './api/get-playthrough';
import { PlaythroughSummary } from './playthrough-summary';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

async function showFor(view: PlaythroughView) {
  const rendered = render(<PlaythroughSummary />);
  unmount = rendered.unmount;
  rendered.queryClient.setQueryData(playthroughQueryKey, view);
  await settle();
  return rendered.container;
}

describe('Sweeps Coins to play (decision 053)', () => {
  it('shows what is left to play in all and per open credit, with its multiple', async () => {
    const container = await showFor({
      leftToPlay: 27.5,
      unplayed: 12.25,
      redeemable: 3,
      open: [
        {
          source: 'amoe_entry',
          label: 'Free entry by mail',
          credited: 5,
          multiple: '1x',
          leftToPlay: 5,
          creditedAt: '2026-11-20T15:00:00.000Z',
        },
        {
          source: 'purchase',
          label: 'Purchase bonus SC',
          credited: 15,
          multiple: '2x',
          leftToPlay: 22.5,
          creditedAt: '2026-11-19T15:00:00.000Z',
        },
      ],
    });
    const figures = [...container.querySelectorAll('.playthrough__figures div')].map(
      (d) => d.textContent,
    );
    expect(figures).toEqual(['Unplayed SC12.25', 'Redeemable SC3.00', 'Left to play27.50 SC']);
    const rows = [...container.querySelectorAll('tbody tr')].map((r) =>
      [...r.children].slice(0, 4).map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['Free entry by mail', '5.00 SC', '1x', '5.00 SC'],
      ['Purchase bonus SC', '15.00 SC', '2x', '22.50 SC'],
    ]);
  });

  it('says everything is played through when nothing is left', async () => {
    const container = await showFor({ leftToPlay: 0, unplayed: 0, redeemable: 8, open: [] });
    expect(container.textContent).toContain(
      'Every Sweeps Coin you have is played through: what you win is redeemable.',
    );
    expect(container.querySelector('table')).toBeNull();
  });
});
