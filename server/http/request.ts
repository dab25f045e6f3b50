/**
 * Kept for imports written before the validator became one module: everything here is
 * `server/http/validate.ts`. New code imports from there.
 */
export { parseOr422, parseWireAddress, readJsonObject } from './validate';
