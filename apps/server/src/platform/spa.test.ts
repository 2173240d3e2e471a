import { describe, expect, it } from 'vitest';
import { LOBBY_ROOT_MARKER, lobbyHtml } from './lobby-page';

const index = '<!doctype html><head><title>x</title></head><body><div id="root"></div></body>';

describe('lobbyHtml', () => {
  it('puts the head tags before </head> and what follows the marker inside #root', () => {
    const html = lobbyHtml(index, `<link rel="preload">${LOBBY_ROOT_MARKER}<p>first paint</p>`);
    expect(html).toBe(
      '<!doctype html><head><title>x</title><link rel="preload"></head><body><div id="root"><p>first paint</p></div></body>',
    );
  });

  it('leaves #root empty without a marker', () => {
    expect(lobbyHtml(index, '<link rel="preload">')).toContain('<div id="root"></div>');
  });

  it('keeps a $ in the markup as it is', () => {
    const html = lobbyHtml(index, `<meta content="$&">${LOBBY_ROOT_MARKER}<p>$1 $' $\`</p>`);
    expect(html).toContain(`<meta content="$&"></head>`);
    expect(html).toContain(`<div id="root"><p>$1 $' $\`</p></div>`);
  });
});
