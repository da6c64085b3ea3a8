// Only the parts of @sentry/browser the portal uses, so the lazily loaded chunk stays small.
export {
  dedupeIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  rewriteFramesIntegration,
  withScope,
  captureException,
} from '@sentry/browser';
