import type { ExactFigure as TExactFigure } from '@app/contracts/spin-wheel-odds';

/** An exact figure: its decimal (repeating digits in parentheses) and the fraction it is. */
export function ExactFigure({ figure, unit }: { figure: TExactFigure; unit?: string }) {
  return (
    <span className="exact-figure">
      <strong>
        {figure.decimal}
        {unit ? ` ${unit}` : ''}
      </strong>{' '}
      <span className="muted">
        = {figure.fraction}
        {figure.isExact ? '' : ' (the decimal repeats with a longer period; the fraction is exact)'}
      </span>
    </span>
  );
}
