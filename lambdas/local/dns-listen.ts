import dns2 from 'dns2';
import type { Packet as PacketType } from 'dns2';
import type { Socket } from 'node:net';

const { UDPServer, TCPServer } = dns2;

type Handle = (request: PacketType, send: (response: PacketType) => Promise<Buffer>) => void;

/** UDP on a free port of 127.0.0.1, then TCP on the same port (another port if TCP's is taken). */
export async function listenBoth(handle: Handle) {
  const sockets = new Set<Socket>();
  for (let attempt = 0; attempt < 10; attempt++) {
    const udp = new UDPServer({ type: 'udp4' });
    udp.on('request', handle as never);
    udp.on('requestError', () => undefined);
    await udp.listen(0, '127.0.0.1');
    const port = (udp.address() as { port: number }).port;
    const tcp = new TCPServer();
    tcp.on('request', handle as never);
    tcp.on('requestError', () => undefined);
    tcp.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    const ok = await new Promise<boolean>((resolve) => {
      tcp.once('error', () => resolve(false));
      tcp.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) return { udp, tcp, port, sockets };
    udp.close();
  }
  throw new Error('local DNS: could not bind UDP and TCP on one port');
}
