import { useEffect, useEffectEvent, useRef, type PointerEvent } from 'react';
import { GRID, createCoverage, newlyRevealed, scratchSegment } from './scratch-coverage';

interface FoilLook {
  readonly stops: readonly string[];
  readonly ink: string;
  readonly glyph: string;
}

const LOOKS: Record<string, FoilLook> = {
  lucky7s: {
    stops: ['#f4f6f8', '#b7bec8', '#e8ebef', '#9aa3ae'],
    ink: 'rgba(120, 20, 40, 0.55)',
    glyph: '7',
  },
  goldrush: {
    stops: ['#fbe7a6', '#c99a3b', '#f3d68a', '#a9792a'],
    ink: 'rgba(80, 45, 10, 0.55)',
    glyph: '$',
  },
};

/** Brush radius in card units (a cell is one unit). */
const BRUSH = 0.2;

interface Stroke {
  readonly ax: number;
  readonly ay: number;
  readonly bx: number;
  readonly by: number;
}

interface ScratchFoilProps {
  readonly theme: string;
  /** A new value lays fresh foil. */
  readonly cardKey: number;
  /** Scratching is allowed (a card has been bought and is not finished). */
  readonly active: boolean;
  /** Everything revealed: the foil fades away. */
  readonly cleared: boolean;
  readonly revealed: ReadonlySet<number>;
  readonly onReveal: (cells: number[]) => void;
  readonly onScratch: () => void;
}

function paintFoil(
  canvas: HTMLCanvasElement,
  look: FoilLook,
  strokes: readonly Stroke[],
  revealed: ReadonlySet<number>,
) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { width, height } = canvas;
  const cellW = width / GRID;
  const cellH = height / GRID;
  ctx.globalCompositeOperation = 'source-over';
  ctx.clearRect(0, 0, width, height);
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  look.stops.forEach((colour, i) => gradient.addColorStop(i / (look.stops.length - 1), colour));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  // Glitter: a fixed sequence of light specks.
  let seed = 0x9e3779b9;
  ctx.fillStyle = 'rgba(255, 255, 255, 0.55)';
  for (let i = 0; i < 260; i += 1) {
    seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
    const x = (seed % 10_000) / 10_000;
    seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
    const y = (seed % 10_000) / 10_000;
    ctx.fillRect(x * width, y * height, 1.5 * (width / 300), 1.5 * (width / 300));
  }
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.12)';
  ctx.lineWidth = Math.max(1, width / 300);
  for (let k = 1; k < GRID; k += 1) {
    ctx.beginPath();
    ctx.moveTo(k * cellW, 0);
    ctx.lineTo(k * cellW, height);
    ctx.moveTo(0, k * cellH);
    ctx.lineTo(width, k * cellH);
    ctx.stroke();
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let row = 0; row < GRID; row += 1) {
    for (let col = 0; col < GRID; col += 1) {
      const cx = (col + 0.5) * cellW;
      const cy = (row + 0.5) * cellH;
      ctx.beginPath();
      ctx.arc(cx, cy, cellW * 0.3, 0, Math.PI * 2);
      ctx.strokeStyle = look.ink;
      ctx.lineWidth = cellW * 0.035;
      ctx.setLineDash([cellW * 0.06, cellW * 0.04]);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = look.ink;
      ctx.font = `900 ${Math.round(cellW * 0.34)}px 'Mulish Variable', Mulish, sans-serif`;
      ctx.fillText(look.glyph, cx, cy + cellW * 0.02);
      ctx.font = `800 ${Math.round(cellW * 0.09)}px 'Mulish Variable', Mulish, sans-serif`;
      ctx.fillText('SCRATCH', cx, cy + cellH * 0.42);
    }
  }
  ctx.globalCompositeOperation = 'destination-out';
  ctx.strokeStyle = '#000';
  ctx.fillStyle = '#000';
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = BRUSH * 2 * cellW;
  ctx.beginPath();
  for (const stroke of strokes) {
    ctx.moveTo(stroke.ax * cellW, stroke.ay * cellH);
    ctx.lineTo(stroke.bx * cellW + 0.01, stroke.by * cellH);
  }
  ctx.stroke();
  for (const cell of revealed) {
    ctx.fillRect((cell % GRID) * cellW, Math.floor(cell / GRID) * cellH, cellW, cellH);
  }
}

/**
 * The scratch-off layer over the card: silver (or gold) foil on a canvas,
 * scratched with a mouse, pen or finger. A cell shows once most of it is
 * scratched; the strokes are replayed when the card is resized.
 */
export function ScratchFoil({
  theme,
  cardKey,
  active,
  cleared,
  revealed,
  onReveal,
  onScratch,
}: ScratchFoilProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const coverage = useRef(createCoverage());
  const last = useRef<{ x: number; y: number } | null>(null);
  const look = LOOKS[theme] ?? (LOOKS.lucky7s as FoilLook);

  const repaint = useEffectEvent(() => {
    const canvas = canvasRef.current;
    if (canvas) paintFoil(canvas, look, strokes.current, revealed);
  });

  useEffect(() => {
    strokes.current = [];
    coverage.current = createCoverage();
    last.current = null;
    repaint();
  }, [cardKey]);

  useEffect(() => {
    repaint();
  }, [revealed]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const box = canvas.getBoundingClientRect();
      canvas.width = Math.max(1, Math.round(box.width * ratio));
      canvas.height = Math.max(1, Math.round(box.height * ratio));
      repaint();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  const toUnits = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * GRID,
      y: ((event.clientY - box.top) / box.height) * GRID,
    };
  };

  const scratchTo = (point: { x: number; y: number }) => {
    const canvas = canvasRef.current;
    const from = last.current ?? point;
    last.current = point;
    const stroke = { ax: from.x, ay: from.y, bx: point.x, by: point.y };
    strokes.current.push(stroke);
    scratchSegment(coverage.current, stroke.ax, stroke.ay, stroke.bx, stroke.by, BRUSH);
    const ctx = canvas?.getContext('2d');
    if (canvas && ctx) {
      const cellW = canvas.width / GRID;
      ctx.globalCompositeOperation = 'destination-out';
      ctx.strokeStyle = '#000';
      ctx.lineCap = 'round';
      ctx.lineWidth = BRUSH * 2 * cellW;
      ctx.beginPath();
      ctx.moveTo(stroke.ax * cellW, stroke.ay * (canvas.height / GRID));
      ctx.lineTo(stroke.bx * cellW + 0.01, stroke.by * (canvas.height / GRID));
      ctx.stroke();
    }
    onScratch();
    const found = newlyRevealed(coverage.current, revealed);
    if (found.length > 0) onReveal(found);
  };

  return (
    <canvas
      ref={canvasRef}
      className={['scratch-foil', active ? 'is-active' : '', cleared ? 'is-cleared' : '']
        .filter(Boolean)
        .join(' ')}
      aria-hidden="true"
      onPointerDown={(event) => {
        if (!active) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        last.current = null;
        scratchTo(toUnits(event));
      }}
      onPointerMove={(event) => {
        if (!active || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
        scratchTo(toUnits(event));
      }}
      onPointerUp={() => {
        last.current = null;
      }}
      onPointerCancel={() => {
        last.current = null;
      }}
    />
  );
}
