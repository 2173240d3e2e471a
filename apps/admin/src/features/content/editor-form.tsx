import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { ScheduleFields } from './art-field';
import { useContentChange, type ContentKind } from './content-api';
import { firstProblem, fromLocalInput } from './content-form';

/** What every scheduled item's form edits besides its own fields (times as datetime-local text). */
export interface ScheduledDraft {
  readonly isActive: boolean;
  readonly startsAt: string;
  readonly endsAt: string;
}

export type SetDraft<D> = (patch: Partial<D>) => void;

/**
 * The form of one banner, popup or promotion: its own fields, then the schedule, Active, the
 * preview and Save/Cancel. The draft is checked by the contract's schema before it is sent; the
 * server's refusal is shown in the form, which stays open (decision 059).
 */
export function EditorForm<D extends ScheduledDraft>({
  kind,
  noun,
  schema,
  initial,
  id,
  onClose,
  fields,
  preview,
}: {
  readonly kind: ContentKind;
  /** 'banner', 'popup', 'promotion': the form's name, heading and Save button. */
  readonly noun: string;
  readonly schema: z.ZodType;
  readonly initial: D;
  readonly id?: number;
  readonly onClose: () => void;
  readonly fields: (draft: D, set: SetDraft<D>) => ReactNode;
  readonly preview: (draft: D) => ReactNode;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState('');
  const change = useContentChange(kind);
  const set: SetDraft<D> = (patch) => setDraft((current) => ({ ...current, ...patch }));
  const title = `${id ? 'Edit' : 'New'} ${noun}`;
  return (
    <form
      className="panel editor-form content-form"
      aria-label={title}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const body = {
          ...draft,
          startsAt: fromLocalInput(draft.startsAt),
          endsAt: fromLocalInput(draft.endsAt),
        };
        const problem = firstProblem(schema, body);
        if (problem) return setError(problem);
        try {
          await change.mutateAsync({ id, body });
          onClose();
        } catch (caught) {
          setError(caught instanceof ApiError ? caught.message : `The ${noun} was not saved`);
        }
      }}
    >
      <h2>{title}</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {fields(draft, set)}
      <ScheduleFields
        startsAt={draft.startsAt}
        endsAt={draft.endsAt}
        onChange={(patch) => set(patch as Partial<D>)}
      />
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={draft.isActive}
          onChange={(event) => set({ isActive: event.target.checked } as Partial<D>)}
        />{' '}
        Active
      </label>
      {preview(draft)}
      <div className="form-actions">
        <button type="submit" className="button-primary" disabled={change.isPending}>
          Save {noun}
        </button>
        <button type="button" className="button-quiet" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A labelled one-line text input of a draft's field (ids `${prefix}-${name}`). */
export function DraftText({
  prefix,
  label,
  name,
  value,
  onChange,
}: {
  readonly prefix: string;
  readonly label: string;
  readonly name: string;
  readonly value: string | null | undefined;
  readonly onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={`${prefix}-${name}`}>{label}</label>
      <input
        id={`${prefix}-${name}`}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
