import type { ReactNode } from 'react';

interface PlaceholderPageProps {
  readonly title: string;
  /** One sentence telling the player what this page will hold. */
  readonly description: string;
  readonly icon?: ReactNode;
  readonly children?: ReactNode;
}

/** A page whose feature is still to come: title, one sentence, optional actions. */
export function PlaceholderPage({ title, description, icon, children }: PlaceholderPageProps) {
  return (
    <section className="placeholder-page" aria-labelledby="placeholder-page-title">
      {icon && (
        <span className="placeholder-page__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <h1 id="placeholder-page-title" className="placeholder-page__title">
        {title}
      </h1>
      <p className="placeholder-page__text">{description}</p>
      {children}
    </section>
  );
}
