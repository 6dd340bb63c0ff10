import { VERSION_NAME_PREFIX, type VersionSummary } from '../../../../shared/contracts/editor';

/**
 * docs/product.md › Saving and versions: a version is shown as 'Version created at {local date time}', in the viewer's own date and
 * time. The server stores when it was made (createdAt); the name is rendered here, so a manual save, a
 * restore and accepted AI changes all read alike, and so do versions stored with an older name string
 * ('... 2026-11-24 16:32 UTC'). Only a version without a readable timestamp shows its stored name. Pure.
 */
export function versionTitle(
  version: Pick<VersionSummary, 'name' | 'createdAt'>,
  options: { locale?: string; timeZone?: string } = {},
): string {
  const at = new Date(version.createdAt);
  if (Number.isNaN(at.getTime())) return version.name;
  return VERSION_NAME_PREFIX + at.toLocaleString(options.locale, { timeZone: options.timeZone });
}
