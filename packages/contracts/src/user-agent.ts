/**
 * The short browser name sent with sign-up (SPEC §3 `browser`), read from
 * navigator.userAgent. Order matters: Edge, Opera and Samsung also say
 * "Chrome", and every Chromium and iOS browser also says "Safari".
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

export function browserName(userAgent: string): string {
  for (const [pattern, name] of BROWSERS) if (pattern.test(userAgent)) return name;
  return 'Other';
}

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

/** 'Chrome on Windows', for a player's list of sessions; 'Unknown device' without a user agent. */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browser = browserName(userAgent);
  if (browser === 'Other') return system ?? 'Unknown device';
  return system ? `${browser} on ${system}` : browser;
}
