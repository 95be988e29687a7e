/* global process, console, Buffer -- run by plain node */
// A local Netlify Blobs server in its own process (tests/netlify): @netlify/blobs' BlobsServer on a
// free port, holding the blobs given as argv[3] ({ name: text }) in store "photos" of site
// "haven-test"; prints the NETLIFY_BLOBS_CONTEXT a function needs, then serves until killed.
import { getStore, setEnvironmentContext } from '@netlify/blobs'
import { BlobsServer } from '@netlify/blobs/server'

const [directory, blobs] = process.argv.slice(2)
const token = 'haven-test-token'
const server = new BlobsServer({ directory, token })
const { port } = await server.start()
const context = { edgeURL: `http://localhost:${port}`, siteID: 'haven-test', token }
setEnvironmentContext(context)
const store = getStore('photos')
for (const [name, text] of Object.entries(JSON.parse(blobs ?? '{}'))) await store.set(name, text)
console.log(Buffer.from(JSON.stringify(context)).toString('base64'))
