import type PDFDocument from 'pdfkit';

let pdfkit: Promise<typeof PDFDocument> | undefined;

/**
 * pdfkit, loaded on the first document asked for rather than at start: it was an eighth of portal-api's
 * start (and of each back-office command's), and most processes never draw a PDF.
 */
export function loadPdfKit(): Promise<typeof PDFDocument> {
  return (pdfkit ??= import('pdfkit').then((module) => module.default));
}
