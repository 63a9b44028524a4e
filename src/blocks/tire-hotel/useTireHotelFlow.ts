'use client'
import { useEffect, useReducer, useRef } from 'react'
import { readSessionValue, writeSessionValue } from '@/lib/browser/session-value'
import { readSession } from './api'
import {
  initialTireState,
  resumedView,
  sessionKey,
  storedSession,
  tireHotelReducer,
  type TireView,
} from './state'
import { trackView } from './tracking'

/**
 * The tire hotel's state and effects: the session resumed from and stored under the key tirehotel,
 * one flow_interaction per view reached, and the focus on each new view's heading.
 */
export function useTireHotelFlow() {
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

  return { state, dispatch, heading }
}
