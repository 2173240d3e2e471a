import type { ReactNode } from 'react';

interface StatusPageProps {
  readonly code?: string;
  readonly title: string;
  readonly text: string;
  readonly children?: ReactNode;
}

/** Full-screen status message (404, 500, maintenance) with actions below it. */
export function StatusPage({ code, title, text, children }: StatusPageProps) {
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      {code && (
        <span className="status-page__code" aria-hidden="true">
          {code}
        </span>
      )}
      <h1 id="status-page-title" className="status-page__title">
        {title}
      </h1>
      <p className="status-page__text">{text}</p>
      {children && <div className="status-page__actions">{children}</div>}
    </section>
  );
}
