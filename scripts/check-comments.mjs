#!/usr/bin/env node
// Comments must stand alone: a reader has this repository and nothing else. A comment that cites a document the
// repository does not hold (the product's specification or design notes by their file names), an issue number, or
// a file path that does not exist sends the reader nowhere, so this check fails on each and names file and line.
//
// Usage: node scripts/check-comments.mjs [root]   (root defaults to the current directory; exit 1 on findings)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { sourceFiles } from './source-files.mjs';

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;

/** Words that point at a document or a tracker the reader does not have. */
const CITATIONS = [
  { pattern: /\bSPEC\b/, why: 'cites SPEC, which this repository does not hold: state the rule itself' },
  { pattern: /\bDESIGN\b/, why: 'cites DESIGN, which this repository does not hold: state the rule itself' },
  { pattern: /\bissues? #?\d+\b/i, why: 'cites an issue number: state the rule itself' },
];

/** Something shaped like a path inside this repository: a top-level folder, then at least one segment. */
const REPO_PATH =
  /(?<![\w@./-])((?:src|server|contract|scripts|tests|deploy|docs)\/[\w.@[\]-]+(?:\/[\w.@[\]-]+)*)/g;

/** The comments of a file with the line each starts on. */
export function commentsOf(fileName, text) {
  if (fileName.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
      text: match[0],
      line: text.slice(0, match.index).split('\n').length,
    }));
  }
  const comments = [];
  const seen = new Set();
  // A scanner alone cannot tell a regular expression or JSX text from an operator, so comments are read from the
  // parsed tree's trivia: the leading and trailing comments of every node.
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const collect = (ranges) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({
        text: text.slice(range.pos, range.end),
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
      });
    }
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    if (ts.isJsxExpression(node) && !node.expression) {
      // `{/* ... */}` in JSX: the comment is the whole of the braces' content.
      const inner = text.slice(node.getStart() + 1, node.getEnd() - 1);
      const match = /\/\*[\s\S]*?\*\//.exec(inner);
      if (match && !seen.has(node.getStart())) {
        seen.add(node.getStart());
        comments.push({
          text: match[0],
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        });
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return comments.sort((a, b) => a.line - b.line);
}

/** The findings of one comment: citations, and repository paths that do not exist under root. */
export function findingsIn(comment, root) {
  const findings = [];
  for (const { pattern, why } of CITATIONS) if (pattern.test(comment)) findings.push(why);
  for (const match of comment.matchAll(REPO_PATH)) {
    const candidate = match[1].replace(/[.,:;)]+$/, '');
    if (/[*{}]/.test(candidate) || candidate.includes('[')) continue; // a glob or a pattern, not a file
    if (!existsSync(path.join(root, candidate)))
      findings.push(`names ${candidate}, which does not exist in this repository`);
  }
  return findings;
}

export function checkComments(root) {
  const problems = [];
  for (const file of sourceFiles(root, SOURCE_EXTENSIONS, ['tests/php-api/server/'])) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const comment of commentsOf(file, text))
      for (const finding of findingsIn(comment.text, root))
        problems.push(`${file}:${comment.line}: ${finding}`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? '.');
  const problems = checkComments(root);
  for (const problem of problems) process.stdout.write(`${problem}\n`);
  if (problems.length > 0) {
    process.stdout.write(`\n${problems.length} comment(s) do not stand alone.\n`);
    process.exit(1);
  }
  process.stdout.write('Every comment stands alone.\n');
}
