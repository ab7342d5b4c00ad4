import type { OrderLogo } from '@logoya/core';
import type { DeliveryState } from '@logoya/core/rules/delivery';
import { formatDate } from '../format/date.ts';
import { useLang } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/** Each state's badge colours: waiting yellow, preparing blue, delivered green, cancelled grey. */
const TONES: Record<DeliveryState, string> = {
  awaiting_payment: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  preparing: 'bg-sky-100 text-sky-900 ring-sky-300',
  delivered: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-gray-100 text-gray-800 ring-gray-300',
};

/**
 * An order logo's one delivery state (ADR 0104) with the server's code and core's words, and its
 * delivery date when delivered: order history and payment complete show the same thing.
 */
export function DeliveryStatus({ line }: { line: Pick<OrderLogo, 'delivery_state' | 'delivered_at'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const state = line.delivery_state;
  const date = state === 'delivered' ? formatDate(line.delivered_at, lang) : '';
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span
        data-testid="delivery-state"
        data-state={state}
        className={`inline-flex rounded-lg px-2 py-0.5 text-xs font-bold ring-1 ${TONES[state]}`}
      >
        {t(`buying.delivery.${state}.label`)}
      </span>
      {date ? (
        <span className="text-xs whitespace-nowrap text-gray-700" data-testid="delivered-on">
          {t('buying.history.deliveredOn', { date })}
        </span>
      ) : null}
    </span>
  );
}

/** What happens next for these lines: each state's note once, in the order the lines come. */
export function DeliveryNotes({ lines }: { lines: readonly Pick<OrderLogo, 'delivery_state'>[] }) {
  const { t } = useTranslation();
  const states = [...new Set(lines.map((l) => l.delivery_state))];
  return (
    <>
      {states.map((state) => (
        <p key={state} className="mt-3 text-sm text-gray-800" data-testid="delivery-note" data-state={state}>
          {t(`buying.delivery.${state}.note`)}
        </p>
      ))}
    </>
  );
}
