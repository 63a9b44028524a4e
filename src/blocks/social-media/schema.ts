import type { Block } from 'payload'
import { socialChannels } from '@/ui/social/channels'
import { validateHref } from '@/ui/link/fields'

/** Spec 01 §3 "Social channel" links and the share menu. */
export const socialMediaBlock: Block = {
  slug: 'socialMedia',
  interfaceName: 'SocialMediaBlock',
  labels: { singular: 'Social media', plural: 'Social media' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'channels',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'select', required: true, options: [...socialChannels] },
            { name: 'link', type: 'text', required: true, validate: validateHref },
          ],
        },
      ],
    },
    { name: 'showShare', type: 'checkbox', defaultValue: true, label: 'Share menu' },
  ],
}
