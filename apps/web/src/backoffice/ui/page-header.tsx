import type { ReactNode } from 'react';

/** The page's h1 with optional actions on the right. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-bold text-gray-900">{title}</h1>
      {children}
    </div>
  );
}
