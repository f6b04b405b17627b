#!/usr/bin/env node
// The PHP API's file names are its wire, and the wire has one home: the path of each endpoint in the contract
// (the calls listed in `PHP_API_ENDPOINTS`, contract/endpoints.ts). Code elsewhere takes a path from its endpoint
// (`getBlogsEndpoint.path`) and its names, test titles and comments say what the call does ("the blog list"), so
// a rename on either side never leaves a stale copy behind. The PHP implementation the tests run against
// (tests/php-api/server) is the wire itself and is left out. This check fails on every other mention of one of
// those file names in a source file, in code or comment, and names file and line.
//
// Usage: node scripts/check-php-file-names.mjs [root]   (root defaults to the current directory; exit 1 on findings)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { sourceFiles } from './source-files.mjs';

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Where the file names are the wire: the contract, and the PHP implementation the tests run. */
const WIRE_FOLDERS = ['contract/', 'tests/php-api/server/'];

const ENDPOINT_LIST = 'PHP_API_ENDPOINTS';

const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The string a `path:` property of an endpoint definition holds, or undefined when it is not written out. */
function pathOf(definition) {
  let found;
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'path' &&
      ts.isStringLiteralLike(node.initializer)
    )
      found ??= node.initializer.text;
    if (found === undefined) node.forEachChild(visit);
  };
  visit(definition);
  return found;
}

/** The initializer of `const <name> = ...` at the top level of a parsed file. */
function constantIn(source, name) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration.initializer;
  }
  return undefined;
}

/**
 * The PHP API's paths as the contract defines them: each endpoint named in `PHP_API_ENDPOINTS`, found in the
 * contract file it is imported from, and the `path` it is defined with. Throws when one cannot be read, so the
 * check never passes on a list it could not see.
 */
export function phpApiPaths(root) {
  const listFile = path.join(root, 'contract', 'endpoints.ts');
  const source = parse(listFile);
  const list = constantIn(source, ENDPOINT_LIST);
  const elements = list && ts.isAsExpression(list) ? list.expression : list;
  if (!elements || !ts.isArrayLiteralExpression(elements))
    throw new Error(`contract/endpoints.ts: ${ENDPOINT_LIST} is not an array of endpoints`);
  const importedFrom = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      importedFrom.set(element.name.text, {
        module: statement.moduleSpecifier.text,
        exported: (element.propertyName ?? element.name).text,
      });
  }
  return elements.elements.map((element) => {
    if (!ts.isIdentifier(element))
      throw new Error(
        `contract/endpoints.ts: ${ENDPOINT_LIST} holds ${element.getText()}, not an endpoint's name`,
      );
    const imported = importedFrom.get(element.text);
    const definitionFile = imported ? path.join(path.dirname(listFile), `${imported.module}.ts`) : listFile;
    const definition = constantIn(
      definitionFile === listFile ? source : parse(definitionFile),
      imported?.exported ?? element.text,
    );
    const wirePath = definition && pathOf(definition);
    if (!wirePath)
      throw new Error(
        `${path.relative(root, definitionFile)}: no written-out path for ${element.text} of ${ENDPOINT_LIST}`,
      );
    return wirePath;
  });
}

/** A file name as written in code or a comment, or escaped in a regular expression (a backslash before the dot). */
function mentionPattern(fileName) {
  const stem = fileName.slice(0, -'.php'.length).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])${stem}\\\\?\\.php(?!\\w)`, 'g');
}

export function checkPhpFileNames(root) {
  const wire = phpApiPaths(root).map((wirePath) => ({
    wirePath,
    pattern: mentionPattern(path.posix.basename(wirePath)),
  }));
  const problems = [];
  for (const file of sourceFiles(root, SOURCE_EXTENSIONS, WIRE_FOLDERS)) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const { wirePath, pattern } of wire)
        for (const match of line.matchAll(pattern))
          problems.push(
            `${file}:${index + 1}: names ${match[0]}, the PHP API's ${wirePath}: take the path from its endpoint ` +
              'in the contract, and say what the call does',
          );
    });
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? '.');
  const problems = checkPhpFileNames(root);
  for (const problem of problems) process.stdout.write(`${problem}\n`);
  if (problems.length > 0) {
    process.stdout.write(`\n${problems.length} mention(s) of a PHP file name outside the wire.\n`);
    process.exit(1);
  }
  process.stdout.write('PHP file names appear only where they are the wire.\n');
}
