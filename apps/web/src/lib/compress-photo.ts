/** The longest side a photo of a notebook page keeps: still readable, a fraction of a phone camera's size. */
export const PHOTO_LONG_SIDE = 1600;
const JPEG_QUALITY = 0.8;

/** The size a photo is drawn at: its own when small enough, else scaled so its longest side is `limit`. */
export function scaledSize(width: number, height: number, limit = PHOTO_LONG_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= limit || longest === 0) return { width, height };
  const ratio = limit / longest;
  return { width: Math.round(width * ratio), height: Math.round(height * ratio) };
}

/**
 * A photo made smaller on the device before it is sent (a school's data plan is small): drawn on a
 * canvas at most 1600 px on its longest side, as JPEG. A file the browser cannot draw goes as it is.
 */
export async function compressPhoto(file: File): Promise<{ blob: Blob; name: string }> {
  const base = file.name.replace(/\.[^.]+$/, '') || 'photo';
  try {
    const bitmap = await createImageBitmap(file);
    const size = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return { blob: file, name: file.name };
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    return blob && blob.size < file.size ? { blob, name: `${base}.jpg` } : { blob: file, name: file.name };
  } catch {
    return { blob: file, name: file.name };
  }
}

/** The same, as a File to append to a form (a photo the browser cannot draw goes as it was taken). */
export async function compressPhotoFile(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  const { blob, name } = await compressPhoto(file);
  return blob === file ? file : new File([blob], name, { type: 'image/jpeg' });
}
