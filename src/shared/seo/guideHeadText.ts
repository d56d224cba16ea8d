import type { HeadText, Translate } from './pageHeadText';

/** A guide: the title and description its source gives; one not written yet, its nav title and a notice. */
export function guideHeadText(page: { status: 'written'; content: HeadText } | { status: 'missing'; title: string }, t: Translate): HeadText {
  if (page.status === 'written') return { title: page.content.title, description: page.content.description };
  return { title: page.title, description: `${page.title}: ${t('notWrittenTitle')}.` };
}
