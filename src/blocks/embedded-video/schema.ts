import type { Block } from 'payload'
import { isYoutubeId } from '@/ui/youtube-player/youtube-id'

export const embeddedVideoBlock: Block = {
  slug: 'embeddedVideo',
  interfaceName: 'EmbeddedVideoBlock',
  labels: { singular: 'Embedded video', plural: 'Embedded videos' },
  fields: [
    {
      name: 'youtubeVideoId',
      type: 'text',
      required: true,
      label: 'YouTube video id',
      validate: (value: string | null | undefined) =>
        isYoutubeId(value) ? true : '11 letters, digits, - or _',
    },
    { name: 'title', type: 'text', required: true, admin: { description: "The player's accessible name" } },
  ],
}
