import { useState } from 'react';
import { BANNER_PAGE_NAMES, type TBannerPageName } from '@app/contracts/content';
import {
  ZBannerInput,
  type TAdminBanner,
  type TBannerInputRaw,
} from '@app/contracts/content-admin';
import { DesktopAndMobileArt } from './art-field';
import { BannerPreview } from './banner-preview';
import { useContentChange, useContentList } from './content-api';
import { moved, scheduleLabel, toLocalInput } from './content-form';
import { DraftText, EditorForm } from './editor-form';
import { EditorList } from './editor-list';
import './content.css';

type Draft = Omit<TBannerInputRaw, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string };
type BannerText = 'textOne' | 'textTwo' | 'textThree' | 'btnText' | 'btnRedirection';

const blank = (pageName: TBannerPageName): Draft => ({
  pageName,
  visibility: 0,
  textOne: '',
  textTwo: '',
  textThree: '',
  desktopImageUrl: '',
  mobileImageUrl: null,
  btnText: '',
  btnRedirection: '',
  isActive: true,
  startsAt: '',
  endsAt: '',
});

const draftOf = (banner: TAdminBanner): Draft => ({
  ...banner,
  visibility: banner.visibility as 0 | 1,
  startsAt: toLocalInput(banner.startsAt),
  endsAt: toLocalInput(banner.endsAt),
});

function BannerForm(props: {
  readonly initial: Draft;
  readonly id?: number;
  readonly onClose: () => void;
}) {
  return (
    <EditorForm
      {...props}
      kind="banners"
      noun="banner"
      schema={ZBannerInput}
      fields={(draft, set) => {
        const text = (name: BannerText, label: string) => (
          <DraftText
            prefix="banner"
            name={name}
            label={label}
            value={draft[name]}
            onChange={(value) => set({ [name]: value })}
          />
        );
        return (
          <>
            <div className="field">
              <label htmlFor="banner-page">Page</label>
              <select
                id="banner-page"
                value={draft.pageName}
                onChange={(event) => set({ pageName: event.target.value as TBannerPageName })}
              >
                {BANNER_PAGE_NAMES.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="banner-visibility">Visibility</label>
              <select
                id="banner-visibility"
                value={draft.visibility}
                onChange={(event) => set({ visibility: Number(event.target.value) as 0 | 1 })}
              >
                <option value={0}>0 · Visitors (before login)</option>
                <option value={1}>1 · Signed-in players</option>
              </select>
            </div>
            {text('textOne', 'Text one (eyebrow)')}
            {text('textTwo', 'Text two (headline)')}
            {text('textThree', 'Text three (small print)')}
            {text('btnText', 'Button text')}
            {text('btnRedirection', 'Button link (store, lobby, redeem, vip or a /path)')}
            <DesktopAndMobileArt
              desktopImageUrl={draft.desktopImageUrl}
              mobileImageUrl={draft.mobileImageUrl}
              onChange={set}
            />
          </>
        );
      }}
      preview={(draft) => (
        <BannerPreview
          desktopImageUrl={draft.desktopImageUrl || null}
          mobileImageUrl={draft.mobileImageUrl ?? null}
          texts={[draft.textOne ?? null, draft.textTwo ?? null, draft.textThree ?? null]}
          btnText={draft.btnText ?? null}
        />
      )}
    />
  );
}

/** /admin/content/banners: banners by page with thumbnails, order, schedule and status. */
export function BannersPage() {
  const [pageName, setPageName] = useState<TBannerPageName>('lobbySlider');
  const [editing, setEditing] = useState<{ draft: Draft; id?: number }>();
  const list = useContentList('banners');
  const change = useContentChange('banners');
  const rows = (list.data ?? []).filter((banner) => banner.pageName === pageName);
  const move = (index: number, delta: -1 | 1) =>
    change.mutate({
      suffix: '/order',
      body: { pageName, bannerIds: moved(rows, index, delta).map((row) => row.bannerId) },
    });
  return (
    <section className="content-page" aria-labelledby="banners-title">
      <h1 id="banners-title">Banners</h1>
      <div className="content-toolbar">
        <label>
          Page{' '}
          <select
            value={pageName}
            onChange={(event) => setPageName(event.target.value as TBannerPageName)}
          >
            {BANNER_PAGE_NAMES.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button-primary"
          onClick={() => setEditing({ draft: blank(pageName) })}
        >
          New banner
        </button>
      </div>
      {change.error && (
        <p className="form-error" role="alert">
          {change.error.message}
        </p>
      )}
      {editing && (
        <BannerForm
          key={editing.id ?? 'new'}
          initial={editing.draft}
          id={editing.id}
          onClose={() => setEditing(undefined)}
        />
      )}
      {list.isPending ? (
        <p role="status">Loading banners…</p>
      ) : (
        <EditorList
          rows={rows.map((banner) => ({
            id: banner.bannerId,
            title: banner.textTwo ?? banner.textOne ?? `Banner ${banner.bannerId}`,
            detail: `${banner.visibility === 0 ? 'Visitors' : 'Signed-in'} · ${scheduleLabel(banner)}`,
            imageUrl: banner.desktopImageUrl,
            isActive: banner.isActive,
            startsAt: banner.startsAt,
            endsAt: banner.endsAt,
          }))}
          busy={change.isPending}
          empty="No banners on this page yet."
          onMove={move}
          onEdit={(id) => {
            const banner = rows.find((row) => row.bannerId === id);
            if (banner) setEditing({ draft: draftOf(banner), id });
          }}
          onToggle={(row) =>
            change.mutate({ id: row.id, suffix: '/active', body: { isActive: !row.isActive } })
          }
        />
      )}
    </section>
  );
}
