import * as v from 'valibot';

const ENABLED_MESSAGE = 'enabled must be true or false';

/** Body of PUT portal/vet/family_updates: whether the practice texts the family at each step. */
export const familyUpdatesSettingSchema = v.object({
  enabled: v.boolean(ENABLED_MESSAGE),
});

/** Body of POST portal/tracking: the secret of the family's link (from its fragment). */
export const trackingLookupSchema = v.object({
  key: v.pipe(v.string('key is required'), v.minLength(1, 'key is required'), v.maxLength(200, 'key is too long')),
});
