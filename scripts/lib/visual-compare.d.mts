/** Types for visual-compare.mjs (a plain script, also imported by the Playwright page suite). */
export declare const visualDir: string;
export declare const baselineDir: string;
export declare const actualDir: string;
export declare const diffDir: string;
export declare const threshold: number;
export declare const maxDiffRatio: number;
export declare const freezeCss: string;
export declare function writeArtifact(dir: string, file: string, data: Uint8Array): void;
export declare function compareScreenshot(
  file: string,
  actual: Uint8Array,
  options?: { update?: boolean; inCI?: boolean },
): { status: 'passed' | 'written'; message?: undefined } | { status: 'missing' | 'failed'; message: string };
