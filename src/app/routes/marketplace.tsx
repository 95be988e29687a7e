import { MarketplaceHome } from '~/features/marketplace-home/marketplace-home'

/** /marketplace: the marketplace home, linked from Buy Property (decision 029). */
export function Component() {
  return <MarketplaceHome />
}
