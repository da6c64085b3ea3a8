// A job the API process runs now and then every so often (the overdue digest, the family's confirmation
// reminders): at once, then every `everyMs`, without keeping the process alive; a failed run is logged and
// the next one goes on. stop() ends the timer and waits for a run under way, so shutdown leaves none behind.

export interface PeriodicJob {
  stop(): Promise<void>;
}

export function startPeriodicJob(what: string, job: () => Promise<unknown>, everyMs: number): PeriodicJob {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = job().catch((error: unknown) => console.error(`${what} failed:`, error));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
