/** The texts of the upload dialog (doc 2 §2 "upload file (drag and drop or click, Clear, Cancel, Upload)"). */
export const uploadText = {
  title: 'Upload File',
  dropZone: 'Drag and drop a file here, or click to choose one',
  chosen: (name: string, size: string) => `${name} (${size})`,
  clear: 'Clear',
  cancel: 'Cancel',
  upload: 'Upload',
} as const;

/** A file size as people read it: 512 B, 12.3 KB, 4.1 MB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The file a drop carries (the first one; a drop of text or of nothing carries none). */
export const droppedFile = (transfer: Pick<DataTransfer, 'files'> | null): File | undefined =>
  transfer?.files?.[0] ?? undefined;
