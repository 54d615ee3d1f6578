/**
 * The sign-in, as Sveltia CMS meets it with `base_url` pointing at Sveltia CMS Authenticator
 * (github.com/sveltia/sveltia-cms-auth, src/index.js, MIT, read at 25f56e1, 2026-08-21): the
 * worker's `/auth` redirects to github.com's authorize page, github.com redirects back to the
 * worker's `/callback` with a code (or `error=access_denied`), and the worker exchanges the code for
 * a token and answers a page that hands it to `window.opener` by postMessage. The worker's answers
 * (redirects, cookie, error texts and codes, the page's script) are reproduced here; github.com's
 * part approves at once for the configured user, as GitHub does for an app the user already allowed.
 */
import { randomBytes, randomUUID } from 'node:crypto';

export interface OAuthOptions {
  /** The authenticator's host, as the studio's `backend.base_url` names it. */
  host: string;
  /** The login whose token github.com issues on sign-in; undefined: the user denies access. */
  login?: string | undefined;
  /** The worker's ALLOWED_DOMAINS (comma-separated, `*` wildcards); empty: any site. */
  allowedDomains?: string | undefined;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const providerScopes = { default: 'repo,user', allowed: ['repo', 'public_repo', 'user', 'read:user', 'user:email'] };
const CLIENT_ID = 'Iv1.standin0000000000';

const getScope = (requested: string | null) => {
  const scopes = (requested ?? '').split(/[\s,]+/).filter(Boolean);
  if (!scopes.length || !scopes.every((s) => providerScopes.allowed.includes(s))) return providerScopes.default;
  return scopes.join(',');
};

const domainPatterns = (allowed = '') =>
  allowed
    .split(/,/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => `^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\\*', '.+')}$`);

const serialize = (value: unknown) => JSON.stringify(value ?? null).replaceAll('<', '\\u003c');

/** The worker's outputHTML: the page that answers the opener's `authorizing:github` with the result. */
function outputHTML(args: {
  provider?: string | undefined;
  token?: string | undefined;
  error?: string | undefined;
  errorCode?: string | undefined;
  allowedDomains?: string | undefined;
}): Answer {
  const { provider = 'unknown', token, error, errorCode } = args;
  const state = error ? 'error' : 'success';
  const content = error ? { provider, error, errorCode } : { provider, token };
  return {
    status: 200,
    headers: {
      'content-type': 'text/html;charset=UTF-8',
      'set-cookie': 'csrf-token=deleted; HttpOnly; Max-Age=0; Path=/; SameSite=Lax; Secure',
    },
    body: `
      <!doctype html><html><body><script>
        (() => {
          const trustedPatterns = ${serialize(domainPatterns(args.allowedDomains))};
          const hasToken = ${serialize(!!token)};

          const isTrusted = (origin) => {
            try {
              const { hostname } = new URL(origin);

              return trustedPatterns.some((pattern) => new RegExp(pattern).test(hostname));
            } catch {
              return false;
            }
          };

          window.addEventListener('message', ({ data, origin }) => {
            if (data !== 'authorizing:${provider}') {
              return;
            }

            if (hasToken && trustedPatterns.length && !isTrusted(origin)) {
              return;
            }

            window.opener?.postMessage(
              'authorization:${provider}:${state}:${JSON.stringify(content)}',
              origin
            );
          });
          window.opener?.postMessage('authorizing:${provider}', '*');
        })();
      </script></body></html>
    `,
  };
}

const redirect = (location: string, cookie?: string): Answer => ({
  status: 302,
  headers: { location, ...(cookie ? { 'set-cookie': cookie } : {}) },
  body: '',
});

/** The authenticator and github.com's OAuth pages; `tokenFor` is github.com's token for a login. */
export function createOAuth(options: OAuthOptions, tokenFor: (login: string) => string | undefined) {
  const codes = new Map<string, string>();
  const { allowedDomains } = options;

  /** The worker (`options.host`): `/auth` and `/callback` (and their `/oauth/…` aliases), 404 for the rest. */
  const worker = (method: string, url: URL, cookie: string): Answer => {
    if (method !== 'GET') return { status: 404, headers: {}, body: '' };
    if (url.pathname === '/auth' || url.pathname === '/oauth/authorize') {
      const provider = url.searchParams.get('provider');
      if (provider !== 'github') {
        return outputHTML({
          allowedDomains,
          error: 'Your Git backend is not supported by the authenticator.',
          errorCode: 'UNSUPPORTED_BACKEND',
        });
      }
      const patterns = domainPatterns(allowedDomains);
      const domain = url.searchParams.get('site_id') ?? '';
      if (patterns.length && !patterns.some((p) => new RegExp(p).test(domain))) {
        return outputHTML({
          allowedDomains,
          provider,
          error: 'Your domain is not allowed to use the authenticator.',
          errorCode: 'UNSUPPORTED_DOMAIN',
        });
      }
      const csrfToken = randomUUID().replaceAll('-', '');
      const params = new URLSearchParams({
        client_id: CLIENT_ID,
        scope: getScope(url.searchParams.get('scope')),
        state: csrfToken,
      });
      return redirect(
        `https://github.com/login/oauth/authorize?${params}`,
        `csrf-token=${provider}_${csrfToken}; HttpOnly; Path=/; Max-Age=600; SameSite=Lax; Secure`,
      );
    }
    if (url.pathname === '/callback' || url.pathname === '/oauth/redirect') {
      const code = url.searchParams.get('code');
      const state = url.searchParams.get('state');
      const [, provider, csrfToken] = cookie.match(/\bcsrf-token=([a-z-]+?)_([0-9a-f]{32})\b/) ?? [];
      if (provider !== 'github') {
        return outputHTML({
          allowedDomains,
          error: 'Your Git backend is not supported by the authenticator.',
          errorCode: 'UNSUPPORTED_BACKEND',
        });
      }
      if (!code || !state) {
        return outputHTML({
          allowedDomains,
          provider,
          error: 'Failed to receive an authorization code. Please try again later.',
          errorCode: 'AUTH_CODE_REQUEST_FAILED',
        });
      }
      if (!csrfToken || state !== csrfToken) {
        return outputHTML({
          allowedDomains,
          provider,
          error: 'Potential CSRF attack detected. Authentication flow aborted.',
          errorCode: 'CSRF_DETECTED',
        });
      }
      // The worker POSTs the code to github.com/login/oauth/access_token; the same exchange, in process.
      const { access_token: token, error } = exchange(code);
      return outputHTML({ allowedDomains, provider, token, error });
    }
    // The worker's answer to anything else (the popup's /favicon.ico, say).
    return { status: 404, headers: {}, body: '' };
  };

  /** github.com/login/oauth/access_token's answer to a code (GitHub answers 200 with `error` for a bad one). */
  const exchange = (code: string): { access_token?: string; token_type?: string; scope?: string; error?: string } => {
    const login = codes.get(code);
    codes.delete(code);
    const token = login ? tokenFor(login) : undefined;
    return token
      ? { access_token: token, token_type: 'bearer', scope: 'repo,user' }
      : { error: 'bad_verification_code' };
  };

  /** github.com: the authorize page (approves at once for `options.login`, else denies) and the token exchange. */
  const github = (method: string, url: URL, body: string): Answer | undefined => {
    if (method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const state = url.searchParams.get('state') ?? '';
      const callback = `https://${options.host}/callback`;
      if (!options.login || !tokenFor(options.login)) {
        const params = new URLSearchParams({
          error: 'access_denied',
          error_description: 'The user has denied your application access.',
          error_uri:
            'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/#access-denied',
          state,
        });
        return redirect(`${callback}?${params}`);
      }
      const code = randomBytes(10).toString('hex');
      codes.set(code, options.login);
      return redirect(`${callback}?${new URLSearchParams({ code, state })}`);
    }
    if (method === 'POST' && url.pathname === '/login/oauth/access_token') {
      let code = '';
      try {
        code = String((JSON.parse(body) as { code?: unknown }).code ?? '');
      } catch {
        code = new URLSearchParams(body).get('code') ?? '';
      }
      return {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(exchange(code)),
      };
    }
    return undefined;
  };

  return { worker, github };
}
