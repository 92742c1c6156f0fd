/**
 * Saving a file the console has in hand (a download answered as a blob by the gateway, a generated export): an object
 * URL on a temporary link, clicked, then released.
 */
import { displayZone, partsIn } from '@/shared/format/date';

/** The time the object URL is kept after the click, so that the browser has started reading it. */
const RELEASE_AFTER_MS = 10_000;

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}

/** A file-name stamp of a moment: YYYYMMDD-HHmmss in the zone every time is shown in (UTC+8, ADR 0014), as its rows. */
export function fileStamp(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const p = partsIn(now.getTime(), displayZone());
  return `${p.year}${pad(p.month)}${pad(p.day)}-${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}
