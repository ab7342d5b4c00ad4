import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { paymentsRoutes, registerPayments } from './index.ts';

/**
 * A test app with the payments module, registering it when app.ts does not (yet). No catalogue:
 * payments do not need one.
 */
export function createPaymentsApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  return createTestApp({
    logos: 0,
    ...options,
    routes: (app) => {
      if (!app.hasDecorator('payments')) {
        registerPayments(app);
        app.register(paymentsRoutes, { prefix: '/api' });
      }
      options.routes?.(app);
    },
  });
}

/** A logger that keeps every line it is given, to prove what never reaches a log. */
export function captureLogs(): { logger: object; text(): string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: { level: 'trace', stream }, text: () => lines.join('') };
}

/** Polls until `check` holds (timers settle intents in the background). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const nextYear = new Date().getUTCFullYear() + 1;
