/** `npm run test:e2e` runs this first: without Chromium there is no point building. */
import { exitUnlessChromium } from './support/chromium';

exitUnlessChromium();
