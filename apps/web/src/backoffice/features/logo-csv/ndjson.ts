import type { LogoImportLine } from '@logoya/core/contracts/staff-logo-csv';

/**
 * Reads the import's NDJSON answer as it grows: each call gets the whole text so far and hands
 * on the complete lines not seen yet (a last line without its line break waits for the next call).
 */
export function ndjsonReader(onLine: (line: LogoImportLine) => void) {
  let seen = 0;
  return (text: string) => {
    const lines = text.split('\n');
    // The last part is a line still arriving (or '' after a final line break).
    const complete = lines.slice(0, -1);
    for (const raw of complete.slice(seen)) {
      if (raw.trim() !== '') onLine(JSON.parse(raw) as LogoImportLine);
    }
    seen = Math.max(seen, complete.length);
  };
}
