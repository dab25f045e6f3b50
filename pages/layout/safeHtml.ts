/**
 * Merchant HTML that has been through `sanitizeRichText` (pages/layout/richText.ts). Only that
 * function makes one, so a component taking `SafeHtml` can draw it as it is: sections hydrated in
 * the product and collection pages get it from their server loader (the sanitiser stays out of
 * their JavaScript); static sections, other routes and lazily loaded dialogs sanitise where they
 * render, in their own chunks.
 */
export type SafeHtml = string & { readonly __safeHtml: true };
