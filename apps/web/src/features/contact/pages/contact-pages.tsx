import { PAGE_META } from '@logoya/core/seo/page-meta';
import { type ReactNode, useEffect, useRef } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ContactConfirm } from '../components/contact-confirm.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { type ContactStep, ContactSteps } from '../components/contact-steps.tsx';
import { ContactThanks } from '../components/contact-thanks.tsx';

interface FrameProps {
  step: ContactStep;
  heading: string;
  /** Move the focus to the heading on arrival, so a screen reader starts at the new step. */
  focusHeading?: boolean;
  children: ReactNode;
}

function ContactFrame({ step, heading, focusHeading = false, children }: FrameProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) ref.current?.focus();
  }, [focusHeading]);
  return (
    <div className="mx-auto max-w-3xl">
      <h1
        ref={ref}
        tabIndex={-1}
        className="mb-4 text-xl font-bold text-gray-900 focus:outline-none sm:text-2xl"
      >
        {heading}
      </h1>
      <ContactSteps current={step} />
      {children}
    </div>
  );
}

/** /:lang/contact */
export function ContactPage() {
  const { t } = useTranslation();
  const meta = PAGE_META[useLang()].contact;
  useDocumentTitle(meta.title);
  return (
    <ContactFrame step="input" heading={meta.title}>
      <p className="mb-5 max-w-3xl text-sm leading-relaxed text-gray-700 sm:text-base">
        {t('contact.form.intro')}
      </p>
      <ContactForm />
    </ContactFrame>
  );
}

/** /:lang/contact/confirm */
export function ContactConfirmPage() {
  const { t } = useTranslation();
  const meta = PAGE_META[useLang()].contact;
  useDocumentTitle(`${t('contact.confirm.title')} – ${meta.title}`);
  return (
    <ContactFrame step="confirm" heading={t('contact.confirm.title')} focusHeading>
      <ContactConfirm />
    </ContactFrame>
  );
}

/** /:lang/contact/thanks */
export function ContactThanksPage() {
  const { t } = useTranslation();
  const meta = PAGE_META[useLang()].contact;
  useDocumentTitle(`${t('contact.thanks.title')} – ${meta.title}`);
  return (
    <ContactFrame step="done" heading={t('contact.thanks.heading')} focusHeading>
      <ContactThanks />
    </ContactFrame>
  );
}
