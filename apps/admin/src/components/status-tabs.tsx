/**
 * Tabs that filter one list by status (the KYC and redemption queues). The list under them is
 * the tab panel; `panelId` ties the two for screen readers.
 */
export function StatusTabs<TKey extends string>({
  label,
  tabs,
  current,
  panelId,
  onChange,
}: {
  label: string;
  tabs: readonly { readonly key: TKey; readonly label: string }[];
  current: TKey;
  panelId: string;
  onChange: (key: TKey) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className="tabs status-tabs">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`${panelId}-tab-${tab.key}`}
          aria-selected={tab.key === current}
          aria-controls={panelId}
          className="tab"
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
