// What the tagging guide says (spec 001 s2.13): the five steps, and the three tags of step 2. The
// /tagging-guide page and the brand's tagging guide PDF (portal-api) both read this, so they agree.

export type TagKind = 'private' | 'communal' | 'hold';

/**
 * The colour of each tag: the guide's tag images and PDF, and the printed pet tag's service band.
 * Dark enough for white type on it (contrast above 4.5:1) and apart in hue, so a glance tells them apart.
 */
export const TAG_COLOURS: Readonly<Record<TagKind, string>> = { private: '#1f6f43', communal: '#1e5a96', hold: '#b03a1a' };

export interface TagExample {
  kind: TagKind;
  name: string;
  /** What the tag is for (spec 001 s2.13). */
  purpose: string;
}

/** Step 2's tags, in the order the guide shows them. */
export const TAG_EXAMPLES: readonly TagExample[] = [
  {
    kind: 'private',
    name: 'Private cremation',
    purpose:
      'The pet is cremated on their own and their ashes are returned to the family, in the urn or keepsake chosen in the booking.',
  },
  {
    kind: 'communal',
    name: 'Communal cremation',
    purpose:
      'The pet is cremated with other pets and the ashes are not returned; they are scattered with care in our memorial gardens.',
  },
  {
    kind: 'hold',
    name: 'Hold',
    purpose:
      'The clinic keeps the pet for now, for example while the family is still deciding or an account is unpaid. A held pet is not collected until you change the tag.',
  },
];

export interface TaggingStep {
  title: string;
  /** Short paragraphs or points, each a sentence or two. */
  points: readonly string[];
}

/** The five steps of the tagging guide. */
export const TAGGING_STEPS: readonly TaggingStep[] = [
  {
    title: 'Book in the portal first',
    points: [
      'Create the booking in the Vet Portal before the pet leaves the consult room, so the family’s wishes are recorded while they are with you.',
      'Note the booking number: it goes on the tag and lets our team match the pet to the booking.',
    ],
  },
  {
    title: 'Choose the right tag',
    points: [
      'Private cremation: ashes are returned to the family.',
      'Communal cremation: ashes are not returned.',
      'Hold: the clinic keeps the pet for now (an undecided family, an unpaid account). Do not hand a held pet to our driver.',
    ],
  },
  {
    title: 'Fill in the tag clearly',
    points: [
      'Write in permanent marker, in block letters: pet name, owner surname, booking number, clinic name and the pet’s weight.',
      'Use the same spelling as the booking. If anything differs, update the booking rather than the tag alone.',
    ],
  },
  {
    title: 'Attach the tags securely',
    points: [
      'Attach one tag to the pet’s collar or leg with a cable tie, and a second matching tag to the outside of the body bag at the tie or zip.',
      'Use one bag per pet. Keep the tag outside any wrapping so it can be read without opening the bag.',
    ],
  },
  {
    title: 'Store the pet and hand over',
    points: [
      'Place the pet in your cool room or freezer with the tag facing out; keep held pets on a separate, marked shelf.',
      'At collection our driver checks each tag against your booking list with a staff member. Contact Client Care before collection if a family changes their mind.',
    ],
  },
];
