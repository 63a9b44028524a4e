import { translate, type Dictionary } from '@/services/content/dictionary'
import type { VideoLabels } from './BackgroundVideo.client'

export function videoLabels(dictionary: Dictionary): VideoLabels {
  const t = (key: string) => translate(dictionary, key)
  return { play: t('videoPlay'), pause: t('videoPause'), mute: t('videoMute'), unmute: t('videoUnmute') }
}
