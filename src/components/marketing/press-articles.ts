/**
 * The press page's articles (001 §2, §3 "Press article"; 17 by 001 §9). We have no press coverage
 * to cite, so these are the tenant's own pieces — guides and announcements on its blog — never
 * quotes attributed to others. Newest first. Only the prerender reads this module (media.tsx).
 */
export interface PressArticle {
  title: string
  description: string
  /** Publication date, yyyy-mm-dd. */
  date: string
  /** The article's address under the blog's /news/. */
  slug: string
  /** A drawing under public/media/press/ (480 × 270, drawn to sit on the brand tint). */
  image: string
}

export const PRESS_ARTICLES: readonly PressArticle[] = [
  {
    title: 'How escrow protects your money, step by step',
    description: 'From the day you choose a home to the day the seller is paid: where your money sits at each stage, and what has to happen before it moves.',
    date: '2026-10-14',
    slug: 'escrow-step-by-step',
    image: '/media/press/escrow.svg',
  },
  {
    title: 'What a title search report tells you before you pay',
    description: 'Partner law firms check who really owns a property. A report typically takes one business day, and up to three to five.',
    date: '2026-09-02',
    slug: 'what-a-title-search-tells-you',
    image: '/media/press/title-search.svg',
  },
  {
    title: 'Buying in Nigeria from abroad: a checklist',
    description: 'A verified title, an inspection you do not have to fly home for, and money held in escrow: what to line up before you send anything.',
    date: '2026-07-21',
    slug: 'buying-from-abroad-checklist',
    image: '/media/press/diaspora.svg',
  },
  {
    title: 'Signs a property listing may be fake',
    description: 'A price far below the area, pressure to pay a deposit at once, an agent who avoids viewings: the warning signs, and what to do next.',
    date: '2026-06-09',
    slug: 'signs-a-listing-may-be-fake',
    image: '/media/press/fake-listing.svg',
  },
  {
    title: 'Double sales: how one property gets sold twice',
    description: 'How double sales happen, why a title search is the surest way to spot one, and how escrow keeps your money back until it is clear.',
    date: '2026-04-27',
    slug: 'double-sales-explained',
    image: '/media/press/double-sale.svg',
  },
  {
    title: 'Why you should inspect a home before you buy it',
    description: 'Photos and a seller’s word are not enough. What an inspection looks at, and how its written report helps you decide.',
    date: '2026-03-16',
    slug: 'why-inspect-before-you-buy',
    image: '/media/press/inspection.svg',
  },
  {
    title: 'Governor’s consent, stamp duties, deed registration: title perfection explained',
    description: 'Paying for a property is not the last step. How the title is put in your name, and why it matters on the day you sell.',
    date: '2026-02-03',
    slug: 'title-perfection-explained',
    image: '/media/press/title-perfection.svg',
  },
  {
    title: 'Over 1,500 direct mandates for partner realtors',
    description: 'Direct2Seller gives partner realtors listings straight from sellers, with commission paid when the sale closes and the seller is paid.',
    date: '2025-12-08',
    slug: 'over-1500-direct-mandates',
    image: '/media/press/mandates.svg',
  },
  {
    title: 'Joining our partner realtor programme is free',
    description: 'No fee to join: how realtors sign up for Direct2Seller, and what the partner realtor agreement asks of them.',
    date: '2025-10-20',
    slug: 'partner-programme-is-free',
    image: '/media/press/partners.svg',
  },
  {
    title: 'Refer a buyer, earn a share of the fee',
    description: 'Earn 5% when someone you refer orders a title search or home inspection report, and 30% of the success fee when they buy.',
    date: '2025-09-01',
    slug: 'refer-and-earn',
    image: '/media/press/referral.svg',
  },
  {
    title: 'First-time buyer? Start here',
    description: 'The order of things, from the first viewing to the keys, and the checks that protect you at each step.',
    date: '2025-07-14',
    slug: 'first-time-buyer-guide',
    image: '/media/press/first-home.svg',
  },
  {
    title: 'Our privacy policy has been updated',
    description: 'What personal data we collect and why, and how to ask for a copy or a correction. The policy was last updated on 13 May 2025.',
    date: '2025-05-13',
    slug: 'privacy-policy-updated',
    image: '/media/press/privacy.svg',
  },
  {
    title: 'Land grabbers: what buyers should know',
    description: 'Demands for extra payments and claims on land already sold: how due diligence and a perfected title protect you.',
    date: '2025-03-24',
    slug: 'land-grabbers-what-to-know',
    image: '/media/press/land.svg',
  },
  {
    title: 'Off-plan, ongoing or completed: choosing the stage that suits you',
    description: 'What each stage means for risk and for when you can move in, and what to check before you commit to each.',
    date: '2025-01-27',
    slug: 'off-plan-ongoing-completed',
    image: '/media/press/construction.svg',
  },
  {
    title: 'Paying over time: mortgages and loans from partner institutions',
    description: 'How mortgage and loan products from partner financial institutions fit with escrow and due diligence.',
    date: '2024-11-11',
    slug: 'mortgages-and-loans',
    image: '/media/press/mortgage.svg',
  },
  {
    title: 'Victoria Island, Ikoyi, Lekki Phase 1, Ikate: where to look',
    description: 'A short guide to four Lagos areas, with the apartments, houses and land for sale in each.',
    date: '2024-09-30',
    slug: 'lagos-areas-guide',
    image: '/media/press/map.svg',
  },
  {
    title: 'Our terms of use, in plain words',
    description: 'The terms were last updated on 10 August 2024. A summary, including how disputes are settled: 30 days of negotiation, then arbitration in Lagos.',
    date: '2024-08-10',
    slug: 'terms-of-use-in-plain-words',
    image: '/media/press/terms.svg',
  },
]

/** An article's address on the tenant's blog (`external.blog`, with or without a trailing slash). */
export const articleUrl = (blog: string, slug: string) => `${blog.replace(/\/+$/, '')}/news/${slug}`
