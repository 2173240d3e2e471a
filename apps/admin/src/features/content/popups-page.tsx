import { useState } from 'react';
import {
  POPUP_NAMES,
  POPUP_REDIRECTIONS,
  type TPopupName,
  type TPopupRedirection,
} from '@app/contracts/content';
import { ZPopupInput, type TAdminPopup, type TPopupInputRaw } from '@app/contracts/content-admin';
import { ArtField } from './art-field';
import { useContentChange, useContentList } from './content-api';
import { moved, toLocalInput } from './content-form';
import { DraftText, EditorForm } from './editor-form';
import { EditorList } from './editor-list';
import './content.css';

type Draft = Omit<TPopupInputRaw, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string };

const blank = (popupName: TPopupName): Draft => ({
  popupName,
  visibility: 2,
  isActive: true,
  textOne: '',
  textTwo: '',
  textThree: '',
  btnText: '',
  btnRedirection: null,
  desktopImageUrl: null,
  offer: null,
  startsAt: '',
  endsAt: '',
});

const draftOf = (p: TAdminPopup): Draft => ({
  popupName: p.popupName,
  visibility: p.visibility as 0 | 1 | 2,
  isActive: p.isActive,
  textOne: p.textOne,
  textTwo: p.textTwo,
  textThree: p.textThree,
  btnText: p.btnText,
  btnRedirection: p.btnRedirection,
  desktopImageUrl: p.desktopImageUrl,
  offer: p.offer,
  startsAt: toLocalInput(p.startsAt),
  endsAt: toLocalInput(p.endsAt),
});

/** The popup as the player's dialog shows it: art, the three texts, the button. */
function PopupPreview({ draft }: { readonly draft: Draft }) {
  return (
    <section className="content-preview" aria-label="Popup preview">
      <div className="content-popup-preview">
        {draft.desktopImageUrl && <img src={draft.desktopImageUrl} alt="" />}
        {draft.textOne && <strong>{draft.textOne}</strong>}
        {draft.textTwo && <span>{draft.textTwo}</span>}
        {draft.textThree && <small>{draft.textThree}</small>}
        {draft.btnText && <span className="content-preview__button">{draft.btnText}</span>}
      </div>
    </section>
  );
}

function PopupForm(props: {
  readonly initial: Draft;
  readonly id?: number;
  readonly onClose: () => void;
}) {
  return (
    <EditorForm
      {...props}
      kind="popups"
      noun="popup"
      schema={ZPopupInput}
      fields={(draft, set) => {
        const input = (name: 'textOne' | 'textTwo' | 'textThree' | 'btnText', label: string) => (
          <DraftText
            prefix="popup"
            name={name}
            label={label}
            value={draft[name]}
            onChange={(value) => set({ [name]: value })}
          />
        );
        return (
          <>
            <div className="field">
              <label htmlFor="popup-page">Page (popupName)</label>
              <select
                id="popup-page"
                value={draft.popupName}
                onChange={(event) => set({ popupName: event.target.value as TPopupName })}
              >
                {POPUP_NAMES.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="popup-visibility">Visibility</label>
              <select
                id="popup-visibility"
                value={draft.visibility}
                onChange={(event) => set({ visibility: Number(event.target.value) as 0 | 1 | 2 })}
              >
                <option value={0}>0 · Guests only</option>
                <option value={1}>1 · Signed-in only</option>
                <option value={2}>2 · Everyone</option>
              </select>
            </div>
            {input('textOne', 'Text one')}
            {input('textTwo', 'Text two')}
            {input('textThree', 'Text three')}
            {input('btnText', 'Button text')}
            <div className="field">
              <label htmlFor="popup-redirection">Button goes to (btnRedirection)</label>
              <select
                id="popup-redirection"
                value={draft.btnRedirection ?? ''}
                onChange={(event) =>
                  set({ btnRedirection: (event.target.value || null) as TPopupRedirection | null })
                }
              >
                <option value="">No button target</option>
                {POPUP_REDIRECTIONS.map((key) => (
                  <option key={key}>{key}</option>
                ))}
              </select>
            </div>
            <ArtField
              label="Desktop image"
              optional
              value={draft.desktopImageUrl ?? null}
              onChange={(url) => set({ desktopImageUrl: url })}
            />
          </>
        );
      }}
      preview={(draft) => <PopupPreview draft={draft} />}
    />
  );
}

/** /admin/content/popups: each page's popups (the first matching one shows), every SPEC §3 field. */
export function PopupsPage() {
  const [popupName, setPopupName] = useState<TPopupName>('promotionPage');
  const [editing, setEditing] = useState<{ draft: Draft; id?: number }>();
  const list = useContentList('popups');
  const change = useContentChange('popups');
  const rows = (list.data ?? []).filter((p) => p.popupName === popupName);
  return (
    <section className="content-page" aria-labelledby="popups-title">
      <h1 id="popups-title">Popups</h1>
      <div className="content-toolbar">
        <label>
          Page{' '}
          <select
            value={popupName}
            onChange={(event) => setPopupName(event.target.value as TPopupName)}
          >
            {POPUP_NAMES.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button-primary"
          onClick={() => setEditing({ draft: blank(popupName) })}
        >
          New popup
        </button>
      </div>
      {change.error && (
        <p className="form-error" role="alert">
          {change.error.message}
        </p>
      )}
      {editing && (
        <PopupForm
          key={editing.id ?? 'new'}
          initial={editing.draft}
          id={editing.id}
          onClose={() => setEditing(undefined)}
        />
      )}
      {list.isPending ? (
        <p role="status">Loading popups…</p>
      ) : (
        <EditorList
          rows={rows.map((p) => ({
            id: p.popupId,
            title: p.textOne ?? `Popup ${p.popupId}`,
            detail: ['Guests only', 'Signed-in only', 'Everyone'][p.visibility] ?? '',
            imageUrl: p.desktopImageUrl,
            isActive: p.isActive,
            startsAt: p.startsAt,
            endsAt: p.endsAt,
          }))}
          busy={change.isPending}
          empty="No popups on this page yet."
          onMove={(index, delta) =>
            change.mutate({
              suffix: '/order',
              body: { popupName, popupIds: moved(rows, index, delta).map((p) => p.popupId) },
            })
          }
          onEdit={(id) => {
            const popup = rows.find((p) => p.popupId === id);
            if (popup) setEditing({ draft: draftOf(popup), id });
          }}
          onToggle={(row) =>
            change.mutate({ id: row.id, suffix: '/active', body: { isActive: !row.isActive } })
          }
        />
      )}
    </section>
  );
}
