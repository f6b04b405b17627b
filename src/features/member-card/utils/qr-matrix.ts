import QRCode from 'qrcode';

export interface QrMatrix {
  /** Modules per side, quiet zone excluded. */
  size: number;
  isDark(row: number, column: number): boolean;
}

/** The QR code's modules for `text` (error correction M: survives a scuffed printed card). */
export function createQrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
}

/** One SVG path drawing every dark module, offset by a quiet zone of `margin` modules. */
export function qrMatrixToSvgPath(matrix: QrMatrix, margin: number): string {
  const segments: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.isDark(row, column)) segments.push(`M${column + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return segments.join('');
}
