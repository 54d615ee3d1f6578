import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';
import { trailingSlashRedirect } from '../src/lib/urls.ts';

/**
 * `astro dev` answers "/contact" as the hosts do, with a redirect to "/contact/", where Astro's own
 * trailing-slash check would answer 404 (the build and the hosts are unchanged by this).
 */
export default function devTrailingSlash(): AstroIntegration {
  return {
    name: 'dev-trailing-slash',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'dev-trailing-slash',
                // Astro adds its trailing-slash check in a late hook; this goes in front of it.
                configureServer(server) {
                  return () => {
                    server.middlewares.stack.unshift({
                      route: '',
                      handle: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
                        const target =
                          req.method === 'GET' || req.method === 'HEAD' ? trailingSlashRedirect(req.url ?? '/') : null;
                        // The studio's own addresses take their slash inside (content-studio.ts).
                        if (!target || /^\/(api\/)?keystatic(\/|$|\?)/.test(req.url ?? '')) return next();
                        res.writeHead(308, { Location: target }).end();
                      },
                    });
                  };
                },
              },
            ],
          },
        });
      },
    },
  };
}
