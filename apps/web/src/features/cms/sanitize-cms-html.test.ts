// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createCmsSanitizer } from './sanitize-cms-html';

const sanitize = createCmsSanitizer(window);

describe('sanitizeCmsHtml', () => {
  it('keeps headings, lists, emphasis, links and tables', () => {
    const html =
      '<h2>1. Eligibility</h2><p>You must be <strong>18</strong> or <em>older</em>.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<p><a href="/cms/privacy-policy">Privacy Policy</a> <a href="mailto:help@x.test">mail</a></p>';
    expect(sanitize(html)).toBe(html);
  });

  it('removes scripts, styles, frames, forms, images and event handlers', () => {
    const clean = sanitize(
      '<p onclick="steal()">Hi<script>steal()</script></p><style>body{display:none}</style>' +
        '<iframe src="https://evil.test"></iframe><img src=x onerror="steal()">' +
        '<form action="https://evil.test"><input name="password"></form>' +
        '<p style="position:fixed" class="modal">Text</p>',
    );
    expect(clean).toBe('<p>Hi</p><p>Text</p>');
  });

  it('drops links that run code or leave the allowed schemes, keeping their text', () => {
    expect(sanitize('<a href="javascript:steal()">Claim</a>')).toBe('<a>Claim</a>');
    expect(sanitize('<a href="data:text/html,x">Claim</a>')).toBe('<a>Claim</a>');
    expect(sanitize('<a href="vbscript:msgbox(1)">Claim</a>')).toBe('<a>Claim</a>');
    expect(sanitize('<a href="ftp://files.test/x">Claim</a>')).toBe('<a>Claim</a>');
  });

  it('opens links to other sites in a new tab without handing them the page', () => {
    expect(sanitize('<a href="https://www.ncpgambling.org/">NCPG</a>')).toBe(
      '<a href="https://www.ncpgambling.org/" target="_blank" rel="noopener noreferrer">NCPG</a>',
    );
    expect(sanitize('<a href="//other.test/x">Other</a>')).toBe(
      '<a href="//other.test/x" target="_blank" rel="noopener noreferrer">Other</a>',
    );
    expect(sanitize('<a href="/cms/contact-us" target="_top">Contact</a>')).toBe(
      '<a href="/cms/contact-us">Contact</a>',
    );
  });

  it('labels each data cell with its column heading for the phone layout', () => {
    const clean = sanitize(
      '<table><thead><tr><th>Record</th><th>Kept</th></tr></thead>' +
        '<tbody><tr><th scope="row">Play</th><td>5 years</td></tr></tbody></table>',
    );
    expect(clean).toContain('<th scope="row">Play</th><td data-label="Kept">5 years</td>');
  });

  it('turns an h1 into a section heading and puts each table in a scrolling frame', () => {
    expect(sanitize('<h1>Rules</h1>')).toBe('<h2>Rules</h2>');
    expect(
      sanitize(
        '<table><tbody><tr><th scope="row">Prize</th><td>1 SC = $1</td></tr></tbody></table>',
      ),
    ).toBe(
      '<div class="cms-content__table"><table><tbody><tr><th scope="row">Prize</th><td>1 SC = $1</td></tr></tbody></table></div>',
    );
  });
});
