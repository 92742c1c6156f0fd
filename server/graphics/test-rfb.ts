/**
 * A minimal RFB 3.8 client for tests (ADR 0062): the version, VncAuth with a password, ClientInit, and the
 * ServerInit's framebuffer size and desktop name. Talks over any duplex byte stream (a Unix socket, or the gateway's
 * WebSocket through an adapter).
 */
import { desBlock } from './vnc-password';

export interface RfbTransport {
  write(bytes: Buffer): void;
  /** Resolves with at least `n` more bytes (the transport buffers what came before they were asked for). */
  read(n: number): Promise<Buffer>;
}

export type RfbResult = { ok: true; width: number; height: number; name: string } | { ok: false; reason: string };

/** VncAuth's DES key is the password with each byte's bits in reverse order. */
function vncAuthKey(password: string): Buffer {
  const key = Buffer.alloc(8);
  Buffer.from(password, 'latin1').copy(key, 0, 0, 8);
  return Buffer.from(
    [...key].map((byte) => {
      let reversed = 0;
      for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) reversed |= 1 << (7 - bit);
      return reversed;
    }),
  );
}

export async function rfbHandshake(transport: RfbTransport, password: string): Promise<RfbResult> {
  const version = (await transport.read(12)).toString('latin1');
  if (!version.startsWith('RFB ')) return { ok: false, reason: `not RFB: ${JSON.stringify(version)}` };
  transport.write(Buffer.from('RFB 003.008\n', 'latin1'));
  const [count] = await transport.read(1);
  if (!count) return { ok: false, reason: 'the server refused the connection' };
  const types = [...(await transport.read(count))];
  if (!types.includes(2)) return { ok: false, reason: `no VncAuth among ${types.join(',')}` };
  transport.write(Buffer.from([2]));
  const challenge = await transport.read(16);
  const key = vncAuthKey(password);
  transport.write(Buffer.concat([desBlock(key, challenge.subarray(0, 8)), desBlock(key, challenge.subarray(8, 16))]));
  const result = (await transport.read(4)).readUInt32BE(0);
  if (result !== 0) {
    const length = (await transport.read(4)).readUInt32BE(0);
    return { ok: false, reason: (await transport.read(length)).toString('utf8') };
  }
  transport.write(Buffer.from([1])); // ClientInit: shared
  const init = await transport.read(24);
  const name = (await transport.read(init.readUInt32BE(20))).toString('utf8');
  return { ok: true, width: init.readUInt16BE(0), height: init.readUInt16BE(2), name };
}

/** A transport over a Node stream of Buffers (a net.Socket, or a WebSocket's binary messages pushed into `push`). */
export function bufferedTransport(write: (bytes: Buffer) => void): RfbTransport & { push(bytes: Buffer): void } {
  let buffered = Buffer.alloc(0);
  let waiting: { n: number; resolve: (b: Buffer) => void } | null = null;
  const settle = () => {
    if (waiting && buffered.length >= waiting.n) {
      const { n, resolve } = waiting;
      waiting = null;
      const out = buffered.subarray(0, n);
      buffered = buffered.subarray(n);
      resolve(out);
    }
  };
  return {
    write,
    push(bytes) {
      buffered = Buffer.concat([buffered, bytes]);
      settle();
    },
    read(n) {
      return new Promise((resolve) => {
        waiting = { n, resolve };
        settle();
      });
    },
  };
}
