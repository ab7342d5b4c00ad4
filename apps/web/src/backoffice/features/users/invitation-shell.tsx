import type { ReactNode } from 'react';
import { BrandMark } from '../../../shared/ui/brand-mark.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';

/** The public page's frame, as the login's: the brand above one card. */
export function InvitationShell({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useBoTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gray-100 px-4 py-10 text-gray-800">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-2">
          <BrandMark className="size-10" />
          <p className="text-left leading-tight">
            <span className="block text-xl font-extrabold text-gray-900">Logoya</span>
            <span className="block text-xs font-semibold text-gray-600">{t('app.section')}</span>
          </p>
        </div>
        <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
          <h1 className="text-lg font-bold text-gray-900">{title}</h1>
          {lead ? <p className="mt-1 text-sm text-gray-600">{lead}</p> : null}
          <div className="mt-5">{children}</div>
        </div>
      </div>
    </main>
  );
}
