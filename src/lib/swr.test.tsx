import { act, render, screen, waitFor } from '@testing-library/react'
import { unstable_serialize as serializeList } from 'swr/infinite'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeToken } from '~/testing/fake-api'
import { isUserKey, session, userKey, type Session } from './session'
import { clearUserQueries, SWRConfig, useSWR, useSWRInfinite } from './swr'

const pageKey = (s: Session) => (index: number) => userKey(s, 'favourite', '', index + 1)

/** A user query and a user list in SWR's default cache, as the app keeps them. */
function Queries({ s }: { s: Session }) {
  const count = useSWR(userKey(s, 'favourite/count'), () => 3)
  const list = useSWRInfinite(pageKey(s), () => ['listing'])
  return <p data-testid="loaded">{`${count.data ?? '-'} ${list.data?.length ?? '-'}`}</p>
}

afterEach(() => act(() => session.end()))

describe('clearUserQueries', () => {
  it('forgets user queries and useSWRInfinite lists, and nothing else', async () => {
    act(() => session.start(fakeToken({ id: 41 })))
    const s = session.get()!
    const { cache, mutate } = SWRConfig.defaultValue
    await mutate(['listings-search', 'q', 1], 'public')
    const { unmount } = render(<Queries s={s} />)
    await waitFor(() => expect(screen.getByTestId('loaded').textContent).toBe('3 1'))
    unmount()
    const list = serializeList(pageKey(s))
    expect(cache.get(list)?.data).toEqual([['listing']])

    await clearUserQueries(isUserKey)
    expect(cache.get(list)?.data).toBeUndefined()
    expect([...cache.keys()].filter((k) => k.includes('"user",41,')).map((k) => cache.get(k)?.data)).toEqual([undefined, undefined, undefined])
    expect(cache.get('@"listings-search","q",1,')?.data).toBe('public')
  })
})
