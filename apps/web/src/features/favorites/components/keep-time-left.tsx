import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { keepRemaining } from '@logoya/core/rules/keep';
import { formatDateTime } from '../../../shared/format/date.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useNow } from '../hooks/use-now.ts';

/** "8 days 5 hours left" and the end of the keep, counting down by itself. */
export function KeepTimeLeft({ expiresAt, className = '' }: { expiresAt: string; className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const now = useNow();
  const left = keepRemaining(expiresAt, now);
  if (left.expired) {
    return (
      <p className={`text-sm font-semibold text-red-700 ${className}`} data-testid="keep-expired">
        {translateMessage(msg('keep_expired'), lang)}
      </p>
    );
  }
  const days = t('tank.days', { count: left.days });
  const hours = t('tank.hours', { count: left.hours });
  const time =
    left.days > 0 && left.hours > 0 ? t('tank.daysHours', { days, hours }) : left.days > 0 ? days : hours;
  const end = new Date(expiresAt);
  const endText = formatDateTime(expiresAt, lang, { zone: true });
  return (
    <p className={`text-sm text-gray-800 ${className}`} data-testid="keep-time-left">
      <span className="font-semibold text-orange-800">{t('tank.timeLeft', { time })}</span>{' '}
      <time dateTime={end.toISOString()} className="text-gray-600">
        {t('tank.keptUntil', { date: endText })}
      </time>
    </p>
  );
}
