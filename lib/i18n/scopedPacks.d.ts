/**
 * A language pack imported in part, `locales/<locale>.json?scope=<name>` (lib/i18n/messageScopes.ts,
 * served by vite.config.ts): strings in Vitest and Storybook, ICU ASTs in the storefront build —
 * `Messages` of loadMessages.ts.
 */
declare module '*.json?scope=root' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=checkout' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=account' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=cart' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=listing' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=content' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=reviews' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=share' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=email' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=footer' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=search' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=language' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=notFound' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=carousel' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module '*.json?scope=wishlist' {
  const messages:
    | Record<string, string>
    | Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}
