/** What every /dev page and answer says of itself: production (NODE_ENV=production) mounts none of them. */
export const DEV_ONLY_NOTICE = 'Development only: this page does not exist in production.';
