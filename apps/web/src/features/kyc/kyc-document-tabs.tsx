import { useState, type KeyboardEvent } from 'react';
import type { TKycLabel } from '@app/contracts/kyc';
import { requiredLabels } from './document-state';
import { KycDocumentTab } from './kyc-document-tab';

const tabId = (id: number) => `kyc-tab-${id}`;
const panelId = (id: number) => `kyc-panel-${id}`;

/** One tab per required, active document type (name.EN); arrow keys move between them. */
export function KycDocumentTabs({ labels }: { labels: readonly TKycLabel[] }) {
  const tabs = requiredLabels(labels);
  const [selected, setSelected] = useState<number | null>(null);
  const current = tabs.find((tab) => tab.documentLabelId === selected) ?? tabs[0];

  if (!current) return <p className="modal__text">No documents are required right now.</p>;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    setSelected(next.documentLabelId);
    document.getElementById(tabId(next.documentLabelId))?.focus();
  };

  return (
    <div className="kyc-tabs">
      <div className="kyc-tabs__list" role="tablist" aria-label="Documents" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab === current;
          return (
            <button
              key={tab.documentLabelId}
              id={tabId(tab.documentLabelId)}
              type="button"
              role="tab"
              className={active ? 'kyc-tabs__tab is-active' : 'kyc-tabs__tab'}
              aria-selected={active}
              aria-controls={active ? panelId(tab.documentLabelId) : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.documentLabelId)}
            >
              {tab.name.EN}
            </button>
          );
        })}
      </div>
      <div
        id={panelId(current.documentLabelId)}
        role="tabpanel"
        aria-labelledby={tabId(current.documentLabelId)}
        className="kyc-tabs__panel"
      >
        <KycDocumentTab key={current.documentLabelId} label={current} />
      </div>
    </div>
  );
}
