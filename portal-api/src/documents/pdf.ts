// The brand PDFs, laid out with pdfkit in its standard fonts (all the text is Latin-1).
import { loadPdfKit } from './pdfkit.ts';
import { formatPhone } from '@portal/contracts/domain/phone';
import { TAG_COLOURS, TAG_EXAMPLES, TAGGING_STEPS } from '@portal/contracts/domain/tagging-guide';
import { REGION_NAMES, type BrandDetails, type GriefDocumentId } from './catalog.ts';

type Doc = PDFKit.PDFDocument;

const MARGIN = 56;
const BODY = '#222222';
const MUTED = '#555555';

async function render(title: string, brand: BrandDetails, draw: (doc: Doc) => void): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: brand.name, Subject: title, Creator: 'Vet Portal' },
    lang: 'en-AU',
    displayTitle: true,
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  footer(doc, brand);
  doc.end();
  return done;
}

function header(doc: Doc, brand: BrandDetails, title: string, subtitle: string) {
  const width = doc.page.width;
  doc.rect(0, 0, width, 110).fill(brand.colours.dark);
  doc.rect(0, 110, width, 6).fill(brand.colours.light);
  doc.fillColor('#ffffff').font('Helvetica').fontSize(12).text(brand.name.toUpperCase(), MARGIN, 28, { characterSpacing: 2 });
  doc.font('Helvetica-Bold').fontSize(26).text(title, MARGIN, 46);
  doc.font('Helvetica').fontSize(11).text(subtitle, MARGIN, 82);
  doc.fillColor(BODY).moveDown(0);
  doc.y = 140;
}

function footer(doc: Doc, brand: BrandDetails) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 40;
    // Writing inside the bottom margin would add a page: lift the margin while the footer is drawn.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        `${brand.name} Client Care Team  ·  ${formatPhone(brand.phone)}  ·  ${brand.email}`,
        MARGIN,
        bottom,
        { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = margin;
  }
}

function heading(doc: Doc, brand: BrandDetails, text: string) {
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(brand.colours.dark).text(text);
  doc.moveDown(0.25);
  doc.font('Helvetica').fontSize(11).fillColor(BODY);
}

function paragraph(doc: Doc, text: string) {
  doc.font('Helvetica').fontSize(11).fillColor(BODY).text(text, { lineGap: 2, paragraphGap: 6 });
}

function bullets(doc: Doc, items: readonly string[]) {
  doc.font('Helvetica').fontSize(11).fillColor(BODY).list([...items], { bulletRadius: 2, textIndent: 12, lineGap: 2, paragraphGap: 4 });
  doc.moveDown(0.4);
}

/** A box of lines to write on. */
function writingLines(doc: Doc, label: string, count: number) {
  doc.font('Helvetica-Bold').fontSize(11).fillColor(BODY).text(label);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  for (let i = 0; i < count; i++) {
    const y = doc.y + 20;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#999999').stroke();
    doc.y = y;
  }
  doc.moveDown(1);
}

const BUCKET_LIST_IDEAS: readonly (readonly [string, string])[] = [
  ['A favourite walk, slowly', 'Go back to the beach, park or bush track they love, at their pace. Carry them or use a pram or wagon if walking is hard now.'],
  ['A special meal', 'A small plate of something they adore, such as roast chicken or a little plain scrambled egg. Ask your vet first what is safe with their illness or medicines.'],
  ['Time in the sun', 'A soft blanket in a warm, sheltered spot in the garden or by a window.'],
  ['Visits from their people', 'Invite the friends, neighbours and family members your pet loves, so everyone can say goodbye in their own way.'],
  ['Photos and videos', 'Take everyday pictures as well as posed ones: their favourite spot, their bowl, their ears, you together. Record the sounds they make.'],
  ['A paw print or nose print', 'Use a clay kit or non-toxic ink, or ask your clinic or our team: many keepsakes can be made at the time of cremation.'],
  ['A keepsake of fur', 'Keep a small clipping of fur in an envelope or locket.'],
  ['A quiet day at home', 'Simply being together, on the couch or the bed they are usually not allowed on, can be the most precious item on the list.'],
  ['A letter to your pet', 'Write down what they have meant to you. Children can draw a picture or write a story.'],
  ['A plan for the last day', 'Talk with your vet about where and how, who will be there, and whether you would like their favourite blanket or toy with them.'],
];

