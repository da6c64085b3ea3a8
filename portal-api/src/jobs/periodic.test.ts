import { afterEach, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('runs at once and then every period, and stops', async () => {
  vi.useFakeTimers();
  const job = vi.fn(() => Promise.resolve());
  const periodic = startPeriodicJob('The test job', job, 1_000);
  expect(job).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(2_500);
  expect(job).toHaveBeenCalledTimes(3);
  await periodic.stop();
  await vi.advanceTimersByTimeAsync(5_000);
  expect(job).toHaveBeenCalledTimes(3);
});

it('logs a failed run and goes on', async () => {
  vi.useFakeTimers();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const job = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
  const periodic = startPeriodicJob('The test job', job, 1_000);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(logged).toHaveBeenCalledWith('The test job failed:', expect.objectContaining({ message: 'database gone' }));
  expect(job).toHaveBeenCalledTimes(2);
  await periodic.stop();
});

it('stop() waits for a run under way', async () => {
  let finish: () => void = () => undefined;
  let finished = false;
  const periodic = startPeriodicJob(
    'The test job',
    () =>
      new Promise<void>((resolve) => {
        finish = () => {
          finished = true;
          resolve();
        };
      }),
    60_000,
  );
  const stopped = periodic.stop();
  setTimeout(() => finish(), 20);
  await stopped;
  expect(finished).toBe(true);
});
