// A photo chosen in the image step's cropper and not yet applied. Next takes it as the cropper shows it
// (as Apply would, without Apply's wait), so what a person chose is what the next step shows, never the
// photo from before with the new file's name (issue 32 item 1). The step driver (useStepDriver) uses it
// for both the staff modal (EngravingSteps) and the owner's change pages (ChangeStepPage).
import { useCallback, useState } from 'react';
import { checkStep, type EngravingDraft, type EngravingImageOptions, type EngravingStep, type PlaqueConfig, type TextStepWords } from '@portal/contracts/domain/engraving';

/** The cropper's photo, ready to be taken as it is shown. */
export interface PendingPhoto {
  /** The image options with the crop as shown, or null while the photo is still opening. */
  crop(): Partial<EngravingImageOptions> | null;
}

export const PHOTO_STILL_OPENING = 'The photo you chose is still opening. Please wait until it shows, then tap Next again.';

export type PendingPhotoOutcome = { draft: EngravingDraft; change: Partial<EngravingDraft> | null } | { problem: string };

/** What Next found: go on, or what to say, and whether the step's fields are flagged. */
export type NextCheck = { ok: true } | { ok: false; alert: string | undefined; flagged: boolean };

export function usePendingPhoto() {
  const [pending, setPending] = useState<PendingPhoto | null>(null);
  const onPendingPhoto = useCallback((photo: PendingPhoto | null) => setPending(photo), []);
  /** The draft Next goes on with (and the change that makes it), or why it cannot go on. */
  const takePendingPhoto = (draft: EngravingDraft): PendingPhotoOutcome => {
    if (!pending) return { draft, change: null };
    const crop = pending.crop();
    if (!crop) return { problem: PHOTO_STILL_OPENING };
    const imageOptions = { ...draft.imageOptions, ...crop };
    return { draft: { ...draft, imageOptions }, change: { imageOptions } };
  };
  /** Next's check of a step: a photo still in the cropper is taken first (through `change`), then the step's rules. */
  const checkNext = (
    step: EngravingStep,
    config: PlaqueConfig,
    draft: EngravingDraft,
    change: (c: Partial<EngravingDraft>) => void,
    words?: TextStepWords,
  ): NextCheck => {
    const taken = takePendingPhoto(draft);
    if ('problem' in taken) return { ok: false, alert: taken.problem, flagged: false };
    if (taken.change) change(taken.change);
    const check = checkStep(step, config, taken.draft, words);
    return check.ok ? { ok: true } : { ok: false, alert: check.alert, flagged: true };
  };
  return { cropping: pending !== null, onPendingPhoto, checkNext };
}
