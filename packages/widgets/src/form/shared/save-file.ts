/**
 * Hands `blob` to the browser as a download named `fileName`, through a temporary object URL
 * and `<a download>` (appended to the document so every browser honours the click).
 */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** File size for people: "850 KB", "2,4 MB" (Spanish decimal comma). */
export function formatFileSize(bytes: number): string {
  const kb = bytes / 1024;
  const format = (n: number) => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 }).format(n);
  return kb < 1024 ? `${format(Math.max(kb, 0.1))} KB` : `${format(kb / 1024)} MB`;
}
