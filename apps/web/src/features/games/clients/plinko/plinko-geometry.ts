/**
 * The Plinko board in SVG units: a 1,000-wide board, row i (0 = top) has
 * i + 3 pegs, the bottom row's gaps are the rows + 1 buckets. A ball that
 * has gone right k times before row i touches the peg at
 * x = centre + (k − i/2) × spacing, so the server's path alone decides
 * every bounce and the bucket.
 */
export const WIDTH = 1000;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Board {
  readonly rows: number;
  readonly spacing: number;
  readonly rowGap: number;
  readonly top: number;
  readonly height: number;
  readonly pegRadius: number;
  readonly ballRadius: number;
  /** y of the bucket row's top edge. */
  readonly bucketTop: number;
}

export function board(rows: number): Board {
  const spacing = WIDTH / (rows + 3);
  const rowGap = spacing * 0.86;
  const top = spacing * 0.9;
  const bucketTop = top + (rows - 1) * rowGap + rowGap * 0.55;
  return {
    rows,
    spacing,
    rowGap,
    top,
    height: bucketTop + spacing * 0.15,
    pegRadius: Math.max(4, spacing * 0.09),
    ballRadius: spacing * 0.2,
    bucketTop,
  };
}

export const rowY = (b: Board, row: number): number => b.top + row * b.rowGap;

/** Every peg: row i has i + 3 of them, centred. */
export function pegs(b: Board): { row: number; index: number; x: number; y: number }[] {
  const list: { row: number; index: number; x: number; y: number }[] = [];
  for (let row = 0; row < b.rows; row += 1) {
    for (let index = 0; index < row + 3; index += 1) {
      list.push({
        row,
        index,
        x: WIDTH / 2 + (index - (row + 2) / 2) * b.spacing,
        y: rowY(b, row),
      });
    }
  }
  return list;
}

/** Centre x of bucket k (0 = leftmost). */
export const bucketX = (b: Board, bucket: number): number =>
  WIDTH / 2 + (bucket - b.rows / 2) * b.spacing;

/**
 * Where the ball is at each step of its path: dropped above the first peg,
 * then resting on the peg it hits in every row (peg index `rights + 1`), then
 * in the bucket.
 */
export function ballStops(b: Board, path: readonly (0 | 1)[]): Point[] {
  const lift = b.pegRadius + b.ballRadius;
  const points: Point[] = [{ x: WIDTH / 2, y: rowY(b, 0) - b.rowGap * 1.1 }];
  let rights = 0;
  for (let row = 0; row < b.rows; row += 1) {
    points.push({ x: WIDTH / 2 + (rights - row / 2) * b.spacing, y: rowY(b, row) - lift });
    rights += path[row] ?? 0;
  }
  points.push({ x: bucketX(b, rights), y: b.bucketTop + b.spacing * 0.05 });
  return points;
}

/** The peg touched at each row: its index within the row (rights so far + 1). */
export function pegsTouched(path: readonly (0 | 1)[]): number[] {
  let rights = 0;
  return path.map((step) => {
    const index = rights + 1;
    rights += step;
    return index;
  });
}

/**
 * The ball's position at `progress` (0–1 across the whole path): straight
 * between stops horizontally, a small hop between pegs vertically.
 */
export function ballAt(b: Board, stops: readonly Point[], progress: number): Point {
  const segments = stops.length - 1;
  const clamped = Math.min(Math.max(progress, 0), 1);
  const position = clamped * segments;
  const segment = Math.min(Math.floor(position), segments - 1);
  const u = position - segment;
  const from = stops[segment] as Point;
  const to = stops[segment + 1] as Point;
  const hop = segment === 0 ? 0 : b.rowGap * 0.32;
  return {
    x: from.x + (to.x - from.x) * u,
    y: from.y + (to.y - from.y) * u * u - hop * 4 * u * (1 - u) * (1 - u),
  };
}
