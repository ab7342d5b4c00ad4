import type { CheckoutSummary } from '@logoya/core';
import { PAYMENT_METHOD } from '@logoya/core/constants';
import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { createPayIntent } from '../api/create-pay-intent.ts';
import { placeOrder } from '../api/place-order.ts';
import { createQrOrder } from '../api/qr-order.ts';
import type { CardConfirmer } from '../lib/card-confirmer.ts';
import { reportUntilSettled } from '../lib/report-order.ts';
import { useOrderPlaced } from './use-order-placed.ts';

/** Where the payment stands, as the page shows it beside the button. */
export type PayStatus =
  | { phase: 'idle' }
  | { phase: 'working' }
  | { phase: 'processing'; message: string }
  | { phase: 'failed'; message: string }
  | { phase: 'stalled' };

const POLL_MS = 2000;
const POLL_LIMIT_MS = 60_000;
const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Pays for the chosen lines (SPEC §4). Card: check the card fields, create the intent (the logos
 * are held), confirm it with the card, then report it until the server has seen it succeed
 * (processing: again every 2 s for up to 60 s). QR (vi): create the waiting order and show its QR.
 * A changed price or an unbuyable logo refreshes the summary; the server's words are shown.
 */
export function usePayment(
  ids: readonly number[],
  summary: CheckoutSummary | undefined,
  refresh: () => void,
) {
  const lang = useLang();
  const client = useQueryClient();
  const placed = useOrderPlaced();
  const [status, setStatus] = useState<PayStatus>({ phase: 'idle' });
  const confirmer = useRef<CardConfirmer | null>(null);
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);
  const register = useCallback((card: CardConfirmer | null) => {
    confirmer.current = card;
  }, []);

  const fail = (error: unknown) => {
    const clear =
      error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
    setStatus({
      phase: 'failed',
      message: translateMessage(clear ? error.message : msg('payment_error'), lang),
    });
    // A new price or a logo taken meanwhile: show the summary and the cart as they are now.
    if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
      refresh();
      void client.invalidateQueries({ queryKey: ['cart'] });
    }
  };

  const report = async (paymentIntent: string, clientSecret: string) => {
    setStatus({ phase: 'working' });
    try {
      const result = await reportUntilSettled(
        () =>
          placeOrder(lang, {
            payment_intent: paymentIntent,
            client_secret: clientSecret,
            products: [...ids],
            status: 2,
            lang,
            payment_method_id: PAYMENT_METHOD.card,
          }),
        {
          intervalMs: POLL_MS,
          timeoutMs: POLL_LIMIT_MS,
          sleep,
          now: Date.now,
          // Server messages may arrive as codes: they are shown in the page's language.
          onProcessing: (message) =>
            setStatus({ phase: 'processing', message: translateMessage(message, lang) }),
          stopped: () => left.current,
        },
      );
      if (result === 'timeout') setStatus({ phase: 'stalled' });
      else if (result !== 'stopped') placed(result, `/my-page/payment-complete?order=${result.id}`);
    } catch (error) {
      fail(error);
    }
  };

  const payByCard = async (total: CheckoutSummary) => {
    const card = confirmer.current;
    if (!card) return;
    setStatus({ phase: 'working' });
    if (!(await card.validate())) return setStatus({ phase: 'idle' });
    try {
      const intent = await createPayIntent(lang, {
        items: [...ids],
        amount: total.total,
        currency: total.currency.toLowerCase(),
        payment_method_id: PAYMENT_METHOD.card,
      });
      if ((await card.confirm(intent)) === 'fields') return setStatus({ phase: 'idle' });
      await report(intent.payment_intent, intent.client_secret);
    } catch (error) {
      fail(error);
    }
  };

  const payByQr = async (total: CheckoutSummary) => {
    setStatus({ phase: 'working' });
    try {
      const order = await createQrOrder(lang, {
        products: [...ids],
        amount: total.total,
        status: 2,
        lang,
        payment_method_id: PAYMENT_METHOD.qr,
      });
      placed(order, `/my-page/payment-qr/${order.id}`);
    } catch (error) {
      fail(error);
    }
  };

  const pay = (methodId: number) => {
    if (!summary) return;
    if (methodId === PAYMENT_METHOD.qr) void payByQr(summary);
    else void payByCard(summary);
  };

  return { status, setStatus, register, pay, report };
}
