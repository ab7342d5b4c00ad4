import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CARD_BRANDS, type CardBrand } from '../lib/card-brands.ts';
import type { PaymentMethodInfo } from '../lib/payment-methods.ts';

/** Each brand as a small text mark in its own colours, drawn here (no external images). */
const BRAND_MARK: Record<CardBrand, string> = {
  Visa: 'bg-[#1a1f71] text-white italic font-extrabold tracking-wide',
  Mastercard: 'bg-white text-gray-900 ring-1 ring-gray-300 font-bold',
  JCB: 'bg-[#0b4ea2] text-white font-extrabold',
  'American Express': 'bg-[#006fcf] text-white font-bold',
};

function MastercardCircles() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 16" className="h-3.5 w-5">
      <circle cx="8" cy="8" r="7" fill="#eb001b" />
      <circle cx="16" cy="8" r="7" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}

/**
 * What the checkout accepts, before the visitor chooses: the card brands when the card is offered,
 * and the VietQR bank transfer when it is (the vi shop). Only methods the server offers now.
 */
export function AcceptedPayments({ methods }: { methods: readonly PaymentMethodInfo[] }) {
  const { t } = useTranslation();
  const card = methods.some((method) => method.key === 'card' && method.available);
  const qr = methods.some((method) => method.key === 'qr' && method.available);
  if (!card && !qr) return null;
  return (
    <div data-testid="accepted-payments" className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800">
      <p className="font-semibold text-gray-900">{t('buying.checkout.acceptedHeading')}</p>
      <ul className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-2">
        {card ? (
          <li className="flex flex-wrap items-center gap-1.5">
            <span className="mr-0.5">{t('buying.checkout.acceptedCards')}:</span>
            <ul className="flex flex-wrap items-center gap-1.5">
              {CARD_BRANDS.map((brand) => (
                <li
                  key={brand}
                  className={`inline-flex h-6 items-center gap-1 rounded px-2 text-xs ${BRAND_MARK[brand]}`}
                >
                  {brand === 'Mastercard' ? <MastercardCircles /> : null}
                  {brand}
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        {qr ? (
          <li className="flex flex-wrap items-center gap-1.5">
            <span className="inline-flex h-6 items-center rounded bg-white px-2 text-xs font-extrabold ring-1 ring-gray-300">
              <span className="text-[#da251d]">Viet</span>
              <span className="text-[#0f4c9c]">QR</span>
            </span>
            <span>{t('buying.checkout.acceptedTransfer')}</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
