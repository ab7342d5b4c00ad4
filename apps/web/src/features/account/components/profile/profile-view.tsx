import type { TranslationKey } from '@logoya/core/i18n/index';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../../shared/auth/session.tsx';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { secondaryButton } from '../../../../shared/ui/field.tsx';
import { AvatarPicker } from '../avatar/avatar-picker.tsx';
import { EmailChangeForm } from './email-change-form.tsx';
import { MailPreferencesCard } from './mail-preferences.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ProfileSummary } from './profile-summary.tsx';

type Section = 'none' | 'profile' | 'email' | 'password';

/** #email and #password in the URL open those sections (SPEC §2). */
function sectionOfHash(hash: string): Section {
  if (hash === '#email') return 'email';
  if (hash === '#password') return 'password';
  return 'none';
}

const TITLES: Record<Exclude<Section, 'none'>, TranslationKey> = {
  profile: 'profile.editProfileTitle',
  email: 'profile.emailTitle',
  password: 'profile.passwordTitle',
};

function SectionCard({ section, children }: { section: Exclude<Section, 'none'>; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // An opened section takes the focus (and scrolls into view), so keyboard users land in its form.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input:not([hidden])')?.focus();
  }, []);
  return (
    <section
      ref={ref}
      id={section === 'profile' ? undefined : section}
      aria-labelledby={titleId}
      className="rounded-xl border border-gray-200 p-5"
      data-testid={`section-${section}`}
    >
      <h2 id={titleId} className="mb-4 text-lg font-bold text-gray-900">
        {t(TITLES[section])}
      </h2>
      {children}
    </section>
  );
}

/** The profile page: the member's details and one edit section at a time; saving returns to none. */
export function ProfileView() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [section, setSection] = useState<Section>(() => sectionOfHash(location.hash));
  const [notice, setNotice] = useState<string | null>(null);

  // A menu link to #email or #password opens that section even when the page is already shown.
  // A hash-only change keeps the location key, so the hash is a dependency as well.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows every navigation
  useEffect(() => {
    const fromHash = sectionOfHash(location.hash);
    if (fromHash !== 'none') {
      setSection(fromHash);
      setNotice(null);
    }
  }, [location.key, location.hash]);

  if (!user) return null;

  const open = (next: Section) => {
    setNotice(null);
    setSection(next);
  };
  const backToNone = (message: string | null = null) => {
    setSection('none');
    setNotice(message);
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };

  return (
    <div className="space-y-6">
      <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{t('profile.title')}</h1>
      {notice ? (
        <p
          role="status"
          className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {notice}
        </p>
      ) : null}
      <div className="flex flex-col gap-6 rounded-xl border border-gray-200 p-5 sm:flex-row sm:items-start">
        <AvatarPicker user={user} />
        <div className="min-w-0 flex-1">
          <ProfileSummary user={user} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {(['profile', 'email', 'password'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={secondaryButton}
            aria-pressed={section === name}
            onClick={() => open(name)}
          >
            {t(name === 'profile' ? 'profile.edit' : TITLES[name])}
          </button>
        ))}
      </div>
      {section === 'profile' ? (
        <SectionCard section="profile">
          <ProfileEditForm user={user} onDone={() => backToNone()} />
        </SectionCard>
      ) : null}
      {section === 'email' ? (
        <SectionCard section="email">
          <EmailChangeForm onDone={() => backToNone()} />
        </SectionCard>
      ) : null}
      {section === 'password' ? (
        <SectionCard section="password">
          <PasswordChangeForm
            onDone={() => backToNone(t('profile.passwordChanged'))}
            onCancel={() => backToNone()}
          />
        </SectionCard>
      ) : null}
      <MailPreferencesCard />
    </div>
  );
}
