import { afterFirstPaint } from './paint-first'

/**
 * The one script a page the page function painted starts with (decision 059): the page is already
 * drawn, so the app (about 100 KB) is fetched only once its largest photo is on screen, instead of
 * sharing a phone's bandwidth with it. The tag that loaded this names the app's entry and the
 * chunks it imports, asked for together so they do not wait on each other.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-app]')
const app = tag?.dataset.app
if (app) {
  void afterFirstPaint().then(() => {
    for (const href of (tag.dataset.imports ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    return import(/* @vite-ignore */ app)
  })
}
