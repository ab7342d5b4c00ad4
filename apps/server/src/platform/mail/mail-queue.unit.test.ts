import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailQueue, type Mail, type Mailer } from './mail.ts';

/** A mailer whose sends the test finishes when it chooses. */
function heldMailer() {
  const sent: string[] = [];
  const held: (() => void)[] = [];
  let active = 0;
  let peak = 0;
  const mailer = {
    async send(mail: Mail) {
      active++;
      peak = Math.max(peak, active);
      await new Promise<void>((resolve) => held.push(resolve));
      active--;
      sent.push(mail.subject);
    },
  } as Mailer;
  return { mailer, sent, held, peak: () => peak };
}

function logger() {
  const errors: string[] = [];
  return {
    log: { error: (_obj: unknown, message: string) => errors.push(message) } as unknown as FastifyBaseLogger,
    errors,
  };
}

const mail = (subject: string): Mail => ({ to: 'a@example.test', subject, text: '', html: '' });
/** Lets every callback that is ready run, a few turns over. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('mail queue', () => {
  it('sends at most `concurrency` at once, drops and logs past `maxWaiting`, and idle() waits for the rest', async () => {
    const { mailer, sent, held, peak } = heldMailer();
    const { log, errors } = logger();
    const queue = createMailQueue({ mailer, log }, { concurrency: 2, maxWaiting: 1 });
    for (const subject of ['a', 'b', 'c', 'd']) queue.enqueue(() => mail(subject));
    await settle();
    expect(held).toHaveLength(2);
    expect(errors).toEqual(['mail could not be sent: the mail queue is full']);
    let idle = false;
    const idled = queue.idle().then(() => {
      idle = true;
    });
    while (held.length > 0) {
      held.shift()!();
      await settle();
    }
    await idled;
    expect(idle).toBe(true);
    expect(sent.sort()).toEqual(['a', 'b', 'c']);
    expect(peak()).toBe(2);
  });

  it('logs a mail that cannot be made and goes on with the next', async () => {
    const { mailer, sent, held } = heldMailer();
    const { log, errors } = logger();
    const queue = createMailQueue({ mailer, log }, { concurrency: 1 });
    queue.enqueue(() => {
      throw new Error('no token');
    });
    queue.enqueue(() => mail('next'));
    await settle();
    held.shift()!();
    await queue.idle();
    expect(errors).toEqual(['mail could not be sent']);
    expect(sent).toEqual(['next']);
  });
});
