// The one stylesheet of every page, in cascade order: reset, utilities, styles for rendered Markdown.
import './base.css'
import 'virtual:uno.css'
import './prose.css'
import './marketing.css'
import './partners.css'
