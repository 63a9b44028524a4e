/** Social channels an editor can link; each has an icon of the same name. */
export const socialChannels = ['facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok'] as const

/** Spec 01 §7: share pages of the networks; the page address is appended. */
export const shareTargets = [
  { name: 'LinkedIn', icon: 'linkedin', url: 'https://www.linkedin.com/sharing/share-offsite/?url=' },
  { name: 'Facebook', icon: 'facebook', url: 'https://www.facebook.com/sharer/sharer.php?u=' },
  { name: 'WhatsApp', icon: 'whatsapp', url: 'https://wa.me/?text=' },
  { name: 'X', icon: 'x', url: 'https://x.com/intent/post?url=' },
] as const

export const shareUrl = (target: string, pageAddress: string) => target + encodeURIComponent(pageAddress)
