import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import markSvg from '../../assets/brand-mark.svg?raw';
import { socialCardParam } from '../../lib/build/social-card';
import { renderSocialCard } from '../../render/social-card-png';
import { getSite } from '../../data/site';
import { listSocialCards } from '../../data/routes';

/** One PNG per page at /og/<route>.png: a stable URL, not a hashed asset. */
export const getStaticPaths = (async () => {
  const cards = await listSocialCards();
  return cards.map((card) => ({ params: { route: socialCardParam(card.route) }, props: { card } }));
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) => {
  const site = await getSite();
  const png = await renderSocialCard({
    card: props.card,
    wordmark: site.wordmark,
    host: new URL(site.url).host,
    cities: site.offices.map((o) => o.city),
    colours: site.brand,
    markUrl: `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`,
  });
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
