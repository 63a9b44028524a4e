import { type Dictionary, translator } from '@/lib/i18n/dictionary'
import type { VideoLabels } from './BackgroundVideo.client'

export function videoLabels(dictionary: Dictionary): VideoLabels {
  const t = translator(dictionary)
  return { play: t('videoPlay'), pause: t('videoPause'), mute: t('videoMute'), unmute: t('videoUnmute') }
}
