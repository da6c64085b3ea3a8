// One artwork step's form (spec 001 s2.6, s5): customise text, icon selection, image options or
// approval. The staff product modal's steps and the owner's change pages both render it.
import { useMemo } from 'react';
import {
  engravingTextLimits,
  type CustomTextErrors,
  type EngravingDraft,
  type EngravingStep,
  type EngravingTextLimits,
  type PlaqueConfig,
} from '@portal/contracts/domain/engraving';
import { useDrawnFit } from './preview/useDrawnFit';
import { ApprovalStep } from './steps/ApprovalStep';
import { CustomiseTextStep } from './steps/CustomiseTextStep';
import { IconStep } from './steps/IconStep';
import { ImageOptionsStep } from './steps/ImageOptionsStep';
import type { ArtworkImages } from '../../lib/submit-artwork';
import type { ArtworkWords } from './artworkWords';
import type { PendingPhoto } from './pendingPhoto';

export interface ArtworkStepProps {
  step: EngravingStep;
  config: PlaqueConfig;
  draft: EngravingDraft;
  /** The field flags shown (after a Next that found them). */
  errors: Record<string, string>;
  /** A change of what is engraved. */
  onChange: (change: Partial<EngravingDraft>) => void;
  /** The approval step made the images it shows. */
  onImages: (images: ArtworkImages) => void;
  onApproved: (approved: boolean) => void;
  /** The image step's Apply is waiting and cropping: the page's buttons wait too. */
  onBusy: (busy: boolean) => void;
  /** The image step has a photo in its cropper, not yet applied (usePendingPhoto). */
  onPendingPhoto: (photo: PendingPhoto | null) => void;
  /** Whose page the step is on: the staff modal (its step title an h3) or an owner's page (its title the h1). */
  on: 'modal' | 'page';
  /** Staff's words or the owner's (artworkWords.ts). */
  words: ArtworkWords;
}

/** The text step, told which lines the preview draws squeezed or cut. */
function CustomiseText({
  config,
  draft,
  limits,
  errors,
  onChange,
  words,
}: {
  config: PlaqueConfig;
  draft: EngravingDraft;
  limits: EngravingTextLimits;
  errors: CustomTextErrors;
  onChange: (change: Partial<EngravingDraft>) => void;
  words: ArtworkWords;
}) {
  const drawn = useDrawnFit(config, draft);
  return (
    <CustomiseTextStep
      lines={{ petName: draft.petName, primaryText: draft.primaryText, secondaryText: draft.secondaryText }}
      limits={limits}
      errors={errors}
      drawn={drawn}
      onChange={(field, line) => onChange({ [field]: line })}
      words={words}
    />
  );
}

export function ArtworkStep({ step, config, draft, errors, onChange, onImages, onApproved, onBusy, onPendingPhoto, on, words }: ArtworkStepProps) {
  const limits = useMemo(() => engravingTextLimits(config), [config]);
  switch (step) {
    case 'customise-text':
      return <CustomiseText config={config} draft={draft} limits={limits} errors={errors} onChange={onChange} words={words} />;
    case 'icon':
      return <IconStep icon={draft.icon} iconPlacement={draft.iconPlacement} errors={errors} onChange={(c) => onChange(c)} iconName={words.iconName} />;
    case 'image-options':
      return (
        <ImageOptionsStep
          config={config}
          imageOptions={draft.imageOptions}
          onChange={(c) => onChange({ imageOptions: { ...draft.imageOptions, ...c } })}
          onBusy={onBusy}
          onPendingPhoto={onPendingPhoto}
        />
      );
    case 'approval':
      return <ApprovalStep config={config} draft={draft} onImages={onImages} onApproved={onApproved} listHeadingAs={on === 'page' ? 'h2' : 'h4'} words={words} />;
  }
}