function bucketList(doc: Doc, brand: BrandDetails) {
  header(doc, brand, 'Pet Bucket List', 'Making the most of the time you have together');
  paragraph(
    doc,
    'When you learn that your pet’s time is limited, it can be hard to know what to do with the days that are left. A bucket list is not about doing everything: it is about choosing a few simple things that bring your pet comfort and joy, and that you will be glad to remember.',
  );
  paragraph(
    doc,
    'Go gently. Your pet’s comfort comes first: choose what suits their health and energy, rest often, and ask your vet about pain relief and what is safe to eat or do. There is no wrong way to spend this time, and there is no need to finish the list.',
  );
  heading(doc, brand, 'Ideas to choose from');
  for (const [title, text] of BUCKET_LIST_IDEAS) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(BODY).text(title, { continued: false });
    doc.font('Helvetica').fontSize(10.5).fillColor(BODY).text(text, { indent: 12, lineGap: 1.5, paragraphGap: 5 });
  }
  doc.addPage();
  heading(doc, brand, 'Our bucket list');
  paragraph(doc, 'Write down the things you would like to share, and tick them off together if you wish.');
  writingLines(doc, 'Pet’s name', 1);
  writingLines(doc, 'Things we would like to do together', 8);
  writingLines(doc, 'Memories we want to keep', 6);
  heading(doc, brand, 'When the time comes');
  paragraph(
    doc,
    `Your vet will guide you through the last day and can arrange your pet’s aftercare with ${brand.name}. If you have questions about cremation, the return of ashes or keepsakes, our Client Care Team is here to help on ${formatPhone(brand.phone)} or ${brand.email}.`,
  );
}

function griefBrochure(doc: Doc, brand: BrandDetails) {
  header(doc, brand, 'Pet Loss and Grief', 'Understanding and coping with the loss of a companion');
  paragraph(
    doc,
    'Losing a pet means losing a family member, a daily companion and often a source of unconditional comfort. The grief that follows is real, and it can be as deep as any other. This brochure describes what you may feel and offers some ways to look after yourself and those around you.',
  );
  heading(doc, brand, 'What grief can feel like');
  bullets(doc, [
    'Sadness, numbness, or disbelief, especially after a sudden loss.',
    'Guilt and questions such as “could I have done more?” or “did I decide too soon?”. These are very common; decisions made with your vet out of love and care are the right ones.',
    'Anger, at the illness, at others, or at yourself.',
    'Tiredness, trouble sleeping or eating, and finding the quiet of the house hard to bear.',
    'Waves of grief that come back on anniversaries, or at the times you used to walk or feed your pet.',
  ]);
  paragraph(doc, 'Grief has no timetable. Some days will be easier than others, and that is normal.');
  heading(doc, brand, 'Looking after yourself');
  bullets(doc, [
    'Allow yourself to grieve, and tell the people around you what you need.',
    'Keep simple routines: meals, rest, some time outdoors.',
    'Talk about your pet with people who understood your bond.',
    'Create a memorial: a photo book, a planted tree, a special place for their ashes or keepsake.',
    'Wait until you feel ready before deciding about another pet; a new companion is not a replacement.',
  ]);
  heading(doc, brand, 'Helping children');
  bullets(doc, [
    'Use honest, simple words such as “died”; phrases like “put to sleep” or “went away” can confuse or frighten young children.',
    'Let them ask questions, share their feelings, and take part in saying goodbye if they wish.',
    'Drawing, writing a letter, or choosing a photo for a frame can help them express what they feel.',
  ]);
  heading(doc, brand, 'Other pets in the home');
  paragraph(
    doc,
    'Other animals may search for their companion, eat less or seek more attention. Keep their routines steady, give them extra time and comfort, and talk to your vet if changes last more than a few weeks.',
  );
  heading(doc, brand, 'When to reach out for support');
  paragraph(
    doc,
    'If your grief feels overwhelming, goes on for a long time, or you find it hard to manage daily life, please talk to someone: your doctor, a counsellor, or one of these services.',
  );
  bullets(doc, [
    'Lifeline: 13 11 14 (24 hours), lifeline.org.au',
    'Beyond Blue: 1300 22 4636 (24 hours), beyondblue.org.au',
    'Your vet clinic can also suggest local pet loss counsellors and support groups.',
  ]);
  heading(doc, brand, 'We are here to help');
  paragraph(
    doc,
    `${brand.name} cares for your pet with dignity and respect. If you have any questions about your pet’s cremation, the return of their ashes or memorial keepsakes, please contact our Client Care Team on ${formatPhone(brand.phone)} or ${brand.email}.`,
  );
}

