import { useCallback, useEffect, useState, type FormEvent } from 'react'
import type { StaffMember } from '~/shared/console/inboxes'
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '~/shared/console/roles'
import { consoleApi, type Me } from './api'
import { Choice } from './paged-list'
import { Button, Field, formValues, Notice } from './ui'

const ROLES = STAFF_ROLES.map((r) => [r, ROLE_LABELS[r]] as const)
const STATUS = { invited: 'Invited', active: 'Active', disabled: 'Disabled' } as const

/** The owner's staff page: invite by e-mail with a role, change a role, clear failed sign-ins, disable an account. */
export function StaffPage({ me }: { me: Me }) {
  const [staff, setStaff] = useState<StaffMember[] | null>(null)
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' }>({ text: '', tone: 'ok' })
  const load = useCallback(async () => {
    const res = await consoleApi<StaffMember[]>('GET', '/staff')
    if (res.ok) setStaff(res.data)
    else setNotice({ text: res.message, tone: 'error' })
  }, [])
  useEffect(() => void load(), [load])

  async function answer(res: { ok: boolean; message: string }) {
    setNotice({ text: res.message, tone: res.ok ? 'ok' : 'error' })
    if (res.ok) await load()
  }
  async function invite(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    const res = await consoleApi('POST', '/staff', formValues(form))
    if (res.ok) form.reset()
    await answer(res)
  }
  async function change(e: FormEvent<HTMLFormElement>, s: StaffMember) {
    e.preventDefault()
    const action = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value
    // Clearing failed sign-ins opens nothing (the password and the code are still asked): one owner may do it (issue 33).
    if (action === 'unlock') return answer(await consoleApi('POST', `/staff/${s.id}/unlock`, {}))
    await answer(await consoleApi('PATCH', `/staff/${s.id}`, action === 'disable' ? { disabled: true } : { role: formValues(e.currentTarget).role as StaffRole }))
  }

  return (
    <section aria-labelledby="staff-heading" className="flex flex-col gap-4">
      <h1 id="staff-heading" className="text-2xl font-bold">
        Staff
      </h1>
      <form onSubmit={(e) => void invite(e)} className="flex flex-wrap items-end gap-3 rounded border border-gray-300 bg-white p-3" aria-label="Invite staff">
        <Field label="E-mail" name="email" type="email" autoComplete="off" required />
        <Choice label="Role" name="role" options={ROLES} defaultValue="editor" />
        <Button type="submit">Send invitation</Button>
      </form>
      <Notice text={notice.text} tone={notice.tone} />
      <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-label="Staff of this site">
        {staff?.map((s) => (
          <li key={s.id} className="flex min-w-0 flex-col gap-2 rounded border border-gray-300 bg-white p-3 text-sm md:flex-row md:items-end md:justify-between">
            <p>
              <strong>{s.email}</strong>
              {s.email === me.email && ' (you)'} · {ROLE_LABELS[s.role]} · {STATUS[s.status]}
            </p>
            {s.status !== 'disabled' && (
              <form onSubmit={(e) => void change(e, s)} className="flex flex-wrap items-end gap-2" aria-label={`Change ${s.email}`}>
                <Choice label={`Role of ${s.email}`} name="role" options={ROLES} defaultValue={s.role} />
                <Button type="submit" tone="plain" value="role">
                  Change role
                </Button>
                {s.status === 'active' && s.email !== me.email && (
                  <Button type="submit" tone="plain" value="unlock">
                    Clear failed sign-ins
                  </Button>
                )}
                {s.email !== me.email && (
                  <Button type="submit" tone="plain" value="disable">
                    Disable
                  </Button>
                )}
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
