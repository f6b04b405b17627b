#!/usr/bin/env node
// Serves a built SPA as any static host would: files as they are, every other address answered with index.html
// (history fallback). Usage: node serve-spa.mjs <dir> <port>
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [root, port] = [path.resolve(process.argv[2] ?? 'dist'), Number(process.argv[3] ?? 8080)];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

http
  .createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://spa').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root) || !isFile(file)) file = path.join(root, 'index.html');
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  })
  .listen(port, '127.0.0.1');
