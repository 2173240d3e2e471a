import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ZContentPageCreate } from '@app/contracts/content-pages';
import '../../components/list-page.css';
import '../../components/data-table.css';
import { FormField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { formatTime } from '../../lib/format';
import { useContentPages, useCreateContentPage } from './content-pages-api';
import './content-pages.css';

/** The content team's pages: each with its live version; a new page at a new address. */
export function ContentPagesPage() {
  const pages = useContentPages();
  const [creating, setCreating] = useState(false);
  return (
    <div className="list-page content-pages">
      <div className="list-page-heading">
        <h1>Pages</h1>
        <button type="button" className="button-primary" onClick={() => setCreating(true)}>
          New page
        </button>
      </div>
      <p className="field-hint">
        Each save is a new version, live at once. A material change of the terms or the sweepstakes
        rules asks every player to accept it again before they play or buy.
      </p>
      {pages.isError && <p role="alert">{pages.error.message}</p>}
      <div className="data-table">
        <table>
          <caption className="visually-hidden">Content pages</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Address</th>
              <th scope="col">Live version</th>
              <th scope="col">Last change</th>
              <th scope="col">Shown</th>
            </tr>
          </thead>
          <tbody>
            {pages.data?.map((page) => (
              <tr key={page.cmsId}>
                <td>
                  <Link to={`/content-pages/${page.cmsId}`}>{page.title}</Link>
                  {page.isConsentPage && <span className="content-pages-tag">Players accept</span>}
                </td>
                <td>/cms/{page.slug}</td>
                <td>
                  v{page.liveVersion}
                  {page.requiredVersion !== null && ` (players accept v${page.requiredVersion})`}
                </td>
                <td>
                  {formatTime(page.updatedAt)}
                  <span className="content-pages-by">{page.updatedBy ?? 'site release'}</span>
                </td>
                <td>{page.isActive ? 'Yes' : 'Hidden'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {creating && <NewPageDialog onClose={() => setCreating(false)} />}
    </div>
  );
}

function NewPageDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateContentPage();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ZContentPageCreate.safeParse({
      slug: String(form.get('slug') ?? ''),
      title: String(form.get('title') ?? ''),
      markdown: String(form.get('markdown') ?? ''),
      changeNote: 'New page',
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
    const page = await create.mutateAsync(parsed.data).catch(() => undefined);
    if (page) void navigate(`/content-pages/${page.cmsId}`);
  }

  return (
    <ModalDialog title="New page" onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label="Address"
          name="slug"
          error={errors.slug}
          hint="Shown at /cms/{address}: lowercase words joined by hyphens"
          autoComplete="off"
        />
        <FormField label="Title" name="title" error={errors.title} autoComplete="off" />
        <TextAreaField label="Text (Markdown)" name="markdown" rows={8} error={errors.markdown} />
        {create.isError && (
          <p className="field-error" role="alert">
            {create.error.message}
          </p>
        )}
        <div className="editor-form-actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button-primary" disabled={create.isPending}>
            Create page
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
