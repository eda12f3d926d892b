/**
 * A TCP proxy in front of the PostgreSQL server, so a test can take "the database" away from an
 * app and give it back: stop() refuses new connections and cuts every open one (what clients see
 * when the server goes down or the network drops), start() listens again on the same port.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private listenPort = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** For a postgres:// URL: the proxy's own URL for the same database. */
  static forUrl(databaseUrl: string): { proxy: TcpProxy; urlThrough: () => string } {
    const target = new URL(databaseUrl);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const urlThrough = () => {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      return url.toString();
    };
    return { proxy, urlThrough };
  }

  /** The port it listens on (kept across stop and start). */
  get port(): number {
    return this.listenPort;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        // A cut connection is the point of this proxy, not an error.
        socket.on('error', () => {});
      }
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listenPort, '127.0.0.1', () => resolve());
    });
    this.listenPort = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
