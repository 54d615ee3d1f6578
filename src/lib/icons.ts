/**
 * The icon names content files may use (challenge cards, tools, services…). A name outside this
 * list fails the build at the content file's field; src/components/ui/Icon.astro draws them.
 */
export const ICON_NAMES = [
  'palette', 'pen-tool', 'code', 'layout', 'smartphone', 'shopping-cart', 'megaphone', 'mic', 'video', 'image',
  'file-text', 'share-2', 'users', 'user', 'rocket', 'target', 'trending-up', 'bar-chart', 'pie-chart', 'search',
  'lightbulb', 'sparkles', 'bot', 'cpu', 'workflow', 'zap', 'shield', 'lock', 'heart-pulse', 'stethoscope',
  'landmark', 'wallet', 'credit-card', 'globe', 'cloud', 'database', 'server', 'settings', 'layers', 'frame',
  'message-circle', 'mail', 'calendar', 'clock', 'award', 'star', 'check-circle', 'compass', 'briefcase', 'headphones',
  'radio', 'scissors', 'type', 'eye', 'gauge', 'handshake', 'puzzle', 'refresh-cw', 'store', 'package',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
