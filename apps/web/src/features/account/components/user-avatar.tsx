import type { AccountUser } from '@logoya/core';
import { useState } from 'react';

/** The member's picture, or the first letter of the name on an orange disc. Decorative. */
export function UserAvatar({ user, className = 'size-10' }: { user: AccountUser; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const initial = Array.from((user.name || user.email || '?').trim())[0]?.toUpperCase() ?? '?';
  if (user.picture && failed !== user.picture) {
    return (
      <img
        src={user.picture}
        alt=""
        className={`${className} shrink-0 rounded-full border border-gray-200 object-cover`}
        onError={() => setFailed(user.picture)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-orange-100 font-bold text-orange-800`}
    >
      {initial}
    </span>
  );
}
