import { useEffect, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ZContentPageSave, type TContentPageDetail } from '@app/contracts/content-pages';
import '../../components/list-page.css';
import { CheckboxField } from '../../components/checkbox-field';
import { FormField } from '../../components/form-field';
import { TextAreaField } from '../../components/text-area-field';
import {
  CONTENT_PAGES_KEY,
  previewContentPage,
  useContentPage,
  useSaveContentPage,
  useSetContentPageActive,
} from './content-pages-api';
import { ContentPageHistory } from './content-page-history';
import './content-pages.css';

const PREVIEW_DELAY_MS = 400;

/** The server's rendering of the text, a moment after typing stops: exactly what players get. */
function usePreview(markdown: string) {
  const [settled, setSettled] = useState(markdown);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(markdown), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [markdown]);
  return useQuery({
    queryKey: [...CONTENT_PAGES_KEY, 'preview', settled],
    queryFn: ({ signal }) => previewContentPage(settled, signal),
    enabled: settled.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** /content-pages/:cmsId: the page's editor with its live preview and version history. */
export function ContentPageEditorPage() {
  const cmsId = Number(useParams().cmsId);
  const page = useContentPage(cmsId);
  // Outside the editor, which starts again (a new key) once the saved version is live.
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  if (page.isPending) return <p>Loading…</p>;
  if (page.isError) return <p role="alert">{page.error.message}</p>;
  // A new key after each save: the form starts again from the live version.
  return (
    <PageEditor
      key={page.data.liveVersion}
      page={page.data}
      justSaved={savedVersion === page.data.liveVersion}
      onSaved={setSavedVersion}
    />
  );
}

function PageEditor({
  page,
  justSaved,
  onSaved,
}: {
  page: TContentPageDetail;
  justSaved: boolean;
  onSaved: (version: number) => void;
}) {
  const save = useSaveContentPage(page.cmsId);
  const setActive = useSetContentPageActive(page.cmsId);
  const [title, setTitle] = useState(page.title);
  const [markdown, setMarkdown] = useState(page.markdown);
  const [changeNote, setChangeNote] = useState('');
  const [material, setMaterial] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = usePreview(markdown);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZContentPageSave.safeParse({
      title,
      markdown,
      changeNote,
      materialChange: material,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    await save.mutateAsync(parsed.data).then(
      (saved) => onSaved(saved.liveVersion),
      () => undefined,
    );
  }

  return (
    <div className="list-page content-page-editor">
      <p>
        <Link to="/content-pages">← Pages</Link>
      </p>
      <div className="list-page-heading">
        <h1>{page.title}</h1>
        <a href={`/cms/${page.slug}`} target="_blank" rel="noreferrer">
          /cms/{page.slug}
        </a>
      </div>
      <p className="field-hint">
        Live version v{page.liveVersion}
        {page.updatedBy ? `, saved by ${page.updatedBy}` : ', the site release’s text'}.
        {page.requiredVersion !== null && ` Players must have accepted v${page.requiredVersion}.`}
        {justSaved && ' Saved: the new version is live.'}
      </p>
      {!page.isConsentPage && (
        <CheckboxField
          label="Shown on the site"
          checked={page.isActive}
          disabled={setActive.isPending}
          onChange={(event) => setActive.mutate(event.target.checked)}
        />
      )}
      <form className="content-page-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="content-page-columns">
          <div className="content-page-source">
            <FormField
              label="Title"
              value={title}
              error={errors.title}
              onChange={(event) => setTitle(event.target.value)}
            />
            <TextAreaField
              label="Text (Markdown; HTML blocks are kept)"
              value={markdown}
              rows={24}
              spellCheck
              error={errors.markdown}
              onChange={(event) => setMarkdown(event.target.value)}
            />
          </div>
          <section className="content-page-preview" aria-label="Preview">
            <h2>Preview</h2>
            {preview.data !== undefined && (
              <div className="content-page-rendered">
                {/* One h1 per screen (the page's own): the title the players see as their h1. */}
                <h3 className="content-page-rendered-title">{title}</h3>
                {/* The server's sanitized rendering (sanitize-html), as players are sent it. */}
                <div dangerouslySetInnerHTML={{ __html: preview.data }} />
              </div>
            )}
            {preview.isError && <p role="alert">{preview.error.message}</p>}
          </section>
        </div>
        <FormField
          label="Change note"
          value={changeNote}
          error={errors.changeNote}
          hint="What changed and why: the history and the players' dialog show it"
          onChange={(event) => setChangeNote(event.target.value)}
        />
        {page.isConsentPage && (
          <CheckboxField
            label="Material change: every player must accept this version before playing or buying"
            checked={material}
            onChange={(event) => setMaterial(event.target.checked)}
          />
        )}
        {save.isError && (
          <p className="field-error" role="alert">
            {save.error.message}
          </p>
        )}
        <div className="editor-form-actions">
          <button type="submit" className="button-primary" disabled={save.isPending}>
            Save and publish
          </button>
        </div>
      </form>
      <ContentPageHistory cmsId={page.cmsId} isConsentPage={page.isConsentPage} />
    </div>
  );
}
