/** The contact and newsletter forms' length limits, zod-free so page code can use them. */

/** Longest contact-form message, in characters. */
export const contactMessageMaxLength = 5000;
/** Longest name on the contact form. */
export const contactNameMaxLength = 255;
/** Longest newsletter source code (`footer`, a campaign name). */
export const newsletterCodeMaxLength = 64;
/** Longest email address (RFC 5321), as `emailSchema` allows. */
export const emailInputMaxLength = 254;
