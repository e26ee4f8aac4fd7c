import { api } from './client.ts';

/** The name the server gave a file: the RFC 5987 UTF-8 name first, else the plain one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf) return decodeURIComponent(utf);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * Downloads a file the API makes (a workbook, a PDF) with the session's token and saves it under
 * the server's name. No timeout: a large recap streams for as long as it takes.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await api.get(path, { timeout: false, retry: 0 });
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
