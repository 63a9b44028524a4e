/**
 * The tire hotel's views and session (spec 03 §2.4, §4 "Tire hotel"): pure, so the transitions are
 * unit-tested. Search → Login (a plate with an agreement) → Validate (a code sent) → LoggedIn (the
 * code verified) → Booking ("Boka hjulskifte") → Confirmation (a 200). "Tillbaka" returns from
 * Booking to LoggedIn; "Logga ut" and "Boka tid för annan bil" clear the session and return to
 * Search. Whenever validated.status is 0 on Search, Login or Validate, the view is LoggedIn.
 */
import {
  emptySession,
  type TireConfirmation,
  type TireCustomer,
  type TireSession,
  type Validated,
} from './api'

export type TireView = 'search' | 'login' | 'validate' | 'loggedIn' | 'booking' | 'confirmation'

export type TireFlowState = {
  view: TireView
  session: TireSession
  /** The vehicle being booked (its regNo) in Booking and Confirmation. */
  booking: string | null
  confirmation: TireConfirmation | null
}

export type TireAction =
  | { type: 'restored'; session: TireSession }
  | { type: 'found'; customer: TireCustomer }
  | { type: 'codeSent'; authorizationToken: string; codeLength: 4 | 8 }
  | { type: 'validated'; validated: Validated; sessionToken: string }
  | { type: 'book'; regNo: string }
  | { type: 'back' }
  | { type: 'booked'; confirmation: TireConfirmation }
  | { type: 'restart' }

export const initialTireState: TireFlowState = {
  view: 'search',
  session: emptySession,
  booking: null,
  confirmation: null,
}

const beforeLogin: readonly TireView[] = ['search', 'login', 'validate']

/** The view a stored session resumes at: as far as it got before Booking. */
export function resumedView(session: TireSession): TireView {
  if (session.validated?.status === 0) return 'loggedIn'
  if (session.credentials) return 'validate'
  if (session.customer) return 'login'
  return 'search'
}

/** Spec 03 §4: validated.status 0 while on Search, Login or Validate jumps to LoggedIn. */
function withJump(state: TireFlowState): TireFlowState {
  return state.session.validated?.status === 0 && beforeLogin.includes(state.view)
    ? { ...state, view: 'loggedIn' }
    : state
}

function step(state: TireFlowState, action: TireAction): TireFlowState {
  switch (action.type) {
    case 'restored':
      return { ...initialTireState, session: action.session, view: resumedView(action.session) }
    case 'found':
      return {
        ...initialTireState,
        view: 'login',
        session: { customer: action.customer, credentials: null, validated: null },
      }
    case 'codeSent':
      return {
        ...state,
        view: 'validate',
        session: {
          ...state.session,
          credentials: {
            authorizationToken: action.authorizationToken,
            codeLength: action.codeLength,
            sessionToken: null,
          },
        },
      }
    case 'validated':
      return {
        ...state,
        session: {
          ...state.session,
          credentials: {
            authorizationToken: state.session.credentials?.authorizationToken ?? '',
            codeLength: state.session.credentials?.codeLength ?? 4,
            sessionToken: action.sessionToken,
          },
          validated: action.validated,
        },
      }
    case 'book': {
      const known = state.session.validated?.vehicles.some((vehicle) => vehicle.regNo === action.regNo)
      return known ? { ...state, view: 'booking', booking: action.regNo, confirmation: null } : state
    }
    case 'back':
      return state.view === 'booking' ? { ...state, view: 'loggedIn', booking: null } : state
    case 'booked':
      return state.view === 'booking'
        ? { ...state, view: 'confirmation', confirmation: action.confirmation }
        : state
    case 'restart':
      return initialTireState
  }
}

export const tireHotelReducer = (state: TireFlowState, action: TireAction): TireFlowState =>
  withJump(step(state, action))

/** Whether the visitor is logged in: "Logga ut" is shown (spec 03 §2.4 "Footer"). */
export const isLoggedIn = (session: TireSession) => session.validated?.status === 0

/** The session as stored under the key tirehotel; null when there is nothing to keep. */
export const storedSession = (session: TireSession): string | null =>
  session.customer || session.credentials || session.validated ? JSON.stringify(session) : null

export const sessionKey = 'tirehotel'
