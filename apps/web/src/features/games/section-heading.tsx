import type { ReactNode } from 'react';

interface SectionHeadingProps {
  readonly id: string;
  readonly title: string;
  /** How many games the section holds; shown as a badge. */
  readonly count?: number;
  readonly iconUrl?: string | null;
  readonly level?: 1 | 2;
  /** Controls on the right: arrows, view-all. */
  readonly children?: ReactNode;
}

/** A games section's heading: category icon, name, game count and its controls. */
export function SectionHeading({
  id,
  title,
  count,
  iconUrl,
  level = 2,
  children,
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="section-heading">
      <Heading id={id} className={`section-heading__title section-heading__title--h${level}`}>
        {iconUrl && (
          <img className="section-heading__icon" src={iconUrl} alt="" width={32} height={32} />
        )}
        <span>{title}</span>
        {count !== undefined && (
          <span className="section-heading__count">
            {count}
            <span className="visually-hidden"> {count === 1 ? 'game' : 'games'}</span>
          </span>
        )}
      </Heading>
      {children && <div className="section-heading__actions">{children}</div>}
    </div>
  );
}
