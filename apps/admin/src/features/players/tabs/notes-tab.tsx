import { useState } from 'react';
import { ZPlayerNoteRequest } from '@app/contracts/players-admin';
import { formatTime } from '../../../lib/format';
import { useCan } from '../../../lib/staff-session';
import { useAddNote, useNotes } from '../players-api';

/** Notes by staff, newest first; support and up write them. */
export function NotesTab({ userId }: { userId: number }) {
  const notes = useNotes(userId);
  const add = useAddNote(userId);
  const canWrite = useCan('players.notes.write');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const parsed = ZPlayerNoteRequest.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data.body, {
      onSuccess: () => {
        setBody('');
        void notes.refetch();
      },
    });
  };
  return (
    <section aria-label="Notes" className="notes">
      {canWrite && (
        <form
          className="note-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <div className="field">
            <label htmlFor="note-body">New note</label>
            <textarea
              id="note-body"
              rows={3}
              value={body}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setBody(event.target.value)}
            />
            {(error ?? add.error?.message) && (
              <p className="field-error" role="alert">
                {error ?? add.error?.message}
              </p>
            )}
          </div>
          <button type="submit" className="button-primary" disabled={add.isPending}>
            Add note
          </button>
        </form>
      )}
      <ol className="note-list">
        {(notes.data?.rows ?? []).map((note) => (
          <li key={note.id}>
            <p>{note.body}</p>
            <p className="muted">
              {note.staffEmail} · {formatTime(note.at)}
            </p>
          </li>
        ))}
      </ol>
      {notes.data?.rows.length === 0 && <p className="muted">No note yet.</p>}
    </section>
  );
}
