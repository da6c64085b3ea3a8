// Plain JavaScript: `npm start` and `npm test` run bootstrap.mjs, which imports this, before TypeScript is installed.

/**
 * Ends this process as on SIGTERM once the process that started it is gone. npm runs a script through
 * `sh -c`, which passes no signal on: npm stopped by a signal to it alone (an editor's Stop button, a
 * process manager, `kill <npm's pid>`) ends, its shell ends, and this process was left running with
 * everything it had started (the portal's stack and its ports). Checked every `intervalMs`; the timer
 * keeps nothing alive. The SIGTERM handlers already in place (the stack's hand-on, the lanes' stop) do
 * the stopping.
 *
 * @param {number} [intervalMs]
 */
export function endWithParent(intervalMs = 1_000) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, intervalMs);
  timer.unref();
}
