'use client'
import { useEffect, useReducer, useRef } from 'react'
import { readSessionValue, writeSessionValue } from '@/lib/browser/session-value'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { readSession } from './api'
import { BookingView } from './BookingView.client'
import { Confirmation } from './Confirmation'
import { LoginView } from './LoginView'
import { SearchView } from './SearchView'
import {
  initialTireState,
  isLoggedIn,
  resumedView,
  sessionKey,
  storedSession,
  tireHotelReducer,
  type TireView,
} from './state'
import { linkButton, secondaryButton } from './styles'
import { tireHotelTexts as texts } from './texts'
import { trackView } from './tracking'
import { ValidateView } from './ValidateView'
import { VehicleCard } from './VehicleCard'

const headings: Record<TireView, string> = {
  search: texts.searchHeading,
  login: texts.loginHeading,
  validate: texts.validateHeading,
  loggedIn: texts.vehicleHeading,
  booking: texts.bookingHeading,
  confirmation: texts.confirmationHeading,
}

export type TireHotelProps = {
  /** The contact mail of the flow's footer. */
  contactEmail: string
  /** Where "no agreement" links to book a service. */
  bookServicePath: string
  /** The site's start page in the page's language ("Gå till startsidan"). */
  homePath: string
}

/**
 * The tire hotel (spec 03 §2.4, §4): one island, its views driven by state, not routes. The
 * session lives in session storage under the key tirehotel, so a reload resumes where it was;
 * each new view's heading takes the focus.
 */
export function TireHotel({ contactEmail, bookServicePath, homePath }: TireHotelProps) {
  const root = useHydratedMarker<HTMLDivElement>()
  const [state, dispatch] = useReducer(tireHotelReducer, initialTireState)
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = useRef<TireView>(state.view)
  const tracked = useRef(new Set<TireView>())
  const mounted = useRef(false)

  // The stored session, once the page runs (the server drew Search). Resuming moves no focus.
  useEffect(() => {
    const stored = readSessionValue(sessionKey)
    if (!stored) return
    const session = readSession(stored)
    shown.current = resumedView(session)
    dispatch({ type: 'restored', session })
  }, [])

  // Every later change of the session is stored; the initial empty one must not wipe what is there.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true
      return
    }
    writeSessionValue(sessionKey, storedSession(state.session))
  }, [state.session])

  useEffect(() => {
    if (!tracked.current.has(state.view)) {
      tracked.current.add(state.view)
      trackView(state.view)
    }
    if (shown.current !== state.view) heading.current?.focus()
    shown.current = state.view
  }, [state.view])

  const { session, view } = state
  const restart = () => dispatch({ type: 'restart' })
  const vehicles = session.validated?.vehicles ?? []
  const booked = vehicles.find((vehicle) => vehicle.regNo === state.booking)
  const bearer = session.credentials?.sessionToken ?? null

  const content = () => {
    switch (view) {
      case 'search':
        return (
          <SearchView
            bookServicePath={bookServicePath}
            onFound={(customer) => dispatch({ type: 'found', customer })}
          />
        )
      case 'login':
        return session.customer ? (
          <LoginView
            customer={session.customer}
            onSent={(sent) => dispatch({ type: 'codeSent', ...sent })}
            onBack={restart}
          />
        ) : null
      case 'validate':
        return session.customer && session.credentials ? (
          <ValidateView
            customer={session.customer}
            authorizationToken={session.credentials.authorizationToken}
            codeLength={session.credentials.codeLength}
            onValidated={(validated, sessionToken) =>
              dispatch({ type: 'validated', validated, sessionToken })
            }
            onResent={(sent) => dispatch({ type: 'codeSent', ...sent })}
            onBack={restart}
          />
        ) : null
      case 'loggedIn':
        return (
          <div className="grid gap-4" data-logged-in>
            {vehicles.map((vehicle) => (
              <VehicleCard
                key={vehicle.regNo}
                vehicle={vehicle}
                onBook={(regNo) => dispatch({ type: 'book', regNo })}
              />
            ))}
            <div>
              <button type="button" onClick={restart} className={secondaryButton} data-other-car>
                {texts.otherCar}
              </button>
            </div>
          </div>
        )
      case 'booking':
        return booked && bearer ? (
          <BookingView
            vehicle={booked}
            bearer={bearer}
            onBack={() => dispatch({ type: 'back' })}
            onBooked={(confirmation) => dispatch({ type: 'booked', confirmation })}
          />
        ) : null
      case 'confirmation':
        return state.confirmation ? (
          <Confirmation
            confirmation={state.confirmation}
            homePath={homePath}
            bearer={bearer}
            onOtherCar={restart}
          />
        ) : null
    }
  }

  return (
    <div
      ref={root}
      className="grid gap-4 rounded-md border border-neutral-300 p-4 sm:p-6"
      data-tire-hotel
      data-view={view}
    >
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none" data-view-heading>
        {headings[view]}
      </h2>
      {content()}
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-neutral-300 pt-4 text-sm">
        <p>
          {texts.contactUs}{' '}
          <a href={`mailto:${contactEmail}`} className="font-semibold underline">
            {contactEmail}
          </a>
        </p>
        {isLoggedIn(session) ? (
          <button type="button" onClick={restart} className={linkButton} data-logout>
            {texts.logout}
          </button>
        ) : null}
      </footer>
    </div>
  )
}
