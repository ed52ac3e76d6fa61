/**
 * Shares a text through the Web Share API where the browser has it, else copies it to the
 * clipboard (spec §7). 'cancelled' when the reader closed the share sheet.
 */
export async function shareOrCopy(title: string, text: string): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Share refused for another reason (not allowed here): fall back to the clipboard.
    }
  }
  await navigator.clipboard.writeText(text);
  return 'copied';
}
