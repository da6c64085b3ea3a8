// The identity stand-in: cognito-local's own server (lib/bin/start.js), plus one rule of the portal's
// real pool that the package lacks. A password change to the password the user already has is
// refused, as Cognito refuses a password in the user's password history (pool policy
// PasswordHistorySize of 1 or more) with PasswordHistoryPolicyViolationException. The browser checks
// this too, but it talks to the identity server directly, so the server has the last word.
// Run by local-server.ts as a child process, in plain JavaScript: Node 20 cannot run TypeScript itself.

import { CognitoError } from 'cognito-local/lib/errors.js';
import { Targets } from 'cognito-local/lib/targets/targets.js';

const PASSWORD_REUSE_CODE = 'PasswordHistoryPolicyViolationException';
const PASSWORD_REUSE_MESSAGE = 'The new password must be different from the current password.';

/** The claims of a JWT, unverified (the package's own ChangePassword does no more than decode it). */
function claimsOf(token) {
  try {
    return JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const changePassword = Targets.ChangePassword;

Targets.ChangePassword = (services) => {
  const change = changePassword(services);
  return async (ctx, req) => {
    if (typeof req.ProposedPassword === 'string' && req.ProposedPassword === req.PreviousPassword) {
      const claims = claimsOf(req.AccessToken);
      if (claims?.client_id && claims.username) {
        const userPool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
        const user = await userPool.getUserByUsername(ctx, claims.username);
        // A wrong current password is answered by the package's own check, as before.
        if (user && user.Password === req.PreviousPassword) throw new CognitoError(PASSWORD_REUSE_CODE, PASSWORD_REUSE_MESSAGE);
      }
    }
    return change(ctx, req);
  };
};

// The lifeline (src/process/lifeline.ts, written again here because this file is plain JavaScript): the
// process that started this one gave it a pipe on stdin; its end means that process has ended, even by
// kill -9, and the stand-in must not outlive it (it would hold its port, and the next start would fail).
if (process.env.PORTAL_LIFELINE === 'stdin') {
  const parentGone = () => process.exit(0);
  process.stdin.on('end', parentGone).on('close', parentGone).on('error', parentGone).on('data', () => {});
  process.stdin.resume();
}

// After the change above: the server looks its targets up in this same table.
await import('cognito-local/lib/bin/start.js');
