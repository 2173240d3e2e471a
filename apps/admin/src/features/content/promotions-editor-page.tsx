import { useState } from 'react';
import {
  PROMOTION_CTA_KEYS,
  ZPromotionInput,
  type TAdminPromotion,
  type TPromotionCtaKey,
  type TPromotionInputRaw,
} from '@app/contracts/promotions';
import { DesktopAndMobileArt } from './art-field';
import { useContentChange, useContentList } from './content-api';
import { moved, scheduleLabel, toLocalInput } from './content-form';
import { DraftText, EditorForm } from './editor-form';
import { EditorList } from './editor-list';
import { PromotionPreview } from './promotion-preview';
import './content.css';

type Draft = Omit<TPromotionInputRaw, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string };

const BLANK: Draft = {
  title: '',
  shortText: '',
  terms: '',
  ctaText: '',
  ctaRedirection: 'store',
  desktopImageUrl: '',
  mobileImageUrl: null,
  isActive: true,
  startsAt: '',
  endsAt: '',
};

const draftOf = (p: TAdminPromotion): Draft => ({
  title: p.title,
  shortText: p.shortText,
  terms: p.terms,
  ctaText: p.ctaText,
  ctaRedirection: p.ctaRedirection,
  desktopImageUrl: p.desktopImageUrl,
  mobileImageUrl: p.mobileImageUrl,
  isActive: p.isActive,
  startsAt: toLocalInput(p.startsAt),
  endsAt: toLocalInput(p.endsAt),
});

function PromotionForm(props: {
  readonly initial: Draft;
  readonly id?: number;
  readonly onClose: () => void;
}) {
  return (
    <EditorForm
      {...props}
      kind="promotions"
      noun="promotion"
      schema={ZPromotionInput}
      fields={(draft, set) => {
        const input = (name: 'title' | 'shortText' | 'ctaText', label: string) => (
          <DraftText
            prefix="promotion"
            name={name}
            label={label}
            value={draft[name]}
            onChange={(value) => set({ [name]: value })}
          />
        );
        return (
          <>
            {input('title', 'Title')}
            {input('shortText', 'Short text')}
            {input('ctaText', 'Call to action text')}
            <div className="field">
              <label htmlFor="promotion-cta">Call to action goes to</label>
              <select
                id="promotion-cta"
                value={draft.ctaRedirection}
                onChange={(event) =>
                  set({ ctaRedirection: event.target.value as TPromotionCtaKey })
                }
              >
                {PROMOTION_CTA_KEYS.map((key) => (
                  <option key={key}>{key}</option>
                ))}
              </select>
            </div>
            <div className="field content-form__wide">
              <label htmlFor="promotion-terms">Terms</label>
              <textarea
                id="promotion-terms"
                rows={5}
                value={draft.terms}
                onChange={(event) => set({ terms: event.target.value })}
              />
            </div>
            <DesktopAndMobileArt
              desktopImageUrl={draft.desktopImageUrl}
              mobileImageUrl={draft.mobileImageUrl}
              onChange={set}
            />
          </>
        );
      }}
      preview={(draft) => (
        <PromotionPreview
          desktopImageUrl={draft.desktopImageUrl || null}
          mobileImageUrl={draft.mobileImageUrl ?? null}
          title={draft.title}
          shortText={draft.shortText}
          ctaText={draft.ctaText}
        />
      )}
    />
  );
}

/** /admin/content/promotions: create, schedule, order and retire what the promotions page shows. */
export function PromotionsEditorPage() {
  const list = useContentList('promotions');
  const change = useContentChange('promotions');
  const [editing, setEditing] = useState<{ draft: Draft; id?: number }>();
  const rows = list.data ?? [];
  return (
    <section className="content-page" aria-labelledby="promotions-title">
      <h1 id="promotions-title">Promotions</h1>
      <div className="content-toolbar">
        <button
          type="button"
          className="button-primary"
          onClick={() => setEditing({ draft: BLANK })}
        >
          New promotion
        </button>
      </div>
      {change.error && (
        <p className="form-error" role="alert">
          {change.error.message}
        </p>
      )}
      {editing && (
        <PromotionForm
          key={editing.id ?? 'new'}
          initial={editing.draft}
          id={editing.id}
          onClose={() => setEditing(undefined)}
        />
      )}
      {list.isPending ? (
        <p role="status">Loading promotions…</p>
      ) : (
        <EditorList
          rows={rows.map((p) => ({
            id: p.promotionId,
            title: p.title,
            detail: `CTA ${p.ctaRedirection} · ${scheduleLabel(p)}`,
            imageUrl: p.desktopImageUrl,
            isActive: p.isActive,
            startsAt: p.startsAt,
            endsAt: p.endsAt,
          }))}
          busy={change.isPending}
          empty="No promotions yet."
          onMove={(index, delta) =>
            change.mutate({
              suffix: '/order',
              body: { promotionIds: moved(rows, index, delta).map((p) => p.promotionId) },
            })
          }
          onEdit={(id) => {
            const promotion = rows.find((p) => p.promotionId === id);
            if (promotion) setEditing({ draft: draftOf(promotion), id });
          }}
          onToggle={(row) =>
            change.mutate({ id: row.id, suffix: '/active', body: { isActive: !row.isActive } })
          }
        />
      )}
    </section>
  );
}
