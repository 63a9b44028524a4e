import { translator } from '@/lib/i18n/dictionary'
import { Icon } from '@/ui/icons/Icon'
import type { BlockComponent } from '../types'
import { shareTargets } from '@/ui/social/channels'
import { ShareMenu } from './ShareMenu.lazy'
import { SocialLinks } from '@/ui/social/SocialLinks'

/** Spec 01 §2.4 social media block: channel links and a share menu ('Dela', 'Kopiera'). */
export const SocialMedia: BlockComponent<'socialMedia'> = ({ block, context }) => {
  const t = translator(context.dictionary)
  const channels = (block.channels ?? []).map((channel) => ({
    id: channel.id,
    name: channel.name,
    url: channel.link,
  }))
  return (
    <section
      className="mx-auto flex max-w-screen-xl flex-wrap items-center gap-6 px-4 py-8"
      data-block="social-media"
      aria-label={block.title || t('followUs')}
    >
      {block.title ? <h2 className="text-lg font-semibold">{block.title}</h2> : null}
      <SocialLinks links={channels} label={t('followUs')} className="text-brand" />
      {block.showShare ? (
        <ShareMenu
          labels={{
            share: t('share'),
            shareNative: t('shareNative'),
            copyLink: t('copyLink'),
            copied: t('copied'),
          }}
          icons={{
            share: <Icon name="share" />,
            link: <Icon name="link" />,
            targets: Object.fromEntries(
              shareTargets.map((target) => [target.icon, <Icon key={target.icon} name={target.icon} />]),
            ),
          }}
        />
      ) : null}
    </section>
  )
}
