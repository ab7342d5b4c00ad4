import type { Order, OrderResult } from '@logoya/core';

export interface ReportOptions {
  /** Time between two reports while the payment is processing. */
  intervalMs: number;
  /** How long to keep asking before telling the buyer to look at the order history later. */
  timeoutMs: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  onProcessing: (message: string) => void;
  /** True once the page is left: stop asking. */
  stopped: () => boolean;
}

/**
 * Reports a card payment until the server says it succeeded: 'processing' answers are shown and
 * the same report is sent again every `intervalMs`, for at most `timeoutMs`. A refusal (declined,
 * something went wrong) rejects with the call's error.
 */
export async function reportUntilSettled(
  report: () => Promise<OrderResult>,
  options: ReportOptions,
): Promise<Order | 'timeout' | 'stopped'> {
  const deadline = options.now() + options.timeoutMs;
  for (;;) {
    const result = await report();
    if (result.status === 'succeeded') return result.order;
    if (options.stopped()) return 'stopped';
    options.onProcessing(result.message);
    if (options.now() + options.intervalMs > deadline) return 'timeout';
    await options.sleep(options.intervalMs);
    if (options.stopped()) return 'stopped';
  }
}
