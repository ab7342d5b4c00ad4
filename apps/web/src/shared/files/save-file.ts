/** Clicks a hidden download link: the browser saves what `href` answers under `fileName`. */
function clickDownload(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves a file the app fetched itself under a name, as a download. The object URL is revoked a
 * little later, once the browser has started the download.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  clickDownload(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Downloads a same-origin URL directly (a signed delivery link): the browser sends the session
 * cookie with it and writes the file to disk as it arrives.
 */
export function downloadUrl(url: string, fileName: string): void {
  clickDownload(url, fileName);
}
