/**
 * What a visitor without JavaScript reads where signing in or an account page would be (decision
 * 056). Opera Mini's Extreme data savings renders pages on Opera's servers without running ours;
 * its High setting and every other browser run them.
 */
export const SIGN_IN_NEEDS_JS =
  'Signing in needs JavaScript: turn it on in your browser’s settings (in Opera Mini, data savings High, not Extreme).'

/** The app shell's placeholder, for a page drawn in the browser (account pages among them). */
export const PAGE_NEEDS_JS =
  'This page is drawn by JavaScript, and so is signing in, but this browser is not running it. Turn it on in your browser’s settings (in Opera Mini, set data savings to High instead of Extreme). Listings, their photos and the realtor directory work without it.'
