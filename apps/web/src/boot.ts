import { afterFirstPaint } from './lib/after-first-paint';

/**
 * The script of a visitor's lobby page, the one page the server paints before the app runs
 * (decision 069). The page's first screen (the top bar, the first banner, the bottom
 * navigation) is in its HTML with the CSS it needs, so nothing else has to arrive before it is
 * on screen: the app's scripts and its stylesheet are asked for once the banner has been
 * painted, and then run as on every other page (main.tsx). Until then they would only share the
 * connection with the banner. Every other page loads main.tsx directly (index.html).
 */
afterFirstPaint(document.getElementById('root'), () => void import('./main'));
