import type { ConfirmImageResponse, PresignImageResponse } from '../../../shared/contracts/editor';
import type { Blobs } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import { confirmUpload, logoFolder, presignUpload } from '../editor/images';

/**
 * The brand kit's logo upload (issue 33), by the editor's image rules and path (presigned POST to S3, then a
 * confirm that checks the stored bytes): PNG, JPEG, GIF or WebP, 5 MB at most, in the account's own folder
 * (editor/images.ts › logoFolder). The owner then saves the kit with the returned address (PUT /api/brand),
 * as the editor's image element takes its `src`.
 */

export const presignLogo = (
  ports: { blobs: Blobs; clock: Clock },
  accountId: string,
  input: { fileName: string; contentType: string; size: number },
): Promise<PresignImageResponse> => presignUpload(ports, logoFolder(accountId), input);

export const confirmLogo = (
  ports: { blobs: Blobs },
  accountId: string,
  key: string,
): Promise<ConfirmImageResponse> => confirmUpload(ports, logoFolder(accountId), key);
