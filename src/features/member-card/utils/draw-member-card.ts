import { FORUM_NAME } from '@contract/constants';
import type { MemberCard } from '@contract/member';
import { MEMBER_CARD_MESSAGES } from '@/features/member-card/config/member-card-messages';
import {
  formatMemberId,
  formatNameWithTitle,
  initialOf,
  memberCardFields,
  memberCardUrl,
  type MemberCardField,
} from '@/features/member-card/utils/member-card-details';
import { createQrMatrix } from '@/features/member-card/utils/qr-matrix';

/** ID-1 at 300 dots per inch: 85.6 mm x 53.98 mm. */
const CARD_IMAGE_SIZE = { width: 1011, height: 638 } as const;

const COLOURS = {
  band: '#14623e',
  bandText: '#ffffff',
  bandSubtle: '#d8f3e1',
  accent: '#f7b733',
  accentText: '#11402c',
  avatar: '#187b4b',
  text: '#0f172a',
  label: '#64748b',
  qr: '#0f172a',
  background: '#ffffff',
} as const;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/**
 * `text` in lines no wider than `maxWidth` by `measure`: broken between words, and inside a word (an e-mail
 * address) too long for a line of its own. Nothing is ever left out.
 */
function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    if (line && measure(`${line} ${word}`) <= maxWidth) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
    while (line.length > 1 && measure(line) > maxWidth) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > maxWidth) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  return [...lines, line].filter(Boolean);
}

/**
 * The font size and lines of `text` in `maxWidth`: one line at the largest size from `size` down to `floor`
 * (2 px steps) at which it fits, or at the floor in as many lines as it needs. `measure` gives the width of a
 * text at a size.
 */
export function fitLines(
  text: string,
  maxWidth: number,
  { size, floor }: { size: number; floor: number },
  measure: (text: string, size: number) => number,
): { size: number; lines: string[] } {
  const lines = wrapText(text, maxWidth, (line) => measure(line, size));
  return lines.length <= 1 || size <= floor
    ? { size, lines }
    : fitLines(text, maxWidth, { size: Math.max(floor, size - 2), floor }, measure);
}

function roundedRect(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  context.beginPath();
  context.moveTo(x + r, y);
  context.arcTo(x + w, y, x + w, y + h, r);
  context.arcTo(x + w, y + h, x, y + h, r);
  context.arcTo(x, y + h, x, y, r);
  context.arcTo(x, y, x + w, y, r);
  context.closePath();
}

/** A text block of the card: its lines at a font, the first line's baseline at `y`. */
interface TextBlock {
  font: string;
  colour: string;
  lines: string[];
  x: number;
  y: number;
  lineHeight: number;
}

const PAD = 48;
const QR_SIDE = 250;
/** Left of the QR code, where the name, the ID and the details go. */
const TEXT_WIDTH = CARD_IMAGE_SIZE.width - 2 * PAD - QR_SIDE - 32;

/**
 * The card's texts laid out in full (a long value takes more lines, at a smaller font down to a floor) and
 * the height they need: the card's own, or taller when the values do not fit it.
 */
function layOutTexts(context: CanvasRenderingContext2D, member: MemberCard) {
  const block = (
    text: string,
    x: number,
    y: number,
    maxWidth: number,
    style: {
      font: (size: number) => string;
      colour: string;
      size: number;
      floor?: number;
    },
  ): TextBlock => {
    const { size, lines } = fitLines(
      text,
      maxWidth,
      { size: style.size, floor: style.floor ?? style.size },
      (line, atSize) => {
        context.font = style.font(atSize);
        return context.measureText(line).width;
      },
    );
    return { font: style.font(size), colour: style.colour, lines, x, y, lineHeight: Math.round(size * 1.2) };
  };
  const bottomOf = (text: TextBlock) => text.y + (text.lines.length - 1) * text.lineHeight;

  const nameX = PAD + 128;
  const name = block(formatNameWithTitle(member), nameX, 210, TEXT_WIDTH - 128, {
    font: (size) => `bold ${size}px ${FONT}`,
    colour: COLOURS.text,
    size: 40,
    floor: 30,
  });
  // A name on more lines is centred on the initial, as far up as the band allows.
  name.y -= Math.min(36, ((name.lines.length - 1) * name.lineHeight) / 2);
  const idLabelY = bottomOf(name) + 34;
  const memberId = block(formatMemberId(member.ulid), nameX, idLabelY + 26, TEXT_WIDTH - 128, {
    font: (size) => `${size}px ui-monospace, Menlo, Consolas, monospace`,
    colour: COLOURS.text,
    size: 20,
  });
  const texts = [
    name,
    block('MEMBER ID', nameX, idLabelY, TEXT_WIDTH - 128, {
      font: (size) => `${size}px ${FONT}`,
      colour: COLOURS.label,
      size: 20,
    }),
    memberId,
  ];

  // Details two by two, a wide one alone on its row; a row is as tall as its longer value.
  const columnWidth = (TEXT_WIDTH - 24) / 2;
  const rows: MemberCardField[][] = [];
  for (const field of memberCardFields(member)) {
    const last = rows.at(-1);
    if (!field.wide && last?.length === 1 && !last[0]?.wide) last.push(field);
    else rows.push([field]);
  }
  let rowY = Math.max(320, bottomOf(memberId) + 50);
  for (const fields of rows) {
    const row = fields.flatMap((field, column) => {
      const x = PAD + column * (columnWidth + 24);
      const width = field.wide ? TEXT_WIDTH : columnWidth;
      return [
        block(field.label.toUpperCase(), x, rowY, width, {
          font: (size) => `bold ${size}px ${FONT}`,
          colour: COLOURS.label,
          size: 18,
        }),
        block(field.value, x, rowY + 28, width, {
          font: (size) => `${size}px ${FONT}`,
          colour: COLOURS.text,
          size: 26,
          floor: 20,
        }),
      ];
    });
    texts.push(...row);
    rowY = Math.max(...row.map(bottomOf)) + 38;
  }
  return { texts, height: Math.max(CARD_IMAGE_SIZE.height, rowY - 38 + PAD + 16) };
}

