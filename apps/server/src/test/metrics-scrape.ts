import type { TestApp } from './test-app';

/** GET /metrics as Prometheus scrapes it. */
export async function scrapeMetrics(t: TestApp, token?: string) {
  const res = await t.request('/metrics', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The value of the sample of `name` whose labels include `labels`, or undefined. */
export function sampleOf(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => present.get(key) === value))
      return Number(match[3]);
  }
  return undefined;
}
