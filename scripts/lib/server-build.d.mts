// Types for the TypeScript code (e2e) that starts the server bundle as `npm start` does.
export declare const serverBundle: string;
export declare const serverNodeFlags: readonly string[];
export declare function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** Bundles the server only when the bundle is missing or its sources changed. */
export declare function ensureServerBuild(options?: {
  log?: (line: string) => void;
}): Promise<void>;
