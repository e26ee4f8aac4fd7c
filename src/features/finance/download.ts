import { api } from '../../api/client.ts';

/** Saves a file the browser received (a PDF from the API, a CSV built here) under a name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadFrom(path: string, name: string): Promise<void> {
  saveBlob(await api.get(path).blob(), name);
}
