import type { EngravingFilesDto, EngravingVersionDto } from '@portal/shared/api/engraving';

/** The img alt of a version's artwork, e.g. "Artwork for Rex's plaque, version 2". */
export function artworkAlt(petName: string, version: Pick<EngravingVersionDto, 'version'>): string {
  const pet = petName.trim();
  return `Artwork for ${pet ? `${pet}'s` : 'the'} plaque, version ${version.version}`;
}

/** The icon as engraved, e.g. 'Heart, on the left'; 'None' without one. */
export function iconText(files: Pick<EngravingFilesDto, 'icon' | 'iconPlacement'>): string {
  if (!files.icon || files.icon === 'None') return 'None';
  return files.iconPlacement ? `${files.icon}, on the ${files.iconPlacement.toLowerCase()}` : files.icon;
}
