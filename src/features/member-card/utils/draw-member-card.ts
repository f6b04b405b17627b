import { FORUM_NAME } from '@contract/constants';
import type { MemberCard } from '@contract/member';
import { MEMBER_CARD_MESSAGES } from '@/features/member-card/config/member-card-messages';
import {
  formatMemberId,
  formatNameWithTitle,
  initialOf,
  memberCardFields,
  memberCardUrl,
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

/** Shortens `text` with an ellipsis until it fits `maxWidth` in the context's current font. */
function fitText(context: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (context.measureText(text).width <= maxWidth) return text;
  let shortened = text;
  while (shortened.length > 1 && context.measureText(`${shortened}…`).width > maxWidth) {
    shortened = shortened.slice(0, -1);
  }
  return `${shortened}…`;
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

/** Draws the same card as the page (band, initial, name, ID, details, QR code) onto a 1011 x 638 canvas. */
function drawMemberCard(context: CanvasRenderingContext2D, member: MemberCard, cardId: string): void {
  const { width, height } = CARD_IMAGE_SIZE;
  const pad = 48;

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
  context.fillText(fitText(context, FORUM_NAME, 620), pad, 104);
  context.font = `bold 26px ${FONT}`;
  const status = MEMBER_CARD_MESSAGES.activeMember;
  const statusWidth = context.measureText(status).width + 40;
  context.fillStyle = COLOURS.accent;
  roundedRect(context, width - pad - statusWidth, 42, statusWidth, 44, 22);
  context.fill();
  context.fillStyle = COLOURS.accentText;
  context.fillText(status, width - pad - statusWidth + 20, 73);

  // QR code on the right.
  const qrSide = 250;
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

  // Initial, name with title, member ID.
  const textWidth = qrX - pad - 32;
  context.fillStyle = COLOURS.avatar;
  context.beginPath();
  context.arc(pad + 52, 216, 52, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = COLOURS.bandText;
  context.font = `bold 56px ${FONT}`;
  context.textAlign = 'center';
  context.fillText(initialOf(member.name), pad + 52, 236);
  context.textAlign = 'left';
  const nameX = pad + 128;
  context.fillStyle = COLOURS.text;
  context.font = `bold 40px ${FONT}`;
  context.fillText(fitText(context, formatNameWithTitle(member), textWidth - 128), nameX, 210);
  context.fillStyle = COLOURS.label;
  context.font = `20px ${FONT}`;
  context.fillText('MEMBER ID', nameX, 244);
  context.fillStyle = COLOURS.text;
  context.font = `20px ui-monospace, Menlo, Consolas, monospace`;
  context.fillText(fitText(context, formatMemberId(member.ulid), textWidth - 128), nameX, 270);

  // Details in two columns.
  const columnWidth = (textWidth - 24) / 2;
  memberCardFields(member).forEach((field, index) => {
    const x = pad + (index % 2) * (columnWidth + 24);
    const y = 338 + Math.floor(index / 2) * 78;
    context.fillStyle = COLOURS.label;
    context.font = `bold 18px ${FONT}`;
    context.fillText(field.label.toUpperCase(), x, y);
    context.fillStyle = COLOURS.text;
    context.font = `26px ${FONT}`;
    context.fillText(fitText(context, field.value, columnWidth), x, y + 32);
  });

  context.restore();
}

/** The card as a PNG file, ready to download. */
export function renderMemberCardPng(member: MemberCard, cardId: string = member.ulid): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_IMAGE_SIZE.width;
  canvas.height = CARD_IMAGE_SIZE.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw images.'));
  drawMemberCard(context, member, cardId);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The card image could not be made.'))),
      'image/png',
    );
  });
}
