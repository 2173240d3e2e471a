import { useState } from 'react';
import { BANNER_PAGE_NAMES, type TBannerPageName } from '@app/contracts/content';
import {
  ZBannerInput,
  scheduleState,
  type TAdminBanner,
  type TBannerInputRaw,
} from '@app/contracts/content-admin';
import { ApiError } from '../../lib/api-client';
import { ArtField, ScheduleFields } from './art-field';
import { BannerPreview } from './banner-preview';
import { useContentChange, useContentList } from './content-api';
import { firstProblem, fromLocalInput, moved, scheduleLabel, toLocalInput } from './content-form';
import './content.css';

type Draft = Omit<TBannerInputRaw, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string };

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

function BannerForm({
  draft: initial,
  bannerId,
  onClose,
}: {
  readonly draft: Draft;
  readonly bannerId?: number;
  readonly onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState('');
  const change = useContentChange('banners');
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const text = (
    name: 'textOne' | 'textTwo' | 'textThree' | 'btnText' | 'btnRedirection',
    label: string,
  ) => (
    <div className="field">
      <label htmlFor={`banner-${name}`}>{label}</label>
      <input
        id={`banner-${name}`}
        value={draft[name] ?? ''}
        onChange={(event) => set({ [name]: event.target.value })}
      />
    </div>
  );
  return (
    <form
      className="panel editor-form content-form"
      aria-label={bannerId ? 'Edit banner' : 'New banner'}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const body = {
          ...draft,
          startsAt: fromLocalInput(draft.startsAt),
          endsAt: fromLocalInput(draft.endsAt),
        };
        const problem = firstProblem(ZBannerInput, body);
        if (problem) return setError(problem);
        try {
          await change.mutateAsync({ id: bannerId, body });
          onClose();
        } catch (caught) {
          setError(caught instanceof ApiError ? caught.message : 'The banner was not saved');
        }
      }}
    >
      <h2>{bannerId ? 'Edit banner' : 'New banner'}</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
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
      <ArtField
        label="Desktop art"
        value={draft.desktopImageUrl || null}
        onChange={(url) => set({ desktopImageUrl: url ?? '' })}
      />
      <ArtField
        label="Mobile art"
        optional
        value={draft.mobileImageUrl ?? null}
        onChange={(url) => set({ mobileImageUrl: url })}
      />
      <ScheduleFields startsAt={draft.startsAt} endsAt={draft.endsAt} onChange={set} />
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={draft.isActive}
          onChange={(event) => set({ isActive: event.target.checked })}
        />{' '}
        Active
      </label>
      <BannerPreview
        desktopImageUrl={draft.desktopImageUrl || null}
        mobileImageUrl={draft.mobileImageUrl ?? null}
        texts={[draft.textOne ?? null, draft.textTwo ?? null, draft.textThree ?? null]}
        btnText={draft.btnText ?? null}
      />
      <div className="form-actions">
        <button type="submit" className="button-primary" disabled={change.isPending}>
          Save banner
        </button>
        <button type="button" className="button-quiet" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** /admin/content/banners: banners by page with thumbnails, order, schedule and status. */
export function BannersPage() {
  const [pageName, setPageName] = useState<TBannerPageName>('lobbySlider');
  const [editing, setEditing] = useState<{ draft: Draft; bannerId?: number }>();
  const list = useContentList('banners');
  const change = useContentChange('banners');
  const rows = (list.data ?? []).filter((banner) => banner.pageName === pageName);
  const now = new Date();
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
          key={editing.bannerId ?? 'new'}
          draft={editing.draft}
          bannerId={editing.bannerId}
          onClose={() => setEditing(undefined)}
        />
      )}
      {list.isPending ? (
        <p role="status">Loading banners…</p>
      ) : rows.length === 0 ? (
        <p role="status">No banners on this page yet.</p>
      ) : (
        <ol className="content-list">
          {rows.map((banner, index) => (
            <li key={banner.bannerId} className="content-row">
              <img className="content-thumb" src={banner.desktopImageUrl} alt="" />
              <div className="content-row__text">
                <strong>{banner.textTwo ?? banner.textOne ?? `Banner ${banner.bannerId}`}</strong>
                <span className="muted">
                  {banner.visibility === 0 ? 'Visitors' : 'Signed-in'} · {scheduleLabel(banner)} ·{' '}
                  <span className={`content-state content-state--${scheduleState(banner, now)}`}>
                    {scheduleState(banner, now)}
                  </span>
                </span>
              </div>
              <div className="content-row__actions">
                <button
                  type="button"
                  className="button-quiet"
                  aria-label={`Move ${banner.textTwo ?? banner.bannerId} up`}
                  disabled={index === 0 || change.isPending}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button-quiet"
                  aria-label={`Move ${banner.textTwo ?? banner.bannerId} down`}
                  disabled={index === rows.length - 1 || change.isPending}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button-quiet"
                  onClick={() => setEditing({ draft: draftOf(banner), bannerId: banner.bannerId })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button-quiet"
                  onClick={() =>
                    change.mutate({
                      id: banner.bannerId,
                      suffix: '/active',
                      body: { isActive: !banner.isActive },
                    })
                  }
                >
                  {banner.isActive ? 'Retire' : 'Activate'}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
