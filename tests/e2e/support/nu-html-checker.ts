import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnuJar from 'vnu-jar';

/** One error the W3C Nu HTML Checker found in a page. */
export interface HtmlError {
  /** The page's address, as given. */
  page: string;
  line: number;
  column: number;
  message: string;
  /** The markup around the error (the pages are minified, so the line alone does not show it). */
  extract: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Checks every page with the W3C Nu HTML Checker (vnu.jar from the vnu-jar package, on the machine's Java) in
 * one run, and answers its errors (warnings left out), each with its page.
 */
export async function checkHtml(
  pages: ReadonlyArray<{ address: string; html: string }>,
): Promise<HtmlError[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nu-html-'));
  try {
    const files = new Map<string, string>();
    await Promise.all(
      pages.map(async ({ address, html }, index) => {
        const file = path.join(dir, `page-${index}.html`);
        files.set(file, address);
        await writeFile(file, html);
      }),
    );
    const { stderr } = await promisify(execFile)(
      process.env.JAVA ?? 'java',
      ['-jar', String(vnuJar), '--errors-only', '--format', 'json', '--exit-zero-always', ...files.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => ({
        page: files.get(message.url.replace(/^file:/, '')) ?? message.url,
        line: message.lastLine ?? 0,
        column: message.firstColumn ?? 0,
        message: message.message,
        extract: (message.extract ?? '').replace(/\s+/g, ' ').trim(),
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The errors as lines a reader can act on: page, line and column, message, and the markup around it. */
export const describeHtmlErrors = (errors: readonly HtmlError[]) =>
  errors.map((error) => `${error.page}:${error.line}:${error.column} ${error.message}\n    ${error.extract}`);
