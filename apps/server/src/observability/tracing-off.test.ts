import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Without OTEL_EXPORTER_OTLP_ENDPOINT nothing of the OpenTelemetry SDK is loaded (decision 074):
// tracing.ts is imported only when it is set. The API package alone is loaded, by pg-boss and
// prom-client themselves (a no-op until an SDK registers).

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

  it('the tracing module is what loads them (the probe sees them when they are loaded)', () => {
    expect(packagesLoadedBy(tracing)).toEqual(
      expect.arrayContaining([
        '@opentelemetry/sdk-node',
        '@opentelemetry/exporter-trace-otlp-http',
      ]),
    );
  });
});
