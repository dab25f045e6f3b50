import { vars } from '../../tokens/contract.css';
import { inlineVars } from '../../tokens/inlineVars';

/** The contract variable (`var(--…)`) at a dotted token path, or undefined for an unknown path. */
export function tokenVar(path: string): string | undefined {
  let node: unknown = vars;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' && node.startsWith('var(') ? node : undefined;
}

/**
 * The merchant's token overrides as inline CSS variables for `<html>`. The
 * store validated the values; unknown paths are dropped here as well.
 */
export function tokenOverrideStyle(overrides: Record<string, string>) {
  const assignments: Record<string, string> = {};
  for (const [path, value] of Object.entries(overrides)) {
    const variable = tokenVar(path);
    if (variable) assignments[variable] = value;
  }
  return inlineVars(assignments);
}
