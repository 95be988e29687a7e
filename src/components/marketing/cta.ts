/** The marketing pages' call-to-action shape; each use adds the colours of its surface. */
export const CTA = 'inline-flex items-center justify-center gap-3 rounded-lg px-6 py-3 font-semibold transition hover:opacity-90'

/** The row of calls to action under a hero's text: stacked on phones, in a row from 640 px. */
export const CTA_ROW = 'mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center'
