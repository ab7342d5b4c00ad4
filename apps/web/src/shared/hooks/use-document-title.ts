import { pageTitle } from '@logoya/core/seo/site';
import { useEffect } from 'react';

/**
 * Sets the tab title of a page. Shop pages use the same form as the server's SEO head
 * ("Page | Logoya", packages/core/src/seo/site.ts), so a loaded page and a navigated-to page agree;
 * the back office passes its own site name and keeps "Page – ロゴヤ管理".
 */
export function useDocumentTitle(title: string | null | undefined, siteName?: string): void {
  useEffect(() => {
    if (title === null || title === undefined) return;
    if (siteName === undefined) {
      document.title = pageTitle(title);
      return;
    }
    document.title = title && title !== siteName ? `${title} – ${siteName}` : siteName;
  }, [title, siteName]);
}
