import { connect } from 'node:net';
import type { App } from '../src/app';

// Requests sent as raw bytes over a real socket: app.inject never goes through Node's HTTP parser,
// so what the parser refuses (and how the answer is worded) is only seen this way.

export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Starts `app` on a free loopback port and answers the port. */
export async function listenOnLoopback(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** Sends raw bytes and reads the answer until the server closes the connection. */
export const sendRaw = (port: number, request: string | Buffer) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    // The server may close before it has read everything sent (a refused request): what it
    // answered before is what counts.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    );
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
