/**
 * Work a request starts and does not wait for (a certificate after a payment): each task runs at
 * once, a failure is logged under its name and never reaches the caller, and `idle()` resolves
 * when none is left, so the app closes its database only after them (and tests wait on the state,
 * not on time).
 */
export function backgroundWork(log: { error(obj: object, msg: string): void }) {
  const inFlight = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<unknown>): void {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => log.error({ err }, name),
        )
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    },
    /** Resolves when no task is running, including tasks started by those that ended. */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
export type BackgroundWork = ReturnType<typeof backgroundWork>;
