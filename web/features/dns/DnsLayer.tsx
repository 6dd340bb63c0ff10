import { DnsBanner } from './DnsBanner';
import { DnsDialog } from './DnsDialog';

/** The app-wide DNS pieces, mounted once in the layout: the status banner and the instructions dialog. */
export function DnsLayer() {
  return (
    <>
      <DnsBanner />
      <DnsDialog />
    </>
  );
}
