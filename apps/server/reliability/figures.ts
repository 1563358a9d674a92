import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The figures a reliability run reports (requests sent, orders acknowledged before a kill…): one
// JSON line each in .tmp/test-results/reliability-figures.jsonl, printed by
// scripts/test-reliability.mjs at the end of the run and copied into docs/reliability.md.
export const FIGURES_FILE = join(
  fileURLToPath(new URL('../../..', import.meta.url)),
  '.tmp/test-results/reliability-figures.jsonl',
);

export function recordFigure(part: string, text: string): void {
  mkdirSync(dirname(FIGURES_FILE), { recursive: true });
  const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
  appendFileSync(
    FIGURES_FILE,
    `${JSON.stringify({ part, driver, tz: process.env.TZ ?? '', text })}\n`,
  );
}
