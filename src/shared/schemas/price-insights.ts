import * as v from 'valibot'
import { positiveInt } from './query-fields'

/** GET /indexing/listing-price-insights?listing_id=… (issue 25). */
export const PriceInsightsQuerySchema = v.object({ listing_id: positiveInt('listing_id') })
