/**
 * The part of qrcode's API the member card uses. Declared here rather than through @types/qrcode, which
 * brings Node's types into the browser code.
 */
declare module 'qrcode' {
  interface QRCodeSegmentMatrix {
    /** Modules per side. */
    size: number;
    get(row: number, column: number): number | boolean;
  }
  interface QRCodeOptions {
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  }
  const QRCode: {
    create(text: string, options?: QRCodeOptions): { modules: QRCodeSegmentMatrix };
  };
  export default QRCode;
}
