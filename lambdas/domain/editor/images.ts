import type { ConfirmImageResponse, PresignImageResponse } from '../../../shared/contracts/editor';
import { editorErrorCodes } from '../../../shared/contracts/editor';
import {
  fileTooLargeToast,
  IMAGE_CACHE_CONTROL,
  imageExtension,
  invalidFileToast,
  isImageType,
  MAX_IMAGE_BYTES,
  sanitizeFileName,
  UNSUPPORTED_IMAGE_MESSAGE,
} from '../../../shared/editor/images';
import type { Blobs } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import type { Store } from '../../ports/store';
import { DomainError } from '../errors';
import { ownedProject } from './project-access';
import { SNIFF_BYTES, sniffImage } from './image-sniff';

/**
 * Image uploads of a project (docs/product.md › Images): the server issues a presigned POST for one key under the
 * caller's own project, pending/projects/{projectId}/images/{id}-{sanitized name}; the browser uploads
 * straight to S3; confirm then checks what was stored, deletes anything that is not the image claimed and
 * moves the image to projects/{projectId}/images/…, where it is served (only there: CloudFront and the
 * local server never serve pending/), stored with its checked type, an extension that follows it and
 * `Content-Disposition: inline; filename="<sanitized name>"`. An upload never confirmed stays
 * under pending/, which the bucket expires after a day (infra/constructs/storage.ts; s3rver has no
 * lifecycle rules, so locally it stays until `npm run reset`).
 */
const invalidFile = (message: string = invalidFileToast.description) =>
  new DomainError('invalid', editorErrorCodes.invalidFile, message);
const tooLarge = () =>
  new DomainError('invalid', editorErrorCodes.fileTooLarge, fileTooLargeToast.description);
const uploadNotFound = () =>
  new DomainError(
    'not_found',
    editorErrorCodes.uploadNotFound,
    'The uploaded image was not found. Please upload it again.',
  );

/** Where a project's uploaded images live (project delete removes what is under it). */
export const imagesPrefix = (projectId: string) => `projects/${projectId}/images/`;
/**
 * Where the account's brand kit logo lives (lambdas/domain/brand/logo-upload.ts): inside the key pattern
 * CloudFront and the local server serve for confirmed images; no project id has this shape (they are UUIDs).
 */
export const logoFolder = (accountId: string) => imagesPrefix(`brand-${accountId}`);
/** Where uploads wait for their confirm. */
export const PENDING_PREFIX = 'pending/';
const IMAGE_NAME = /^[0-9a-f]{32}-[A-Za-z0-9][A-Za-z0-9.-]{0,99}$/;

function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function presignImage(
  ports: { store: Store; blobs: Blobs; clock: Clock },
  input: { userId: string; projectId: string; fileName: string; contentType: string; size: number },
): Promise<PresignImageResponse> {
  await ownedProject(ports.store, input.userId, input.projectId);
  return presignUpload(ports, imagesPrefix(input.projectId), input);
}

/** A presigned POST for one image under `folder` (its pending/ copy), after the type and size rules. */
export async function presignUpload(
  ports: { blobs: Blobs; clock: Clock },
  folder: string,
  input: { fileName: string; contentType: string; size: number },
): Promise<PresignImageResponse> {
  const type = input.contentType.trim().toLowerCase();
  if (!type.startsWith('image/')) throw invalidFile();
  if (!isImageType(type)) throw invalidFile(UNSUPPORTED_IMAGE_MESSAGE);
  if (input.size > MAX_IMAGE_BYTES) throw tooLarge();
  if (input.size === 0) throw invalidFile();
  const key = `${folder}${randomId()}-${sanitizeFileName(input.fileName, type)}`;
  const ticket = await ports.blobs.presignUpload(PENDING_PREFIX + key, type, MAX_IMAGE_BYTES, {
    cacheControl: IMAGE_CACHE_CONTROL,
  });
  const expiresAt = new Date(ports.clock.now().getTime() + ticket.expiresInSeconds * 1000).toISOString();
  return {
    upload: { url: ticket.url, fields: ticket.fields },
    key: ticket.key,
    url: ports.blobs.publicUrl(key),
    contentType: type,
    maxBytes: MAX_IMAGE_BYTES,
    expiresAt,
  };
}

/**
 * Reads the uploaded object's size and first bytes. Over 5 MB, empty, not a PNG/JPEG/GIF/WebP by its bytes,
 * or not the type it was uploaded as: the object is deleted and the answer is 400 in the spec's words.
 * Otherwise it moves out of pending/ (a confirm repeated after that answers the moved image again).
 */
export async function confirmImage(
  ports: { store: Store; blobs: Blobs },
  input: { userId: string; projectId: string; key: string },
): Promise<ConfirmImageResponse> {
  await ownedProject(ports.store, input.userId, input.projectId);
  return confirmUpload(ports, imagesPrefix(input.projectId), input.key);
}

/** The confirm of an upload presigned under `folder` (presignUpload), by the rules above. */
export async function confirmUpload(
  ports: { blobs: Blobs },
  folder: string,
  key: string,
): Promise<ConfirmImageResponse> {
  const prefix = PENDING_PREFIX + folder;
  if (!key.startsWith(prefix) || !IMAGE_NAME.test(key.slice(prefix.length))) throw uploadNotFound();
  const final = key.slice(PENDING_PREFIX.length);
  const pending = await ports.blobs.head(key);
  const at = pending ? key : final;
  const head = pending ?? (await ports.blobs.head(final));
  if (!head) throw uploadNotFound();
  const refuse = async (error: DomainError): Promise<never> => {
    await ports.blobs.delete(at);
    throw error;
  };
  if (head.size > MAX_IMAGE_BYTES) return refuse(tooLarge());
  const bytes = (await ports.blobs.readStart(at, SNIFF_BYTES)) ?? new Uint8Array();
  const sniffed = sniffImage(bytes);
  const claimed = head.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!sniffed || sniffed.type !== claimed) return refuse(invalidFile());
  // The stored name's extension is the type's (presign named it so; an older or forged key is refused).
  const name = final.slice(final.lastIndexOf('/') + 1 + 33);
  if (!name.endsWith(`.${imageExtension(sniffed.type)}`)) return refuse(invalidFile());
  if (pending) {
    await ports.blobs.copy(key, final, {
      contentType: sniffed.type,
      cacheControl: IMAGE_CACHE_CONTROL,
      contentDisposition: `inline; filename="${name}"`,
    });
    await ports.blobs.delete(key);
  }
  return {
    image: {
      key: final,
      url: ports.blobs.publicUrl(final),
      contentType: sniffed.type,
      size: head.size,
      width: sniffed.width,
      height: sniffed.height,
    },
  };
}
