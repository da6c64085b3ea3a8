// What drives one artwork step, for both drivers: the staff product modal (EngravingSteps) and the
// owner's change pages (ChangeStepPage). The draft in the store, the step's field flags after a Next
// that found some (and focus on the first), the alert Next gives, the image step's Apply wait and the
// photo still in its cropper (usePendingPhoto). Where Next goes and what the last step sends stay with
// each driver.
import { useRef, useState } from 'react';
import { checkStep, type EngravingDraft, type EngravingStep, type PlaqueConfig } from '@portal/contracts/domain/engraving';
import { UNAPPROVED, useEngravingDrafts } from '../../lib/engraving-draft';
import type { ArtworkStepProps } from './ArtworkStep';
import { alertIn, type ArtworkWords } from './artworkWords';
import { usePendingPhoto } from './pendingPhoto';
import { useInvalidFocus } from './useInvalidFocus';

/** What a step says under its fields: the words, and how long they stay (undefined: the alert's own time). */
export interface StepAlert {
  message: string;
  timeout?: number;
}

export function useStepDriver({ draftKey, config, words }: { draftKey: string; config: PlaqueConfig; words: ArtworkWords }) {
  const stored = useEngravingDrafts((state) => state.drafts[draftKey]);
  const update = useEngravingDrafts((state) => state.update);
  // The step whose fields are flagged: a Next found them wrong there.
  const [flagged, setFlagged] = useState<EngravingStep | null>(null);
  const [alert, setAlert] = useState<StepAlert | null>(null);
  const [applying, setApplying] = useState(false);
  const { cropping, onPendingPhoto, checkNext } = usePendingPhoto();
  const container = useRef<HTMLDivElement>(null);
  const focusInvalid = useInvalidFocus(container);

  /** A change of what is engraved: the artwork is no longer the one approved. */
  const change = (c: Partial<EngravingDraft>) => update(draftKey, { ...c, ...UNAPPROVED });

  /**
   * Next on `step`: a photo still in the cropper is taken first, then the step's rules. When they hold,
   * `onValid` goes on; else the fields are flagged, the alert says why, and the first flagged field has focus.
   */
  const next = (step: EngravingStep, draft: EngravingDraft, onValid: () => void) => {
    const outcome = checkNext(step, config, draft, change, words);
    if (!outcome.ok) {
      if (outcome.flagged) setFlagged(step);
      const said = alertIn(words, outcome.alert);
      setAlert(said ? { message: said } : null);
      focusInvalid();
      return;
    }
    onValid();
  };

  /** Moving to another step: its fields start unflagged, with no alert. */
  const clearFlags = () => {
    setFlagged(null);
    setAlert(null);
  };

  /** ArtworkStep's props for `step` of `draft`: its flags are shown once a Next found them. */
  const stepProps = (step: EngravingStep, draft: EngravingDraft): Omit<ArtworkStepProps, 'on'> => {
    const check = checkStep(step, config, draft, words);
    return {
      step,
      config,
      draft,
      errors: flagged === step && !check.ok ? (check.fields ?? {}) : {},
      onChange: change,
      onImages: (images) => update(draftKey, images),
      onApproved: (approved) => update(draftKey, { approved }),
      onBusy: setApplying,
      onPendingPhoto,
      words,
    };
  };

  return { stored, container, cropping, applying, alert, setAlert, next, clearFlags, stepProps };
}
