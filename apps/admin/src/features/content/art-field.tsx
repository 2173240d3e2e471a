import { useId, useState } from 'react';
import { AVATAR_ACCEPT } from '@app/contracts/document-upload';
import { ApiError } from '../../lib/api-client';
import { uploadArt } from './content-api';

/** The required desktop art and the optional mobile art of a banner or a promotion. */
export function DesktopAndMobileArt({
  desktopImageUrl,
  mobileImageUrl,
  onChange,
}: {
  readonly desktopImageUrl: string;
  readonly mobileImageUrl: string | null | undefined;
  readonly onChange: (patch: { desktopImageUrl?: string; mobileImageUrl?: string | null }) => void;
}) {
  return (
    <>
      <ArtField
        label="Desktop art"
        value={desktopImageUrl || null}
        onChange={(url) => onChange({ desktopImageUrl: url ?? '' })}
      />
      <ArtField
        label="Mobile art"
        optional
        value={mobileImageUrl ?? null}
        onChange={(url) => onChange({ mobileImageUrl: url })}
      />
    </>
  );
}

/** An art address with its thumbnail and an upload button (PNG or JPEG, decoded by the server). */
export function ArtField({
  label,
  value,
  onChange,
  optional = false,
}: {
  readonly label: string;
  readonly value: string | null;
  readonly onChange: (url: string | null) => void;
  readonly optional?: boolean;
}) {
  const id = useId();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <div className="field content-art-field">
      <label htmlFor={id}>{label}</label>
      {value && <img className="content-thumb" src={value} alt={`${label} preview`} />}
      <input
        id={id}
        type="file"
        accept={AVATAR_ACCEPT}
        disabled={busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setBusy(true);
          setError('');
          try {
            onChange(await uploadArt(file));
          } catch (caught) {
            setError(caught instanceof ApiError ? caught.message : 'The upload failed');
          } finally {
            setBusy(false);
          }
        }}
      />
      {value && <p className="field-hint">{value}</p>}
      {optional && value && (
        <button type="button" className="button-quiet" onClick={() => onChange(null)}>
          Remove {label.toLowerCase()}
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Start and end as datetime-local inputs (the operator's local time). */
export function ScheduleFields({
  startsAt,
  endsAt,
  onChange,
}: {
  readonly startsAt: string;
  readonly endsAt: string;
  readonly onChange: (next: { startsAt: string; endsAt: string }) => void;
}) {
  const startId = useId();
  const endId = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={startId}>Starts (optional)</label>
        <input
          id={startId}
          type="datetime-local"
          value={startsAt}
          onChange={(event) => onChange({ startsAt: event.target.value, endsAt })}
        />
      </div>
      <div className="field">
        <label htmlFor={endId}>Ends (optional)</label>
        <input
          id={endId}
          type="datetime-local"
          value={endsAt}
          onChange={(event) => onChange({ startsAt, endsAt: event.target.value })}
        />
      </div>
    </>
  );
}
