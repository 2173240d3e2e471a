/** Covers the screen while a page's code or first data loads (SPEC §2 Layout). */
export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <span className="full-screen-loader__coin" aria-hidden="true" />
      <span className="full-screen-loader__label">{label}…</span>
    </div>
  );
}
