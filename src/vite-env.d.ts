/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API (for example https://api.example.org); empty means the site's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Public origin of the website, used for canonical links and Open Graph URLs. */
  readonly VITE_PUBLIC_URL?: string;
  /** Paystack's publishable key, for an API that does not answer /api/site/config (the PHP one). */
  readonly VITE_PAYSTACK_PUBLIC_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
