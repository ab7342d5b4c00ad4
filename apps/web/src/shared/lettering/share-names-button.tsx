import { useSearchParams } from 'react-router';
import { useCopy } from '../hooks/use-copy.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { secondaryButton } from '../ui/field.tsx';
import { ICON_BASE } from '../ui/icons.tsx';
import { sharedNamesSearch } from './share-link.ts';
import type { TypedNames } from './typed-names.ts';

/**
 * Shares the logo with the names it shows (issue 25, ADR 0101): the page's address takes the names
 * (so reloading or copying it keeps them), then the phone's share sheet opens, or the link is
 * copied where there is none. Shown only while the picture shows those names.
 */
export function ShareNamesButton({ names }: { names: TypedNames }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const copy = useCopy({ copied: t('detail.shareCopied'), failed: t('detail.shareFailed') });
  const share = async () => {
    const search = sharedNamesSearch(names);
    setSearchParams(new URLSearchParams(search), { replace: true, preventScrollReset: true });
    const url = `${window.location.origin}${window.location.pathname}${search}`;
    if (typeof navigator.share === 'function' && navigator.canShare?.({ url })) {
      // Closing the sheet without sharing rejects; nothing to say then.
      await navigator.share({ url }).catch(() => undefined);
      return;
    }
    await copy(url);
  };
  return (
    <div>
      <button
        type="button"
        className={`${secondaryButton} min-h-11 w-full`}
        onClick={share}
        data-testid="share-names"
      >
        <ShareIcon />
        {t('detail.shareNames')}
      </button>
      <p className="mt-1 text-xs text-gray-700">{t('detail.shareNamesHint')}</p>
    </div>
  );
}

// Here, not in the shared icons: only this lazy screen shows it (first-load budget).
function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      {...ICON_BASE}
      className="size-4"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}
