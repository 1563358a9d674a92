import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Without OTEL_EXPORTER_OTLP_ENDPOINT nothing of the OpenTelemetry SDK is loaded (decision 074):
// tracing.ts is imported only when it is set, and imports the SDK only when tracing starts (the
// production bundle hoists a static import of an npm package to its top). The API package alone
// is loaded, by pg-boss and prom-client themselves (a no-op until an SDK registers).

const probe = fileURLToPath(new URL('../../test/loaded-packages.mjs', import.meta.url));
const app = fileURLToPath(new URL('../app.ts', import.meta.url));
const tracing = fileURLToPath(new URL('./tracing.ts', import.meta.url));

const packagesLoadedBy = (file: string): string[] =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', probe, file], { encoding: 'utf8' }),
  ) as string[];

describe('tracing off', () => {
  it('the app loads no OpenTelemetry SDK nor exporter', () => {
    const loaded = packagesLoadedBy(app).filter((name) => name.startsWith('@opentelemetry/'));
    expect(loaded).toEqual(['@opentelemetry/api']);
  });

  it('nor does the tracing module until tracing starts', () => {
    const loaded = packagesLoadedBy(tracing).filter((name) => name.startsWith('@opentelemetry/'));
    expect(loaded).toEqual(['@opentelemetry/api']);
  });

  it('the probe sees the SDK when it is loaded', () => {
    const sdk = createRequire(import.meta.url).resolve('@opentelemetry/sdk-node');
    expect(packagesLoadedBy(sdk)).toEqual(expect.arrayContaining(['@opentelemetry/sdk-node']));
  });
});
