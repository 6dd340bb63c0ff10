/**
 * Image upload (docs/product.md › Images): the file picker, the checks before uploading (an image, under 5 MB),
 * a presigned POST straight to storage with progress, then the server's confirm (which deletes a file
 * that is not the image it claimed). The image element then shows the new URL: 'Image Updated'.
 */
import { useCallback, useRef, useState } from 'react';
import {
  fileTooLargeToast,
  invalidFileToast,
  isImageType,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from '../../../../shared/editor/images';
import { editorErrorCodes } from '../../../../shared/contracts/editor';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { confirmImage } from '../api/confirm-image';
import { presignImage } from '../api/presign-image';
import { uploadToStorage } from '../api/upload-to-storage';
import type { UploadedImage } from '../model/element-links';

export interface UploadProgress {
  fileName: string;
  fraction: number;
}

/** The spec's refusal for a file, or undefined when it may be uploaded. Pure. */
export function refuseFile(file: {
  type: string;
  size: number;
}): { title: string; description: string } | undefined {
  if (!file.type.startsWith('image/')) return invalidFileToast;
  if (!isImageType(file.type))
    return { title: invalidFileToast.title, description: UNSUPPORTED_IMAGE_MESSAGE };
  if (file.size >= MAX_IMAGE_BYTES) return fileTooLargeToast;
  return undefined;
}

export function useImageUpload(
  projectId: string,
  onUploaded: (elementId: string, img: UploadedImage) => Promise<void>,
) {
  const [progress, setProgress] = useState<UploadProgress | undefined>();
  const input = useRef<HTMLInputElement | null>(null);
  const target = useRef<string | undefined>(undefined);

  const upload = useCallback(
    async (file: File) => {
      const elementId = target.current;
      if (!elementId) return;
      const refusal = refuseFile(file);
      if (refusal) {
        toast({ ...refusal, variant: 'destructive' });
        return;
      }
      setProgress({ fileName: file.name, fraction: 0 });
      try {
        const presigned = await presignImage(projectId, file);
        await uploadToStorage(presigned.upload, file, (fraction) =>
          setProgress({ fileName: file.name, fraction }),
        );
        const image = await confirmImage(projectId, presigned.key);
        await onUploaded(elementId, image);
        toast({ title: 'Image Updated' });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const code = error instanceof ApiRequestError ? error.code : undefined;
        const title =
          code === editorErrorCodes.invalidFile
            ? invalidFileToast.title
            : code === editorErrorCodes.fileTooLarge
              ? fileTooLargeToast.title
              : undefined;
        toast(
          title
            ? { title, description: message, variant: 'destructive' }
            : {
                title: 'Upload Failed',
                description: `Could not upload image: ${message}`,
                variant: 'destructive',
              },
        );
      } finally {
        setProgress(undefined);
      }
    },
    [projectId, onUploaded],
  );

  const pick = useCallback((elementId: string) => {
    target.current = elementId;
    input.current?.click();
  }, []);

  const inputProps = {
    ref: input,
    type: 'file' as const,
    accept: 'image/png,image/jpeg,image/gif,image/webp',
    hidden: true,
    'aria-label': 'Choose an image file',
    'data-testid': 'image-file-input',
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const file = e.target.files?.[0];
      e.target.value = '';
      if (file) void upload(file);
    },
  };
  return { pick, progress, inputProps };
}
