import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Reading a PDF back as text with pdftotext (Debian's poppler-utils; `npm test` and .ci/run
// install it). Where it is missing the tests that need it are skipped, said once in one line.

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

/**
 * The PDF's text in the order it was drawn (`-raw`: a Thai mark stays after its letter). Two artefacts of how pdfkit maps
 * glyphs back to text are undone: SARA AM is shaped as NIKHAHIT + SARA AA and reads back as
 * `ำา`, and the zero-width spaces between Thai words (thai-breaks.ts) are dropped.
 */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'changdee-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const run = spawnSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr}`);
    return run.stdout.replaceAll('ำา', 'ำ').replaceAll('\u200b', '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
