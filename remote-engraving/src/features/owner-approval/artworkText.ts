import type { EngravingVersionDto } from '@portal/contracts/wire/engraving';

/** The img alt of a version's artwork, e.g. "Artwork for Rex's plaque, version 2". */
export function artworkAlt(petName: string, version: Pick<EngravingVersionDto, 'version'>): string {
  const pet = petName.trim();
  return `Artwork for ${pet ? `${pet}'s` : 'the'} plaque, version ${version.version}`;
}

