import { z } from 'zod';

/** Card payment calls shared by both gateways (the built-in test gateway and Stripe). */

export const PAYMENT_GATEWAYS = ['test', 'stripe'] as const;
export type PaymentGatewayKind = (typeof PAYMENT_GATEWAYS)[number];

export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;
export const paymentIntentStatus = z.enum(PAYMENT_INTENT_STATUSES).meta({ id: 'PaymentIntentStatus' });
export type PaymentIntentStatus = z.infer<typeof paymentIntentStatus>;

export const testCard = z
  .object({
    number: z.string().meta({ description: 'Card number, digits only.' }),
    outcome: z.enum(['succeeded', 'declined', 'processing']),
  })
  .meta({ id: 'TestCard' });
export type TestCard = z.infer<typeof testCard>;

/** GET /api/payments/config: which gateway the browser talks to. */
export const paymentsConfig = z
  .object({
    gateway: z.enum(PAYMENT_GATEWAYS),
    publishable_key: z
      .string()
      .nullable()
      .meta({ description: "Stripe's publishable key; null for the test gateway." }),
    demo: z.boolean().meta({
      description:
        'True while card payments go to the built-in test gateway: they are simulated and nothing is charged; the shop shows its demo notice. False under Stripe.',
    }),
    test_cards: z.array(testCard).optional().meta({
      description: 'Test gateway only: the cards it knows. Any expiry in the future and any 3-digit CVC.',
    }),
  })
  .meta({ id: 'PaymentsConfig' });
export type PaymentsConfig = z.infer<typeof paymentsConfig>;
export const paymentsConfigResponse = z.object({ data: paymentsConfig });

const wholeOrDigits = (message: string) =>
  z.union(
    [
      z.number({ message }).int({ message }),
      z
        .string({ message })
        .trim()
        .regex(/^\d{1,4}$/, { message })
        .transform(Number),
    ],
    {
      message,
    },
  );

export const testGatewayIntentParams = z.object({
  id: z.string().min(1).max(64),
});

/** POST /api/test-gateway/payment-intents/{id}/confirm: what Stripe.js sends, for the test gateway. */
export const testGatewayConfirmBody = z.object({
  client_secret: z
    .string({ message: 'The client secret is required.' })
    .min(1, { message: 'The client secret is required.' })
    .max(128),
  card_number: z
    .string({ message: 'Your card number is invalid.' })
    .max(32, { message: 'Your card number is invalid.' })
    .meta({ description: 'Never stored or logged: only its last four digits are kept.' }),
  exp_month: wholeOrDigits("Your card's expiration month is invalid."),
  exp_year: wholeOrDigits("Your card's expiration year is invalid.").meta({
    description: 'Two or four digits.',
  }),
  cvc: z
    .string({ message: "Your card's security code is invalid." })
    .max(8, { message: "Your card's security code is invalid." }),
});
export type TestGatewayConfirmBody = z.input<typeof testGatewayConfirmBody>;

export const testGatewayConfirmResult = z
  .object({
    id: z.string(),
    status: paymentIntentStatus,
    last_error: z.string().nullable().meta({ description: 'Why the card was declined, when it was.' }),
  })
  .meta({ id: 'TestGatewayConfirmResult' });
export type TestGatewayConfirmResult = z.infer<typeof testGatewayConfirmResult>;
export const testGatewayConfirmResponse = z.object({ data: testGatewayConfirmResult });

/** POST /api/payments/webhook (Stripe): the event was processed, or had been before. */
export const paymentWebhookResponse = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
});
