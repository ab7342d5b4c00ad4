import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A rounded tag; a link when it leads somewhere. */
export function Chip({ to, children }: { to?: string; children: ReactNode }) {
  const style =
    'inline-flex items-center rounded-full border border-gray-300 px-3 py-1 text-sm text-gray-700';
  if (!to) return <span className={style}>{children}</span>;
  return (
    <Link to={to} className={`${style} hover:border-orange-500 hover:bg-orange-50 hover:text-orange-800`}>
      {children}
    </Link>
  );
}
