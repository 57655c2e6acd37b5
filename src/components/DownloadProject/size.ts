/**
 * A file size as a reader says it: whole kilobytes under a megabyte (never
 * "0 KB": a small file still reads 1 KB), one decimal above. 1 KB is 1,024 bytes.
 */
export function formatSize(bytes: number): string {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${Math.max(1, Math.round(kilobytes))} KB`;
  return `${(kilobytes / 1024).toFixed(1)} MB`;
}

/** The link text, shared by the page component and the Markdown export. */
export function downloadLabel(bytes: number): string {
  return `Download the project (${formatSize(bytes)} zip)`;
}
