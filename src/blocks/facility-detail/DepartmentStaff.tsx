import { tel, type FacilityUser } from './facility'

/** A department's staff (spec 02 §2) in a native <details>: no script, Enter and Space open it. */
export function DepartmentStaff({ users, heading }: { users: FacilityUser[]; heading: string }) {
  if (!users.length) return null
  return (
    <details data-staff className="mt-4">
      <summary className="cursor-pointer font-semibold">
        {heading} ({users.length})
      </summary>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {users.map((user, position) => (
          <li key={`${position}-${user.name}`} data-staff-member>
            <span className="block font-semibold">{user.name}</span>
            {user.title ? <span className="block">{user.title}</span> : null}
            {user.phone ? (
              <a href={tel(user.phone)} className="block underline">
                {user.phone}
              </a>
            ) : null}
            {user.email ? (
              <a href={`mailto:${user.email}`} className="block underline">
                {user.email}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  )
}
