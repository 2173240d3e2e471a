import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ERRORS } from '@app/contracts/error-codes';
import { getJson, postJson } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import { cmsPageVersions } from './cms-pages.tables';
import { cmsPages } from './content.tables';

let t: TestApp;
let content: string;
let support: string;
beforeAll(async () => {
  t = await startTestApp();
  content = await staffSignIn(t, 'content');
  support = await staffSignIn(t, 'support');
});
afterAll(async () => {
  await t.close();
});

const call = async (path: string, cookie: string, body?: unknown, method = 'POST') => {
  const res =
    body === undefined
      ? await getJson(t, path, cookie)
      : await postJson(t, path, body, cookie, method);
  return { status: res.status, body: await json(res) };
};
const errorCode = (body: { errors?: { errorCode: number }[] }) => body.errors?.[0]?.errorCode;

async function pageId(slug: string) {
  const { body } = await call('/admin/content-pages', content);
  return (body.data.pages as { cmsId: number; slug: string }[]).find((p) => p.slug === slug)!.cmsId;
}
const playerPage = async (slug: string) =>
  json(await getJson(t, `/details/cms-detail?slug=${slug}`));

/** Rows of both tables: a refused request writes none. */
async function written() {
  const [pages] = await t.db.select({ n: count() }).from(cmsPages);
  const [versions] = await t.db.select({ n: count() }).from(cmsPageVersions);
  return { pages: pages!.n, versions: versions!.n };
}

