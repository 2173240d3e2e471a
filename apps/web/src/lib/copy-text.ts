/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use
 * it, else the selected `fallbackInput` copied the old way. Resolves to
 * whether it worked.
 */
export async function copyText(
  text: string,
  fallbackInput?: HTMLInputElement | null,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!fallbackInput) return false;
    fallbackInput.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
