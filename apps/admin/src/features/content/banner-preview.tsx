/** SPEC §9 breakpoints the preview shows: a phone (xs–small), sm (767) and lg (1250). */
export const PREVIEW_WIDTHS = [
  { label: 'Phone · 400 px', width: 400, mobile: true },
  { label: 'Tablet · 767 px', width: 767, mobile: false },
  { label: 'Desktop · 1250 px', width: 1250, mobile: false },
] as const;

/** The banner as the lobby paints it, scaled down, at each breakpoint (mobile art under 767 px). */
export function BannerPreview({
  desktopImageUrl,
  mobileImageUrl,
  texts,
  btnText,
}: {
  readonly desktopImageUrl: string | null;
  readonly mobileImageUrl: string | null;
  readonly texts: readonly (string | null)[];
  readonly btnText: string | null;
}) {
  return (
    <section className="content-preview" aria-label="Preview at the site's breakpoints">
      {PREVIEW_WIDTHS.map(({ label, width, mobile }) => {
        const art = mobile ? (mobileImageUrl ?? desktopImageUrl) : desktopImageUrl;
        return (
          <figure key={width} className="content-preview__frame" style={{ width: width / 4 + 40 }}>
            <div
              className="content-preview__banner"
              style={{
                backgroundImage: art ? `url("${art}")` : undefined,
                // The site's banner is 3:1 but at least 240 px high, so phones show it taller.
                aspectRatio: mobile ? '5 / 3' : '3 / 1',
              }}
            >
              {texts.filter(Boolean).map((text) => (
                <span key={text}>{text}</span>
              ))}
              {btnText && <span className="content-preview__button">{btnText}</span>}
            </div>
            <figcaption>{label}</figcaption>
          </figure>
        );
      })}
    </section>
  );
}
