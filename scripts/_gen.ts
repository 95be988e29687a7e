import { createListing } from '~/testing/create-listing'
console.time('gen'); let n = 0; for (let i = 1; i <= 100000; i++) n += JSON.stringify(createListing({}, i)).length; console.timeEnd('gen'); console.log(n / 1e6, 'MB')
