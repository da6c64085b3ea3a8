// A child's lifeline to the process that started it. The parent gives the child a pipe on stdin that it
// never writes to and sets PORTAL_LIFELINE=stdin; the kernel closes the pipe when the parent ends, for
// whatever reason (kill -9 included), and the child sees the end of its stdin and stops. A signal cannot
// do this: nothing runs in a process killed with SIGKILL. Opt-in, because a server started without a
// parent of ours (a container, a terminal) may have an empty or closed stdin from the start.
// src/identity/cognito-local-start.mjs does the same in plain JavaScript.

/** The variable a parent sets, to `stdin`, when the child's stdin is its lifeline. */
export const LIFELINE_ENV = 'PORTAL_LIFELINE';

/** What to add to a child's environment (with `stdio: ['pipe', …]`) to give it a lifeline. */
export const LIFELINE_CHILD_ENV = { [LIFELINE_ENV]: 'stdin' } as const;

/**
 * Calls `onParentGone` once when the parent that set PORTAL_LIFELINE=stdin has ended (the stdin pipe
 * closed). Returns whether this process has a lifeline at all.
 */
export function watchLifeline(onParentGone: () => void, env: NodeJS.ProcessEnv = process.env, stdin: NodeJS.ReadableStream = process.stdin): boolean {
  if (env[LIFELINE_ENV] !== 'stdin') return false;
  let gone = false;
  const once = () => {
    if (gone) return;
    gone = true;
    onParentGone();
  };
  stdin.on('end', once);
  stdin.on('close', once);
  stdin.on('error', once);
  // Read (and drop) whatever comes, so the end is seen.
  stdin.on('data', () => {});
  stdin.resume();
  return true;
}
