import type { PresignImageResponse } from '../../../../shared/contracts/editor';

/**
 * The browser's own upload of the file to the presigned POST (S3 or the local stand-in), with progress.
 * XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadToStorage(
  upload: PresignImageResponse['upload'],
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`the storage answered ${xhr.status}`));
    xhr.onerror = () => reject(new Error('the storage could not be reached'));
    xhr.send(form);
  });
}
