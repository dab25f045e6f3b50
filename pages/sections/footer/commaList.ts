/** A comma-separated setting's items, trimmed, without empty ones. */
export const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
