// The one stylesheet of every page, in cascade order: reset, utilities, prose for rendered Markdown.
import './base.css'
import 'virtual:uno.css'
import './prose.css'
