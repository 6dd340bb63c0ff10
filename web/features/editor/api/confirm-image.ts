import {
  confirmImageResponseSchema,
  editorApiPaths,
  type ConfirmImageResponse,
} from '../../../../shared/contracts/editor';
import { api } from '../../../lib/api-client';

/** POST images/confirm: the server checks the stored bytes are the image claimed (else deletes it, 400). */
export async function confirmImage(projectId: string, key: string): Promise<ConfirmImageResponse['image']> {
  return (
    await api.post(editorApiPaths.confirmImage(projectId), { key }, { schema: confirmImageResponseSchema })
  ).image;
}
