// Prints, as JSON, the npm packages whose modules importing the file given as argument loads
// (tests: what a server loads without OTEL_EXPORTER_OTLP_ENDPOINT). Run with --import tsx.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const packages = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    const found = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(result.url);
    if (found) packages.add(found[1]);
    return result;
  },
});
await import(pathToFileURL(process.argv[2]).href);
process.stdout.write(`${JSON.stringify([...packages].sort())}\n`);