/** Draws the same card as the page (band, initial, name, ID, details, QR code) onto the whole canvas. */
function drawMemberCard(
  context: CanvasRenderingContext2D,
  member: MemberCard,
  cardId: string,
  texts: TextBlock[],
): void {
  const { width, height } = context.canvas;
  const pad = PAD;

  context.fillStyle = COLOURS.background;
  roundedRect(context, 0, 0, width, height, 36);
  context.fill();
  context.save();
  roundedRect(context, 0, 0, width, height, 36);
  context.clip();

  // Band: title, forum name, status.
  context.fillStyle = COLOURS.band;
  context.fillRect(0, 0, width, 124);
  context.textBaseline = 'alphabetic';
  context.fillStyle = COLOURS.bandText;
  context.font = `bold 44px ${FONT}`;
  context.fillText(MEMBER_CARD_MESSAGES.title, pad, 68);
  context.fillStyle = COLOURS.bandSubtle;
  context.font = `26px ${FONT}`;
  context.fillText(FORUM_NAME, pad, 104, 620);
  context.font = `bold 26px ${FONT}`;
  const status = MEMBER_CARD_MESSAGES.activeMember;
  const statusWidth = context.measureText(status).width + 40;
  context.fillStyle = COLOURS.accent;
  roundedRect(context, width - pad - statusWidth, 42, statusWidth, 44, 22);
  context.fill();
  context.fillStyle = COLOURS.accentText;
  context.fillText(status, width - pad - statusWidth + 20, 73);

  // QR code on the right.
  const qrSide = QR_SIDE;
  const qrX = width - pad - qrSide;
  const qrY = height - pad - qrSide - 30;
  const matrix = createQrMatrix(memberCardUrl(member, cardId));
  const quiet = 2;
  const moduleSize = qrSide / (matrix.size + quiet * 2);
  context.fillStyle = COLOURS.background;
  context.fillRect(qrX, qrY, qrSide, qrSide);
  context.fillStyle = COLOURS.qr;
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.isDark(row, column)) {
        context.fillRect(
          qrX + (column + quiet) * moduleSize,
          qrY + (row + quiet) * moduleSize,
          Math.ceil(moduleSize),
          Math.ceil(moduleSize),
        );
      }
    }
  }
  context.fillStyle = COLOURS.label;
  context.font = `20px ${FONT}`;
  context.textAlign = 'center';
  context.fillText('Scan to verify membership', qrX + qrSide / 2, qrY + qrSide + 28);
  context.textAlign = 'left';

  // Initial, then every text.
  context.fillStyle = COLOURS.avatar;
  context.beginPath();
  context.arc(pad + 52, 216, 52, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = COLOURS.bandText;
  context.font = `bold 56px ${FONT}`;
  context.textAlign = 'center';
  context.fillText(initialOf(member.name), pad + 52, 236);
  context.textAlign = 'left';
  for (const text of texts) {
    context.fillStyle = text.colour;
    context.font = text.font;
    text.lines.forEach((line, index) => context.fillText(line, text.x, text.y + index * text.lineHeight));
  }

  context.restore();
}

/** The card as a PNG file, ready to download: ID-1 proportions, taller only when its values need it. */
export function renderMemberCardPng(member: MemberCard, cardId: string = member.ulid): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_IMAGE_SIZE.width;
  canvas.height = CARD_IMAGE_SIZE.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw images.'));
  const { texts, height } = layOutTexts(context, member);
  canvas.height = height;
  drawMemberCard(context, member, cardId, texts);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The card image could not be made.'))),
      'image/png',
    );
  });
}
