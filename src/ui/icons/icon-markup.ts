/**
 * Inline SVG icons by name (24×24, drawn with currentColor). Social icons are plain lettered
 * tiles, not the networks' logos.
 */
const stroke = (d: string) =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`
const tile = (letters: string) =>
  `<rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor"/><text x="12" y="16" text-anchor="middle" font-family="Arial, sans-serif" font-size="${letters.length > 1 ? 9 : 12}" font-weight="700" fill="#fff">${letters}</text>`

export const iconMarkup: Record<string, string> = {
  menu: stroke('M4 7h16M4 12h16M4 17h16'),
  close: stroke('M6 6l12 12M18 6L6 18'),
  'chevron-down': stroke('M6 9l6 6 6-6'),
  'chevron-right': stroke('M9 6l6 6-6 6'),
  'chevron-left': stroke('M15 6l-6 6 6 6'),
  'arrow-up': stroke('M12 19V5M5 12l7-7 7 7'),
  globe: stroke('M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18'),
  copy: stroke('M9 9h11v11H9zM5 15H4V4h11v1'),
  check: stroke('M5 12l5 5 9-10'),
  share: stroke(
    'M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zM18 22a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  ),
  link: stroke('M10 14a5 5 0 007 0l3-3a5 5 0 00-7-7l-1 1M14 10a5 5 0 00-7 0l-3 3a5 5 0 007 7l1-1'),
  mail: stroke('M3 5h18v14H3zM3 6l9 7 9-7'),
  phone: stroke('M5 3h4l2 5-2.5 1.5a11 11 0 006 6L16 13l5 2v4a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z'),
  'external-link': stroke('M14 4h6v6M20 4l-9 9M18 14v6H4V6h6'),
  CampaignAlert: stroke('M3 10v4h3l7 5V5L6 10H3zM17 8a5 5 0 010 8M20 5a9 9 0 010 14'),
  WarningAlert: stroke('M12 3L2 21h20L12 3zM12 10v5M12 18v.01'),
  facebook: tile('f'),
  instagram: tile('ig'),
  linkedin: tile('in'),
  youtube: tile('yt'),
  x: tile('X'),
  whatsapp: tile('wa'),
  tiktok: tile('tt'),
}

export type IconName = keyof typeof iconMarkup
