import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';
import { trailingSlashRedirect } from '../src/lib/browser/urls.ts';

/**
 * The one place the dev server's trailing slash is decided. `astro dev` answers "/contact" as the
 * hosts do, with a redirect to "/contact/", where Astro's own check (`trailingSlash: 'always'`)
 * would answer 404. So under `astro dev` Astro checks nothing (`trailingSlash: 'ignore'`) and this
 * redirect does the pages' part, while the studio's own addresses, which never end in "/", reach
 * its routes as Keystatic sends them. The build and the hosts are unchanged by this.
 */
export default function devTrailingSlash(): AstroIntegration {
  return {
    name: 'dev-trailing-slash',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'dev') return;
        updateConfig({
          trailingSlash: 'ignore',
          vite: {
            plugins: [
              {
                name: 'dev-trailing-slash',
                // Astro adds its request handler in a late hook; this goes in front of it.
                configureServer(server) {
                  return () => {
                    server.middlewares.stack.unshift({
                      route: '',
                      handle: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
                        const target =
                          req.method === 'GET' || req.method === 'HEAD' ? trailingSlashRedirect(req.url ?? '/') : null;
                        // The studio's own addresses are not pages (content-studio.ts).
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
