/** Saves text as a file through an object URL (no server round trip). */
export function downloadText(fileName: string, content: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
