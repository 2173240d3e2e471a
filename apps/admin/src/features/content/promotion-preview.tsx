/** The card widths the promotions page gives a promotion: one column on phones, two from 991 px. */
const CARD_FRAMES = [
  { label: 'Phone · 375 px', width: 180, mobile: true },
  { label: 'Desktop · 1366 px', width: 260, mobile: false },
] as const;

/** The promotion as the player's promotions page lays its card out: art, title, text and button. */
export function PromotionPreview({
  desktopImageUrl,
  mobileImageUrl,
  title,
  shortText,
  ctaText,
}: {
  readonly desktopImageUrl: string | null;
  readonly mobileImageUrl: string | null;
  readonly title: string;
  readonly shortText: string;
  readonly ctaText: string;
}) {
  return (
    <section className="content-preview" aria-label="Preview of the promotion card">
      {CARD_FRAMES.map(({ label, width, mobile }) => {
        const art = mobile ? (mobileImageUrl ?? desktopImageUrl) : desktopImageUrl;
        return (
          <figure key={label} className="content-preview__frame" style={{ width }}>
            <div className="content-card-preview">
              <div
                className="content-card-preview__art"
                style={{ backgroundImage: art ? `url("${art}")` : undefined }}
              />
              <div className="content-card-preview__body">
                {title && <strong>{title}</strong>}
                {shortText && <span>{shortText}</span>}
                {ctaText && <span className="content-preview__button">{ctaText}</span>}
                <span className="content-card-preview__terms">▸ Terms and conditions</span>
              </div>
            </div>
            <figcaption>{label}</figcaption>
          </figure>
        );
      })}
    </section>
  );
}
