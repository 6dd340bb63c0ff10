/** The brand kit's logo upload (POST /api/brand/logo, then /confirm): the editor's image path. */
import {
  confirmImageResponseSchema,
  presignImageResponseSchema,
  type ConfirmImageResponse,
} from '../../../shared/contracts/editor';
import { api } from '../../lib/api-client';
import { uploadToStorage } from '../editor/api/upload-to-storage';

/** Presign, upload straight to storage (progress as a fraction), confirm: the logo's checked image. */
export async function uploadLogo(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ConfirmImageResponse['image']> {
  const ticket = await api.post(
    '/api/brand/logo',
    { fileName: file.name, contentType: file.type, size: file.size },
    { schema: presignImageResponseSchema },
  );
  await uploadToStorage(ticket.upload, file, onProgress);
  const confirmed = await api.post(
    '/api/brand/logo/confirm',
    { key: ticket.key },
    { schema: confirmImageResponseSchema },
  );
  return confirmed.image;
}
