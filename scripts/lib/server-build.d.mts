// Types for the TypeScript code (e2e) that starts the server bundle as `npm start` does.
export declare const serverBundle: string;
export declare const serverNodeFlags: readonly string[];
export declare function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