/** One of the grief guidance PDFs of a brand. */
export function griefPdf(brand: BrandDetails, id: GriefDocumentId): Promise<Buffer> {
  if (id === 'pet-bucket-list') return render('Pet Bucket List', brand, (doc) => bucketList(doc, brand));
  return render('Pet Loss and Grief Brochure', brand, (doc) => griefBrochure(doc, brand));
}

/** The tagging guide of a brand's region: the five steps, with the three tags drawn in step 2. */
export function taggingGuidePdf(brand: BrandDetails, region: string): Promise<Buffer> {
  const regionName = REGION_NAMES[region] ?? region;
  const title = 'Tagging Guide';
  return render(`${brand.name} ${region} ${title}`, brand, (doc) => {
    header(doc, brand, title, `${brand.name} · ${regionName} (${region}) · for veterinary clinic staff`);
    paragraph(
      doc,
      'Correct tags make sure every pet reaches the right cremation and that the right ashes go home to the right family. Please follow these five steps for every pet in your care that is booked with us.',
    );
    TAGGING_STEPS.forEach((step, index) => {
      heading(doc, brand, `Step ${index + 1}: ${step.title}`);
      if (index === 1) {
        drawTags(doc, brand, region);
      } else {
        bullets(doc, step.points);
      }
    });
    heading(doc, brand, 'Questions or changes');
    paragraph(
      doc,
      `Call the ${brand.name} Client Care Team on ${formatPhone(brand.phone)} or email ${brand.email}. Tell us the booking number and the pet’s name, and we will update the booking before collection.`,
    );
  });
}

/** Step 2: the three tags side by side, each with what it is for. */
function drawTags(doc: Doc, brand: BrandDetails, region: string) {
  const left = doc.page.margins.left;
  const usable = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const gap = 14;
  const width = (usable - 2 * gap) / 3;
  const tagHeight = 118;
  if (doc.y + tagHeight + 120 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 4;
  doc.font('Helvetica').fontSize(9.5);
  const purposeHeight = Math.max(...TAG_EXAMPLES.map((tag) => doc.heightOfString(tag.purpose, { width, lineGap: 1 })));
  TAG_EXAMPLES.forEach((tag, index) => {
    const x = left + index * (width + gap);
    const colour = TAG_COLOURS[tag.kind];
    doc.roundedRect(x, top, width, tagHeight, 8).lineWidth(1.5).strokeColor(colour).stroke();
    doc.rect(x, top, width, 30).fill(colour);
    doc.circle(x + 14, top + 15, 5).fill('#ffffff');
    doc.font('Helvetica-Bold').fontSize(9.5).fillColor('#ffffff').text(tag.name.toUpperCase(), x + 24, top + 11, { width: width - 30, lineBreak: false });
    doc.font('Helvetica').fontSize(8).fillColor(BODY);
    ['Pet name', 'Owner surname', 'Booking no.', 'Clinic'].forEach((label, line) => {
      const y = top + 40 + line * 17;
      doc.text(label, x + 8, y, { width: width - 16, lineBreak: false });
      doc.moveTo(x + 68, y + 8).lineTo(x + width - 8, y + 8).lineWidth(0.5).strokeColor('#999999').stroke();
    });
    doc.fontSize(7).fillColor(MUTED).text(`${brand.name} · ${region}`, x + 8, top + tagHeight - 14, { width: width - 16, lineBreak: false });
    doc.font('Helvetica').fontSize(9.5).fillColor(BODY).text(tag.purpose, x, top + tagHeight + 8, { width, lineGap: 1 });
  });
  doc.x = left;
  doc.y = top + tagHeight + 8 + purposeHeight + 6;
}
