// The social card's template, rendered by satori at build (src/render/social-card-png.ts), never
// hydrated: satori supports a subset of CSS (flexbox, inline styles only).
import type { SocialCard as Card } from '../lib/build/social-card';
import { CARD_HEIGHT, CARD_WIDTH } from '../lib/build/social-card';

interface BrandColours {
  primary: string;
  ink: string;
  paper: string;
  accent: string;
  muted: string;
}

export interface SocialCardProps {
  card: Card;
  /** The brand word (the site facts' `wordmark`). */
  wordmark: string;
  /** The site's host, e.g. "example.com". */
  host: string;
  /** The office cities, shown bottom right. */
  cities: string[];
  colours: BrandColours;
  /** The brand mark as a data: URL. */
  markUrl: string;
}

/** Long titles get a smaller size so they fit in three lines. */
function titleSize(title: string): number {
  if (title.length <= 24) return 88;
  if (title.length <= 44) return 72;
  return 58;
}

export function SocialCard({ card, wordmark, host, cities, colours, markUrl }: SocialCardProps) {
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px 72px',
        backgroundColor: colours.ink,
        color: colours.paper,
        fontFamily: 'Plus Jakarta Sans',
        position: 'relative',
      }}
    >
      {/* The brand colour in flat shapes (flat colour keeps the PNG small). */}
      <div
        style={{
          position: 'absolute',
          top: -260,
          right: -200,
          width: 640,
          height: 640,
          borderRadius: 9999,
          backgroundColor: colours.primary,
          opacity: 0.45,
        }}
      />
      <div
        style={{
          position: 'absolute',
          top: -120,
          right: -60,
          width: 360,
          height: 360,
          borderRadius: 9999,
          backgroundColor: colours.primary,
          opacity: 0.7,
        }}
      />
      <div
        style={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: CARD_WIDTH,
          height: 14,
          backgroundImage: `linear-gradient(90deg, ${colours.primary}, ${colours.accent})`,
        }}
      />
      <div style={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 20 }}>
        <img src={markUrl} width={64} height={64} alt="" />
        <div style={{ fontSize: 44, fontWeight: 800, letterSpacing: -1 }}>{wordmark}</div>
      </div>
      <div style={{ position: 'relative', display: 'flex', flexDirection: 'column', maxWidth: 920 }}>
        <div
          style={{ fontSize: 28, fontWeight: 700, color: colours.accent, textTransform: 'uppercase', letterSpacing: 4 }}
        >
          {card.section}
        </div>
        <div
          style={{
            marginTop: 18,
            fontSize: titleSize(card.title),
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: -2,
            lineClamp: 3,
          }}
        >
          {card.title}
        </div>
        {card.details?.length ? (
          <div style={{ marginTop: 26, fontSize: 32, fontWeight: 500, color: colours.muted }}>
            {card.details.join('  ·  ')}
          </div>
        ) : null}
      </div>
      <div
        style={{
          position: 'relative',
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 26,
          fontWeight: 500,
          color: colours.muted,
        }}
      >
        <div>{host}</div>
        <div>{cities.join('  ·  ')}</div>
      </div>
    </div>
  );
}
