/**
 * The files tests upload, one copy for every test that runs in Node (server tests, fault drills, end-to-end
 * specs): a real 1×1 PNG and a minimal PDF, enough for the server's content sniffing.
 */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PNG_DATA_URL = `data:image/png;base64,${PNG_1PX.toString('base64')}`;
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
