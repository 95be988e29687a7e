import { AreaShortcuts } from '~/components/marketing/area-shortcuts'

/** /marketplace's 'Find a Property by Location', its own chunk: fetched as it nears the screen. */
export default function LocationShortcuts() {
  return <AreaShortcuts className="bg-white" />
}
