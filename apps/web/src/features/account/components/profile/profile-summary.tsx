import type { AccountUser } from '@logoya/core';
import { padNumber } from '@logoya/core/rules/text';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';

/** Family name first in Japanese and Vietnamese, given name first in English. */
export function fullName(user: AccountUser, lang: string): string {
  const parts = lang === 'en' ? [user.first_name, user.last_name] : [user.last_name, user.first_name];
  return parts.filter((p) => p?.trim()).join(' ') || user.name;
}

/** The read-only profile (SPEC §2): customer number, e-mail, company, name, address, phone. */
export function ProfileSummary({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rows: [string, string | null, string][] = [
    [t('profile.customerNumber'), padNumber(user.id), 'customer-number'],
    [t('profile.email'), user.email, 'email'],
    [t('profile.companyName'), user.company_name, 'company-name'],
    [t('profile.fullName'), fullName(user, lang), 'full-name'],
    [t('profile.postalCode'), user.postal_code, 'postal-code'],
    [t('profile.addressLine1'), user.address_line_1, 'address-line-1'],
    [t('profile.addressLine2'), user.address_line_2, 'address-line-2'],
    [t('profile.phone'), user.phone, 'phone'],
  ];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-x-6">
      {rows.map(([label, value, id]) => (
        <div key={id} className="sm:contents">
          <dt className="font-semibold text-gray-700">{label}</dt>
          <dd
            className={`break-words ${value?.trim() ? 'text-gray-900' : 'text-gray-600 italic'}`}
            data-testid={`profile-${id}`}
          >
            {value?.trim() ? value : t('profile.notSet')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
