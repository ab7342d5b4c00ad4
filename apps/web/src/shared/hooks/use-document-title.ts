import { useEffect } from 'react';

/** Sets the tab title of a page: "Page – Logoya", or just the site name. */
export function useDocumentTitle(title: string | null | undefined, siteName = 'Logoya'): void {
  useEffect(() => {
    if (title === null || title === undefined) return;
    document.title = title && title !== siteName ? `${title} – ${siteName}` : siteName;
  }, [title, siteName]);
}
