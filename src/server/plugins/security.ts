/**
 * Security headers (helmet): a CSP without inline scripts, frame-ancestors 'none', nosniff, and
 * HSTS only when the public URL is HTTPS (HSTS on plain HTTP would lock out localhost users).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const stripe = config.PAYMENT_PROVIDER === 'stripe';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(stripe ? ['https://*.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...(stripe ? ['https://checkout.stripe.com'] : [])],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  });
}
