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
  /** Where the checker points: the end of the markup in error. */
  line: number;
  column: number;
  message: string;
  /** The markup where the error is, from the page (its lines are long, so the line alone does not show it). */
  extract: string;
}

/** How much of the page an error shows before and after where the checker points, in characters. */
const EXTRACT_BEFORE = 160;
const EXTRACT_AFTER = 40;

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
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
    const byFile = new Map(pages.map((page, index) => [path.join(dir, `page-${index}.html`), page]));
    await Promise.all([...byFile].map(([file, { html }]) => writeFile(file, html)));
    const java = process.env.JAVA ?? 'java';
    const { stderr } = await promisify(execFile)(
      java,
      ['-jar', String(vnuJar), '--errors-only', '--format', 'json', '--exit-zero-always', ...byFile.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: unknown) => {
      throw new Error(
        `The Nu HTML Checker could not run (${java} -jar vnu.jar): install Java (Debian's default-jre-headless) or set JAVA`,
        { cause: error },
      );
    });
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => {
        const page = byFile.get(message.url.replace(/^file:/, ''));
        const line = message.lastLine ?? 0;
        const column = message.lastColumn ?? 0;
        const text = page?.html.split('\n')[line - 1] ?? message.extract ?? '';
        return {
          page: page?.address ?? message.url,
          line,
          column,
          message: message.message,
          extract: text.slice(Math.max(0, column - EXTRACT_BEFORE), column + EXTRACT_AFTER),
        };
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The errors as lines a reader can act on: page, line and column, message, and the markup around it. */
export const describeHtmlErrors = (errors: readonly HtmlError[]) =>
  errors.map((error) => `${error.page}:${error.line}:${error.column} ${error.message}\n    ${error.extract}`);
