/**
 * P.O. box detection for delivery addresses ("P.O. box rejected").
 *
 * The line is folded first — lower case, accents kept, every run of punctuation or whitespace
 * becomes one space — so "P.O. Box", "p o box", "PO-Box" and "P.O.Box" all read the same.
 * Each pattern is anchored on word boundaries so streets that merely contain the letters
 * ("Box Hill Road", "Polar Boxing Club St", "Pobeda Street") are left alone.
 */
const poBoxPatterns: readonly RegExp[] = [
  // P.O. Box, PO Box, POBox, GPO Box (Australia's General Post Office boxes)
  /(?:^| )g? ?p ?o ?box(?: |$)/u,
  // Post Office Box, Post Box, Postbox
  /(?:^| )post ?(?:office ?)?box(?: |$)/u,
  // P.O.B. / POB — only when a number follows (or nothing), so "Pob Lane" stays a street
  /(?:^| )p ?o ?b(?: ?\d|$)/u,
  // other languages' box wording: Postfach (de), Postboks (da/no), Postbus (nl),
  // Boîte postale (fr), Caixa postal (pt), Apartado postal / de correos (es), Casilla de correo (es)
  /(?:^| )(?:postfach|postboks|postbus)(?: |$)/u,
  /(?:^| )bo[iî]te postale(?: |$)/u,
  /(?:^| )caixa postal(?: |$)/u,
  /(?:^| )apartado (?:postal|de correos)(?: |$)/u,
  /(?:^| )casilla de correos?(?: |$)/u,
];

function fold(line: string): string {
  return line
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True when an address line names a post-office box rather than a street address. */
export function isPoBox(line: string): boolean {
  const folded = fold(line);
  return poBoxPatterns.some((pattern) => pattern.test(folded));
}
