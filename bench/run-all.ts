// `npm run bench`: runs every benchmark in bench/*.ts (all but this file) one after another, each
// in its own Node process so one cannot skew the next, and prints their figures as they go.
// Benchmarks print figures side by side with a baseline measured in the same run; nothing here
// passes or fails on time. Only a benchmark that crashes makes the run exit non-zero.
// `npm run bench -- catalogue` runs only the benchmarks whose file name contains "catalogue".
// Helpers shared by benchmarks belong in a sub-folder (e.g. bench/support/), which is not run.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const self = basename(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));

const benches = readdirSync(benchDir, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && entry.name !== self)
  .map((entry) => entry.name)
  .filter((name) => !name.endsWith('.d.ts') && !/\.(test|spec)\.ts$/.test(name))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

if (benches.length === 0) {
  console.log(
    filters.length ? `No benchmark matches ${filters.join(', ')}.` : 'No benchmarks in bench/ yet.',
  );
  process.exit(0);
}

function runBench(file: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(benchDir, file)], {
      cwd: benchDir,
      env: process.env,
      stdio: 'inherit',
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`could not run ${file}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

console.log(`Benchmarks on Node ${process.version}: ${benches.join(', ')}`);
const failed: string[] = [];
for (const file of benches) {
  console.log(`\n━━━━━━━━ ${file} ━━━━━━━━`);
  const started = performance.now();
  const code = await runBench(file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code === 0) console.log(`(${file} finished in ${seconds} s)`);
  else {
    console.log(`(${file} crashed with exit code ${code} after ${seconds} s)`);
    failed.push(file);
  }
}

console.log(
  `\n${benches.length - failed.length} of ${benches.length} benchmarks ran${failed.length ? `; crashed: ${failed.join(', ')}` : ''}.`,
);
process.exit(failed.length ? 1 : 0);
