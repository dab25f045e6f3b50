import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';

/** A language pack as the formatter takes it without a parser: every message already an ICU AST. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * Precompiles a language pack (formatjs' "precompile messages"): each ICU message
 * string becomes the AST intl-messageformat would otherwise parse on every page load and every server
 * render. The storefront build runs this on `locales/*.json` (`vite.config.ts`), which lets the
 * browser bundle drop the ICU parser; Vitest and Storybook keep the plain strings.
 *
 * The AST is `parse()`'s default output: no source locations, skeletons parsed. An empty message
 * is left out, so the pack falls back to en-US for it (`loadMessages`) rather than the formatter
 * showing the id, which is what it does for an empty string. A message that is not valid ICU
 * throws, naming its id, so a broken pack fails the build rather than a page.
 */
export const compileMessages = (messages: Record<string, unknown>): CompiledMessages => {
  const compiled: CompiledMessages = {};
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new TypeError(`message "${id}" is not a string`);
    if (text === '') continue;
    try {
      compiled[id] = parse(text);
    } catch (error) {
      throw new Error(`message "${id}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  return compiled;
};