describe('content pages: versions and rollback', () => {
  it('lists the seeded pages, each at version 1', async () => {
    const { status, body } = await call('/admin/content-pages', content);
    expect(status).toBe(200);
    const terms = body.data.pages.find((p: { slug: string }) => p.slug === 'terms-and-conditions');
    expect(terms).toMatchObject({ liveVersion: 1, isConsentPage: true, requiredVersion: null });
  });

  it('saves each edit as a new live version, lists who, when and what changed, and rolls back', async () => {
    const cmsId = await pageId('privacy-policy');
    const first = await call(`/admin/content-pages/${cmsId}`, content);
    const original = first.body.data.page;

    const saved = await call(
      `/admin/content-pages/${cmsId}`,
      content,
      {
        title: 'Privacy Notice',
        markdown: '## Who we are\n\nWe keep **little** data.\n\n- email\n- name',
        changeNote: 'Shorter notice',
        materialChange: false,
      },
      'PUT',
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.page).toMatchObject({ liveVersion: 2, title: 'Privacy Notice' });
    expect(saved.body.data.page.updatedBy).toBe('content@goldensweeps.test');
    const live = await playerPage('privacy-policy');
    expect(live.data.cmsPage.title.EN).toBe('Privacy Notice');
    expect(live.data.cmsPage.content.EN).toContain('<h2>Who we are</h2>');

    const audit = await auditOf(t, 'content.page.save');
    expect(audit[0]).toMatchObject({
      staffEmail: 'content@goldensweeps.test',
      target: 'cms-page:privacy-policy',
      before: { version: 1, title: original.title },
      after: { version: 2, title: 'Privacy Notice' },
    });

    const history = await call(`/admin/content-pages/${cmsId}/versions`, content);
    expect(history.body.data.versions).toHaveLength(2);
    expect(history.body.data.versions[0]).toMatchObject({
      version: 2,
      changeNote: 'Shorter notice',
      staffEmail: 'content@goldensweeps.test',
      isMaterial: false,
      restoredFrom: null,
    });
    expect(history.body.data.versions[0].summary).toMatch(
      /^Title ".*" → "Privacy Notice"; \d+ lines added, \d+ lines removed$/,
    );
    expect(history.body.data.versions[1]).toMatchObject({ version: 1, staffEmail: null });

    const rolled = await call(`/admin/content-pages/${cmsId}/rollback`, content, {
      version: 1,
      changeNote: 'The short notice left out the retention table',
      materialChange: false,
    });
    expect(rolled.status).toBe(200);
    expect(rolled.body.data.page).toMatchObject({ liveVersion: 3, title: original.title });
    const restored = await playerPage('privacy-policy');
    expect(restored.data.cmsPage.title.EN).toBe(original.title);
    expect(restored.data.cmsPage.content.EN).toContain('<table');
    const after = await call(`/admin/content-pages/${cmsId}/versions`, content);
    expect(after.body.data.versions[0]).toMatchObject({ version: 3, restoredFrom: 1 });
    expect((await auditOf(t, 'content.page.rollback'))[0]).toMatchObject({
      before: { version: 2, title: 'Privacy Notice' },
      after: { version: 3, title: original.title },
    });

    // Rolling back to the text that is live already, or to a version that never was, changes nothing.
    const before = await written();
    const same = await call(`/admin/content-pages/${cmsId}/rollback`, content, {
      version: 1,
      changeNote: 'again',
      materialChange: false,
    });
    expect(errorCode(same.body)).toBe(ERRORS.ContentPageUnchanged.code);
    const unknown = await call(`/admin/content-pages/${cmsId}/rollback`, content, {
      version: 99,
      changeNote: 'no such version',
      materialChange: false,
    });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown.body)).toBe(ERRORS.ContentPageVersionUnknown.code);
    expect(await written()).toEqual(before);
  });

  it('sanitizes what is saved: no script, handler or foreign frame reaches a player', async () => {
    const cmsId = await pageId('responsible-gaming');
    const res = await call(
      `/admin/content-pages/${cmsId}`,
      content,
      {
        title: 'Responsible Gaming',
        markdown:
          '## Help\n\n<script>alert(1)</script><img src=x onerror=alert(1)>' +
          '<iframe src="https://evil.test"></iframe>\n\n[call us](javascript:alert(1)) ' +
          '<a href="tel:+18004262537">1-800-GAMBLER</a>',
        changeNote: 'Helpline',
        materialChange: false,
      },
      'PUT',
    );
    expect(res.status).toBe(200);
    const html = (await playerPage('responsible-gaming')).data.cmsPage.content.EN as string;
    expect(html).not.toMatch(/script|onerror|iframe|javascript/i);
    expect(html).toContain('<a href="tel:+18004262537">1-800-GAMBLER</a>');
    const [stored] = await t.db.select().from(cmsPages).where(eq(cmsPages.cmsId, cmsId));
    expect(stored!.content.EN).toBe(html);
  });

  it('creates a page at a new slug, and hides and shows it', async () => {
    const created = await call('/admin/content-pages', content, {
      slug: 'holiday-hours',
      title: 'Holiday Hours',
      markdown: 'Support is open **9 to 5** on holidays.',
      changeNote: 'New page',
    });
    expect(created.status).toBe(200);
    expect(created.body.data.page).toMatchObject({
      slug: 'holiday-hours',
      liveVersion: 1,
      isActive: true,
    });
    expect((await playerPage('holiday-hours')).data.cmsPage.content.EN).toContain(
      '<strong>9 to 5</strong>',
    );
    expect((await auditOf(t, 'content.page.create'))[0]).toMatchObject({
      before: null,
      after: { slug: 'holiday-hours', version: 1 },
    });

    const cmsId = created.body.data.page.cmsId;
    const hidden = await call(
      `/admin/content-pages/${cmsId}/active`,
      content,
      { isActive: false },
      'PUT',
    );
    expect(hidden.body.data.page.isActive).toBe(false);
    expect((await getJson(t, '/details/cms-detail?slug=holiday-hours')).status).toBe(404);
    expect((await auditOf(t, 'content.page.deactivate'))[0]).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
    });
    await call(`/admin/content-pages/${cmsId}/active`, content, { isActive: true }, 'PUT');
    expect((await getJson(t, '/details/cms-detail?slug=holiday-hours')).status).toBe(200);
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const terms = await pageId('terms-and-conditions');
    const before = await written();
    const audits = (await auditOf(t, 'content.page.save')).length;
    const good = { title: 'Terms', markdown: 'Text', changeNote: 'Note', materialChange: false };
    const cases: [string, unknown, string, number][] = [
      ['/admin/content-pages', { ...good, slug: 'Bad Slug!' }, 'POST', ERRORS.ValidationError.code],
      ['/admin/content-pages', { ...good, slug: 'a--b' }, 'POST', ERRORS.ValidationError.code],
      [
        '/admin/content-pages',
        { ...good, slug: 'contact-us' },
        'POST',
        ERRORS.ContentPageSlugTaken.code,
      ],
      [
        `/admin/content-pages/${terms}`,
        { ...good, changeNote: '  ' },
        'PUT',
        ERRORS.ValidationError.code,
      ],
      [
        `/admin/content-pages/${terms}`,
        { ...good, markdown: '' },
        'PUT',
        ERRORS.ValidationError.code,
      ],
      [
        `/admin/content-pages/${terms}`,
        { ...good, title: 'x'.repeat(201) },
        'PUT',
        ERRORS.ValidationError.code,
      ],
      [
        `/admin/content-pages/${terms}`,
        { ...good, materialChange: 'yes' },
        'PUT',
        ERRORS.ValidationError.code,
      ],
      ['/admin/content-pages/999999', good, 'PUT', ERRORS.NotFound.code],
      [
        `/admin/content-pages/${terms}/active`,
        { isActive: false },
        'PUT',
        ERRORS.ValidationError.code,
      ],
    ];
    for (const [path, body, method, code] of cases) {
      const res = await call(path, content, body, method);
      expect(errorCode(res.body), `${method} ${path} ${JSON.stringify(body)}`).toBe(code);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(await written()).toEqual(before);
    expect((await auditOf(t, 'content.page.save')).length).toBe(audits);
  });

  it('refuses a support member every content route, writing nothing', async () => {
    const terms = await pageId('terms-and-conditions');
    const before = await written();
    const attempts: [string, unknown, string][] = [
      ['/admin/content-pages', undefined, 'GET'],
      [`/admin/content-pages/${terms}/versions`, undefined, 'GET'],
      [
        `/admin/content-pages/${terms}`,
        { title: 'T', markdown: 'x', changeNote: 'n', materialChange: true },
        'PUT',
      ],
      [
        `/admin/content-pages/${terms}/rollback`,
        { version: 1, changeNote: 'n', materialChange: false },
        'POST',
      ],
      [
        '/admin/content-pages',
        { slug: 'sneaky', title: 'T', markdown: 'x', changeNote: 'n' },
        'POST',
      ],
      ['/admin/content-pages/preview', { markdown: 'x' }, 'POST'],
    ];
    for (const [path, body, method] of attempts) {
      const res = await call(path, support, body, method);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await written()).toEqual(before);
  });

  it('previews a text as it would be published', async () => {
    const res = await call('/admin/content-pages/preview', content, {
      markdown: '# Title\n\n<p onclick="alert(1)">hi</p>',
    });
    expect(res.body.data.html).toBe('<h1>Title</h1>\n<p>hi</p>');
  });
});
