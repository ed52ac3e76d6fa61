/**
 * Saves a downloaded file under `name` the way a link with `download` would. A plain link cannot
 * send the Bearer header, so the file is fetched first and handed to the browser as an object URL.
 */
export function saveFile(data: Blob, name: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
