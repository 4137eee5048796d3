// Hands the browser a file made on the page (a chart's CSV) as a download, without a round trip.
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task; the address is freed then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
