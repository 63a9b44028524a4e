'use client'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { BookingView } from './BookingView.client'
import { Confirmation } from './Confirmation'
import { LoginView } from './LoginView'
import { SearchView } from './SearchView'
import { LoggedInView } from './LoggedInView'
import { isLoggedIn, type TireView } from './state'
import { linkButton } from './styles'
import { tireHotelTexts as texts } from './texts'
import { useTireHotelFlow } from './useTireHotelFlow'
import { ValidateView } from './ValidateView'

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
  const { state, dispatch, heading } = useTireHotelFlow()

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
          <LoggedInView
            vehicles={vehicles}
            onBook={(regNo) => dispatch({ type: 'book', regNo })}
            onOtherCar={restart}
          />
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
