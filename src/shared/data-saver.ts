/**
 * Data saver (issue 26 item 6, decision 055): the person's choice lives in a small preference
 * cookie the page function reads, so a page is painted with the right photos at once. Isomorphic:
 * the page function and the browser decide with the same rule.
 */
export const DATA_SAVER_COOKIE = 'haven_data_saver'

/** What the CDN keeps one copy of a painted page per (Netlify-Vary). */
export const DATA_SAVER_VARY = `header=Save-Data,cookie=${DATA_SAVER_COOKIE}`

/**
 * On or off: the person's choice (`haven_data_saver=1|0` in `cookie`) wins; without one, on when
 * the browser asks for less data (the `Save-Data: on` request header, `navigator.connection.saveData`).
 */
export function dataSaverOn(cookie: string | null | undefined, saveData: boolean): boolean {
  const chosen = /(?:^|;)\s*haven_data_saver=([01])/.exec(cookie ?? '')
  return chosen ? chosen[1] === '1' : saveData
}

/** The `Save-Data` request header says `on` (its one defined token; parameters may follow). */
export const saveDataHeader = (value: string | null | undefined) => /^\s*on\b/i.test(value ?? '')

/** Data saver for a page request: its cookie, else its `Save-Data` header (the page function). */
export const requestDataSaver = (headers: Headers) => dataSaverOn(headers.get('cookie'), saveDataHeader(headers.get('save-data')))
