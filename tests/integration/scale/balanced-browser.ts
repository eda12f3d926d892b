/**
 * One browser behind a load balancer: a single cookie jar and client address, with each request
 * sent to whichever app instance the test names (as a round-robin balancer would).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN } from '../../helpers/http-session.js';

let nextAddress = 1;

export class BalancedBrowser {
  private readonly cookies = new Map<string, string>();
  readonly remoteAddress = `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  constructor(private readonly instances: FastifyInstance[]) {}

  async request(instance: number, options: InjectOptions): Promise<LightMyRequestResponse> {
    const app = this.instances[instance];
    if (!app) throw new Error(`no instance ${instance}`);
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      ...(options.headers as Record<string, string> | undefined),
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await app.inject({ remoteAddress: this.remoteAddress, ...options, headers });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
    return response;
  }

  get(instance: number, url: string) {
    return this.request(instance, { method: 'GET', url });
  }

  post(instance: number, url: string, payload?: unknown) {
    return this.request(instance, {
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
    });
  }
}
