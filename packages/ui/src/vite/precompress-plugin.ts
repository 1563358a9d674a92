import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed once
// at the highest levels. The server sends them as they are (@fastify/static preCompressed) with
// Content-Encoding and Vary: Accept-Encoding, so no request pays for compressing a static file.

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this a compressed copy saves less than its headers and a disk read cost.
const MIN_BYTES = 1024;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return entry.isFile() && TEXT_FILE.test(entry.name) ? [path] : [];
  });
}

function writeCompressedCopies(file: string): void {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) return;
  const copies: Array<[string, Buffer]> = [
    [
      '.br',
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    ],
    ['.gz', gzipSync(content, { level: constants.Z_BEST_COMPRESSION })],
  ];
  for (const [extension, compressed] of copies) {
    if (compressed.length < content.length) writeFileSync(`${file}${extension}`, compressed);
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'changdee-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin's files (the prerendered pages) are written.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of textFiles(outDir)) writeCompressedCopies(file);
      },
    },
  };
}
