import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Reading a PDF back as text, as a person's tools do: pdftotext (Debian's poppler-utils; `npm
// test` and .ci/run install it) and pdf.js (pdfjs-dist, what browsers and many viewers use). The
// text is returned as the tool gives it, with nothing undone (decision 057). Where pdftotext is
// missing the tests that need it are skipped, said once in one line.

export const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).error === undefined;
let told = false;

/** Call at the top of a file whose tests read PDFs: one line when they will be skipped. */
export function sayWhenPdfTextIsMissing(): void {
  if (HAS_PDFTOTEXT || told) return;
  told = true;
  console.warn(
    'pdftotext (Debian poppler-utils) is not installed: the PDF text checks are skipped',
  );
}

/** pdftotext's modes: `raw` in the order drawn, `layout` as laid out, `plain` its reading order. */
export type PdftotextMode = 'raw' | 'layout' | 'plain';

/** The PDF's text from pdftotext (`-raw` unless told: a line's text in the order it was drawn). */
export function pdfText(pdf: Buffer, mode: PdftotextMode = 'raw'): string {
  const dir = mkdtempSync(join(tmpdir(), 'changdee-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const flags = mode === 'plain' ? [] : [`-${mode}`];
    const run = spawnSync('pdftotext', [...flags, '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
    return run.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text from pdf.js (its legacy build, for Node): its items, a line break where it says. */
export async function pdfJsText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await loading.promise;
  try {
    let text = '';
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      for (const item of (await page.getTextContent()).items)
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      text += '\n';
    }
    return text;
  } finally {
    await loading.destroy();
  }
}

/** Characters that draw nothing and must not be in a document's text: ZWSP, ZWNJ, ZWJ, BOM. */
export const ZERO_WIDTH = /\u200b|\u200c|\u200d|\u2060|\ufeff/u;
