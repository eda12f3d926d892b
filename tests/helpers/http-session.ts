/**
 * A cookie jar over `app.inject`, standing in for one browser: it keeps every Set-Cookie and
 * sends the app's own Origin (better-auth refuses foreign origins).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { dataDirOf, latestLinkToken } from './outbox.js';

export const TEST_ORIGIN = 'http://localhost:5000';

const rand = () => Math.floor(Math.random() * 254) + 1;

export class HttpSession {
  private readonly cookies = new Map<string, string>();

  /** Each session is a different browser on a different address (rate limits are per IP). */
  constructor(
    private readonly app: FastifyInstance,
    readonly remoteAddress = `10.${rand()}.${rand()}.${rand()}`,
  ) {}

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  /** Becomes the anonymous visitor `visitorId` (as if the server had set its cookie). */
  actAsVisitor(visitorId: string) {
    this.setCookie('certsheet_visitor', encodeURIComponent(this.app.signCookie(visitorId)));
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      ...(options.headers as Record<string, string> | undefined),
    };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...options,
      headers,
    });
    this.remember(response);
    return response;
  }

  remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }

  /**
   * Signs up and follows the verification link mailed to the address, as a person would: ends
   * signed in with a verified account. Returns the sign-up answer (it names the new user).
   */
  async signUp(email: string, password = 'correct horse battery', name = 'Test User') {
    const res = await this.signUpUnverified(email, password, name);
    await this.verifyEmail(email);
    return res;
  }

  /** Sign-up alone: the account exists, nobody is signed in, the address is not verified. */
  async signUpUnverified(email: string, password = 'correct horse battery', name = 'Test User') {
    const res = await this.post('/api/auth/sign-up/email', { email, password, name });
    if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    return res;
  }

  /** Opens the newest verification link mailed to `email` (what the /verify-email page calls). */
  async verifyEmail(email: string, dataDir = dataDirOf(this.app)) {
    const token = latestLinkToken(dataDir, email, '/verify-email');
    const res = await this.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    if (res.statusCode !== 200)
      throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
    return res;
  }

  async signIn(email: string, password = 'correct horse battery') {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

/** A multipart body with one file part, as a browser's FormData would send it. */
export function multipartFile(
  bytes: Uint8Array,
  filename: string,
  field = 'pdf',
  contentType = 'application/pdf',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----certsheet${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
