/** The browser calls afterFirstPaint uses: the window's (browserPaintWatch), or stand-ins in tests. */
export interface PaintWatch {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  requestAnimationFrame(callback: () => void): unknown;
  /**
   * Calls `callback` with the element of each largest-contentful-paint entry
   * the browser reports (it does once that paint is on screen); returns a
   * function that stops watching, or null where the browser reports none.
   */
  watchLargestPaint(callback: (element: unknown) => void): (() => void) | null;
}

/** The part of an image afterFirstPaint watches. */
interface WatchedImage {
  readonly complete: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void, options: { once: true }): void;
}

/** The longest the app waits for the first paint before it starts anyway (a hidden tab paints nothing). */
export const FIRST_PAINT_WAIT_MS = 1500;

export const browserPaintWatch = (): PaintWatch => ({
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
  requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
  watchLargestPaint(callback) {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return null;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) callback((entry as LargestContentfulPaint).element);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    return () => observer.disconnect();
  },
});

/**
 * Calls `start` once the markup the server put in #root (the lobby's first
 * paint) is on screen with its image, so the app's start does not hold up
 * the page's largest paint; where there is no such markup, in the next task.
 * Browsers that report largest paints say when the image is on screen;
 * elsewhere the image's load and the next frame stand in for it.
 */
export function afterFirstPaint(
  root: { querySelector(selector: 'img'): WatchedImage | null } | null,
  start: () => void,
  watch: PaintWatch = browserPaintWatch(),
): void {
  const image = root?.querySelector('img') ?? null;
  if (!image) {
    watch.setTimeout(start, 0);
    return;
  }
  let started = false;
  let stopWatching: (() => void) | null = null;
  const startNow = () => {
    if (started) return;
    started = true;
    watch.clearTimeout(timer);
    stopWatching?.();
    watch.setTimeout(start, 0);
  };
  const timer = watch.setTimeout(startNow, FIRST_PAINT_WAIT_MS);
  image.addEventListener('error', startNow, { once: true });
  stopWatching = watch.watchLargestPaint((element) => {
    if (element === image) startNow();
  });
  if (stopWatching) return;
  // No largest-paint reports: after the frame that follows the image's load.
  const afterNextFrame = () => watch.requestAnimationFrame(startNow);
  if (image.complete) afterNextFrame();
  else image.addEventListener('load', afterNextFrame, { once: true });
}
