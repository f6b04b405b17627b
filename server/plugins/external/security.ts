import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Content Security Policy: our own code, Paystack's checkout, and the map embed on the about page. */
const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://js.paystack.co', 'https://checkout.paystack.com'],
      'style-src': ["'self'", "'unsafe-inline'", 'https://checkout.paystack.com'],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'https://api.paystack.co', 'https://checkout.paystack.com'],
      'frame-src': [
        'https://checkout.paystack.com',
        'https://js.paystack.co',
        'https://www.google.com',
        'https://maps.google.com',
      ],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      // A donation without JavaScript is sent on to Paystack's checkout after our form posts.
      'form-action': ["'self'", 'https://checkout.paystack.com'],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // HTTPS only, for a year, on the forum's own host: its domain's other hosts may be other sites, not all on HTTPS.
  // The one source of this header: the proxy in front (deploy/nginx.conf) adds none.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
};

/** Security headers, and CORS closed unless CORS_ORIGINS lists the origins allowed to call the API. */
export default fp(
  async (app) => {
    await app.register(helmet, helmetOptions);
    await app.register(cors, {
      origin: app.config.corsOrigins.length > 0 ? app.config.corsOrigins : false,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Accept', 'Idempotency-Key'],
      maxAge: 600,
    });
  },
  { name: 'security', dependencies: ['config'] },
);
