import {
  editorApiPaths,
  presignImageResponseSchema,
  type PresignImageResponse,
} from '../../../../shared/contracts/editor';
import { api } from '../../../lib/api-client';

/** POST images: a presigned S3 POST for one image file of this project. */
export function presignImage(projectId: string, file: File): Promise<PresignImageResponse> {
  return api.post(
    editorApiPaths.images(projectId),
    { fileName: file.name, contentType: file.type, size: file.size },
    { schema: presignImageResponseSchema },
  );
}
