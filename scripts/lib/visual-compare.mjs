/**
 * Screenshot comparison shared by the story suite (scripts/visual.mjs) and the storefront page
 * suite (test/e2e/pages.visual.spec.ts): baselines in test/visual/baselines, pixelmatch with a
 * small tolerance, and on a difference the actual and diff images beside them for review.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const visualDir = join(root, 'test/visual');
export const baselineDir = join(visualDir, 'baselines');
export const actualDir = join(visualDir, '__actual__');
export const diffDir = join(visualDir, '__diff__');

/** Per-pixel colour tolerance (pixelmatch), and the share of pixels allowed to differ. */
export const threshold = 0.1;
export const maxDiffRatio = 0.0005;

/** Freezes motion so a screenshot shows the settled state. */
export const freezeCss = `
*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;

export function writeArtifact(dir, file, data) {
  const path = join(dir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

/**
 * Compares one screenshot with its baseline. Returns `{ status, message? }` where status is
 * `passed`, `written` (update mode, or a new baseline outside CI), `missing` (no baseline in CI)
 * or `failed`.
 */
export function compareScreenshot(file, actual, { update = false, inCI = false } = {}) {
  const baselinePath = join(baselineDir, file);
  if (update || (!existsSync(baselinePath) && !inCI)) {
    mkdirSync(dirname(baselinePath), { recursive: true });
    writeFileSync(baselinePath, actual);
    return { status: 'written' };
  }
  if (!existsSync(baselinePath)) {
    writeArtifact(actualDir, file, actual);
    return { status: 'missing', message: `${file}: no baseline (CI)` };
  }
  const baselineBytes = readFileSync(baselinePath);
  // Chromium encodes identical pixels to identical bytes: skip decoding in the common case.
  if (baselineBytes.equals(actual)) return { status: 'passed' };
  const expected = PNG.sync.read(baselineBytes);
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    writeArtifact(actualDir, file, actual);
    return {
      status: 'failed',
      message: `${file}: size ${got.width}×${got.height}, baseline ${expected.width}×${expected.height}`,
    };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold });
  const ratio = changed / (got.width * got.height);
  if (ratio > maxDiffRatio) {
    writeArtifact(actualDir, file, actual);
    writeArtifact(diffDir, file, PNG.sync.write(diff));
    return { status: 'failed', message: `${file}: ${changed} px differ (${(ratio * 100).toFixed(3)}%)` };
  }
  return { status: 'passed' };
}
