import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { FORUM_NAME, KOBO_PER_NAIRA } from '@contract/constants';
import { GIFT_STATUS_LABELS, type OwnPageGift } from '@contract/own-page';
import { lagosDate } from '@contract/lagos-time';
import { keptAmountKobo } from '../services/gift-status';

/** What a donor's documents say about the forum; the address and registration number are left out when unset. */
export interface ForumDetails {
  address: string | undefined;
  registrationNumber: string | undefined;
}

const nairaFormat = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in naira as the PDFs print it: `₦5,000.00`. */
const pdfNaira = (kobo: number) => `₦${nairaFormat.format(kobo / KOBO_PER_NAIRA)}`;

/**
 * The documents' typeface: DejaVu Sans Condensed (a free font with the naira sign and the dotted and accented
 * letters of Yoruba, Igbo and Hausa names), embedded with only the letters a document uses. The standard PDF
 * fonts draw none of those.
 */
const packageFile = createRequire(import.meta.url);
const FONT_FILES = {
  regular: packageFile.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
  bold: packageFile.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
} as const;

async function embedFont(doc: PDFDocument, file: string): Promise<PDFFont> {
  return doc.embedFont(await readFile(file), { subset: true });
}

/** Letters composed of a base and its marks are written as one character where Unicode has one. */
const drawable = (text: string) => text.normalize('NFC');

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  /** How far down the next line starts, in times the size. */
  spacing?: number;
}

/** The text, or as many of its letters (whole, with their marks) as fit the width followed by "…". */
function fitted(text: string, width: number, font: PDFFont, size: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const letters = Array.from(new Intl.Segmenter().segment(text), (part) => part.segment);
  while (letters.length > 0 && font.widthOfTextAtSize(`${letters.join('').trimEnd()}…`, size) > width)
    letters.pop();
  return `${letters.join('').trimEnd()}…`;
}

/** Lines of text on A4 pages, a new page when one is full. */
class TextPages {
  private page: PDFPage;
  private y = A4[1] - MARGIN;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
  }

  static async create(title: string): Promise<TextPages> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    doc.setTitle(drawable(title));
    doc.setAuthor(FORUM_NAME);
    doc.setCreator(FORUM_NAME);
    return new TextPages(
      doc,
      await embedFont(doc, FONT_FILES.regular),
      await embedFont(doc, FONT_FILES.bold),
    );
  }

  line(text: string, style: TextStyle = {}): void {
    this.row([{ text, x: 0 }], { size: 11, spacing: 1.5, ...style });
  }

  /** Cells of one row at the given offsets from the margin; a cell wider than its `width` ends with "…". */
  row(
    cells: ReadonlyArray<{ text: string; x: number; width?: number }>,
    { size = 10, bold = false, muted = false, spacing = 1.6 }: TextStyle = {},
  ): void {
    if (this.y - size < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
    const font = bold ? this.bold : this.regular;
    for (const cell of cells) {
      this.page.drawText(fitted(drawable(cell.text), cell.width ?? Infinity, font, size), {
        x: MARGIN + cell.x,
        y: this.y - size,
        size,
        font,
        color: muted ? MUTED : INK,
      });
    }
    this.y -= size * spacing;
  }

  gap(points = 10): void {
    this.y -= points;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}

function forumHeading(pages: TextPages, forum: ForumDetails): void {
  pages.line(FORUM_NAME, { size: 16, bold: true });
  if (forum.address) pages.line(forum.address, { muted: true });
  if (forum.registrationNumber)
    pages.line(`Registration number: ${forum.registrationNumber}`, { muted: true });
  pages.gap(14);
}

const fundOf = (gift: OwnPageGift) => gift.program ?? 'General fund';
const kindOf = (gift: OwnPageGift) => (gift.donationType === 'monthly' ? 'Monthly' : 'Once');

/** The receipt of one gift. */
export async function giftReceiptPdf(input: {
  forum: ForumDetails;
  email: string;
  gift: OwnPageGift;
}): Promise<Uint8Array> {
  const { gift } = input;
  const pages = await TextPages.create(`Receipt ${gift.reference}`);
  forumHeading(pages, input.forum);
  pages.line('Donation receipt', { size: 14, bold: true });
  pages.gap(6);
  pages.line(`Donor: ${input.email}`);
  pages.line(`Date: ${lagosDate(new Date(gift.paidAt))}`);
  pages.line(`Amount: ${pdfNaira(gift.amountKobo)}`);
  if (gift.refundedKobo > 0) {
    pages.line(`Refunded: ${pdfNaira(gift.refundedKobo)}`);
    pages.line(`Kept by the forum: ${pdfNaira(keptAmountKobo(gift))}`);
  }
  pages.line(`For: ${fundOf(gift)}`);
  pages.line(`Gift: ${kindOf(gift)}`);
  pages.line(`Payment reference: ${gift.reference}`);
  pages.line(`Status: ${GIFT_STATUS_LABELS[gift.status]}`);
  pages.gap(14);
  pages.line(`Thank you for your gift to ${FORUM_NAME}.`, { muted: true });
  return pages.save();
}

/**
 * A year's statement: every gift of the year and each refund of one, with the total. The caller sends no
 * statement for no gifts.
 */
export async function yearlyStatementPdf(input: {
  forum: ForumDetails;
  email: string;
  year: number;
  statementNumber: string;
  gifts: readonly OwnPageGift[];
  totalKobo: number;
}): Promise<Uint8Array> {
  const pages = await TextPages.create(`Statement of gifts ${input.year}`);
  forumHeading(pages, input.forum);
  pages.line(`Statement of gifts for ${input.year}`, { size: 14, bold: true });
  pages.gap(6);
  pages.line(`Statement number: ${input.statementNumber}`);
  pages.line(`Donor: ${input.email}`);
  pages.line(`Period: 1 January ${input.year} to 31 December ${input.year}`);
  pages.gap(10);
  const columns = [0, 80, 190, 330, 390] as const;
  const row = (texts: readonly string[], bold = false) =>
    pages.row(
      // Each cell ends before the next column starts.
      texts.map((text, index) => ({
        text,
        x: columns[index] ?? 0,
        width: (columns[index + 1] ?? Infinity) - (columns[index] ?? 0) - 8,
      })),
      { bold },
    );
  row(['Date', 'Amount', 'For', 'Gift', 'Reference'], true);
  // Oldest first, as a statement reads; a refund is a line of its own under its gift, so the amounts add up
  // to the total.
  for (const gift of [...input.gifts].reverse()) {
    row([
      lagosDate(new Date(gift.paidAt)),
      pdfNaira(gift.amountKobo),
      fundOf(gift),
      kindOf(gift),
      gift.reference.slice(0, 30),
    ]);
    if (gift.refundedKobo > 0)
      row(['', `−${pdfNaira(gift.refundedKobo)}`, 'Refunded', '', gift.reference.slice(0, 30)]);
  }
  pages.gap(8);
  pages.line(
    `Total given in ${input.year}: ${pdfNaira(input.totalKobo)} (${input.gifts.length} gift${input.gifts.length === 1 ? '' : 's'})`,
    { bold: true },
  );
  pages.gap(14);
  pages.line(`Quote the statement number to ${FORUM_NAME} to have this statement confirmed.`, {
    muted: true,
  });
  return pages.save();
}
