import type { PayIntent } from '../api/create-pay-intent.ts';

/**
 * 'sent': the card went to the gateway (accepted, declined or processing: the server reads the
 * intent itself); 'fields': the card fields need correcting and nothing was charged.
 */
export type ConfirmOutcome = 'sent' | 'fields';

/**
 * What the card form in use (the test gateway's own form or Stripe's Payment Element) offers the
 * payment page: check the fields before the logos are held, then confirm the intent.
 */
export interface CardConfirmer {
  validate(): Promise<boolean>;
  confirm(intent: PayIntent): Promise<ConfirmOutcome>;
}

export type RegisterConfirmer = (confirmer: CardConfirmer | null) => void;
