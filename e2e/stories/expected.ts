// What the seeded demo stories should look like to a visitor (from src/seed/stories-content.ts).
import type { LanguageCode } from '../../src/lib/i18n/languages'
import {
  slugify,
  storiesIndexTexts,
  storyAuthors,
  storyCategoryOn,
  storyCategoryTexts,
  storyDate,
  storyTagTexts,
  storyTopics,
  textLanguage,
} from '../../src/seed/stories-content'

export type ExpectedStory = { title: string; path: string; date: string; tags: string[]; author: string }

/** The seeded stories of one language, newest first (a shared date: the later created first). */
export function expectedStories(site: string, language: LanguageCode, indexPath: string): ExpectedStory[] {
  const texts = textLanguage(language)
  return storyTopics
    .map((topic, position) => ({
      position,
      title: topic.texts[texts].title,
      path: `${indexPath}/${storyCategoryTexts[storyCategoryOn(site, topic.category)][texts].slug}/${slugify(topic.texts[texts].title)}`,
      date: storyDate(position),
      tags: topic.tags,
      author: storyAuthors[position % storyAuthors.length],
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || b.position - a.position)
}

export const tagValue = (key: string, language: LanguageCode) =>
  storyTagTexts.find((tag) => tag.key === key)!.value[textLanguage(language)]

export const indexTitle = (language: LanguageCode) => storiesIndexTexts[textLanguage(language)].title

export const titles = (stories: ExpectedStory[]) => stories.map((story) => story.title)
