/** Polls `condition` (sync or async) until it holds; fails naming `what` after `ms`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  ms = 15_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
