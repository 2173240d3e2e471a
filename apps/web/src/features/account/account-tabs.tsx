import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface AccountTab {
  readonly id: string;
  readonly label: string;
  readonly icon?: ReactNode;
  readonly panel: ReactNode;
}

interface AccountTabsProps {
  readonly tabs: readonly AccountTab[];
  readonly selected: string;
  readonly onSelect: (id: string) => void;
}

const tabId = (id: string) => `account-tab-${id}`;
const panelId = (id: string) => `account-panel-${id}`;

/**
 * The sections of the account page as WAI-ARIA tabs: arrow keys, Home and
 * End move between them and select at once; only the open panel is mounted.
 */
export function AccountTabs({ tabs, selected, onSelect }: AccountTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabId(target.id)}`)?.focus();
  };

  return (
    <>
      <div
        ref={listRef}
        className="account-tabs"
        role="tablist"
        aria-label="Account sections"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const active = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className={active ? 'account-tabs__tab is-active' : 'account-tabs__tab'}
              aria-selected={active}
              aria-controls={active ? panelId(tab.id) : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          id={panelId(current.id)}
          role="tabpanel"
          aria-labelledby={tabId(current.id)}
          className="account-tabs__panel"
        >
          {current.panel}
        </div>
      )}
    </>
  );
}
