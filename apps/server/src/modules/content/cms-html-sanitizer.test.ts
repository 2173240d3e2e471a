import { describe, expect, it } from 'vitest';
import { renderCmsMarkdown, sanitizeCmsHtml } from './cms-html-sanitizer';
import { CMS_PAGES } from './seed-data/cms-pages';

/** Whatever survives may not run, load or restyle anything. */
function expectInert(html: string) {
  expect(html).not.toMatch(
    /<\s*(script|style|iframe|object|embed|svg|math|img|base|meta|link|form)/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(javascript|vbscript|data)\s*:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/alert/);
}

describe('the content-page sanitizer', () => {
  it.each([
    ['a script tag', '<p>Hi</p><script>alert(1)</script>'],
    ['a script in upper case', '<SCRIPT SRC=//evil.test/x.js></SCRIPT>'],
    ['an image with onerror', '<img src=x onerror="alert(1)">'],
    ['an svg with onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
    ['a handler on an allowed tag', '<p onclick="alert(1)" onmouseover=alert(1)>text</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript&#58;alert(1)">x</a>'],
    ['a hex-encoded javascript: link', '<a href="&#x6A;&#x61;vascript:alert(1)">x</a>'],
    ['a javascript: link with a tab and spaces', '<a href=" jav&#x09;ascript:alert(1)">x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['a vbscript: link', '<a href="vbscript:alert(1)">x</a>'],
    ['a foreign iframe', '<iframe src="https://evil.test/alert"></iframe>'],
    ['an object', '<object data="https://evil.test/x.swf"></object>'],
    ['an embed', '<embed src="https://evil.test/x.swf">'],
    ['a style block', '<style>body{background:url("javascript:alert(1)")}</style><p>x</p>'],
    [
      'a style attribute',
      '<p style="position:fixed;inset:0;background:url(javascript:alert(1))">x</p>',
    ],
    ['a base tag', '<base href="https://evil.test/"><a href="/cms/terms">x</a>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['a form', '<form action="https://evil.test"><input name=x></form>'],
    ['a math tag', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
    ['a broken comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
    [
      'a noscript trick',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ],
  ])('strips %s', (_name, payload) => {
    expectInert(sanitizeCmsHtml(payload));
    expectInert(renderCmsMarkdown(payload));
  });

  it('strips a javascript: link written in Markdown', () => {
    const html = renderCmsMarkdown('[click](javascript:alert(1)) and [me](JAVASCRIPT:alert(1))');
    expectInert(html);
    expect(html).toContain('click');
  });

  it('keeps what legal pages need: headings, lists, tables, links and emphasis', () => {
    const html = renderCmsMarkdown(
      [
        '## 1. Eligibility',
        '',
        'You must be **18** or older; *void where prohibited*.',
        '',
        '- one',
        '- two',
        '',
        '| Coin | Use |',
        '| --- | --- |',
        '| SC | Prizes |',
        '',
        'See the [rules](/cms/sweepstakes-rules), [help](https://www.ncpgambling.org), ' +
          '<a href="mailto:support@goldensweeps.test">mail</a> or <a href="tel:+18004262537">call</a>.',
      ].join('\n'),
    );
    expect(html).toContain('<h2>1. Eligibility</h2>');
    expect(html).toContain('<strong>18</strong>');
    expect(html).toContain('<em>void where prohibited</em>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toContain('<th>Coin</th>');
    expect(html).toContain('<td>SC</td>');
    expect(html).toContain('<a href="/cms/sweepstakes-rules">rules</a>');
    expect(html).toContain('<a href="https://www.ncpgambling.org">help</a>');
    expect(html).toContain('<a href="mailto:support@goldensweeps.test">mail</a>');
    expect(html).toContain('<a href="tel:+18004262537">call</a>');
  });

  it('keeps the seeded legal pages as they are', () => {
    for (const page of CMS_PAGES) {
      const html = renderCmsMarkdown(page.html);
      // Every heading, table cell and link of the seed survives the round trip.
      for (const tag of ['<h2', '<h3', '<table', '<td', '<a ', '<li', '<strong']) {
        expect(html.split(tag).length, `${page.slug} ${tag}`).toBe(page.html.split(tag).length);
      }
    }
  });
});
