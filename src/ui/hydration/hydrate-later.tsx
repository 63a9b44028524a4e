'use client'
import { Activity, type ComponentType } from 'react'

/**
 * An island that hydrates after the page: for below-the-fold or rarely used islands. Its server
 * HTML sits in an `<Activity>` boundary, which React leaves out of the page's first hydration
 * pass and hydrates afterwards in a pass of its own at the lowest priority (in 5 ms slices, with
 * its own commit), so the page's first hydration task is shorter by the island's render, effects
 * and module. A click or key press on it before then hydrates it first and is then handled.
 * Unlike a Suspense boundary, an Activity boundary is written in place by the server (Fizz never
 * outlines it to swap it in by script), so nothing moves. Mounted by a client-side navigation,
 * the island renders at once as usual.
 */
export function hydrateLater<Props extends object>(Island: ComponentType<Props>): ComponentType<Props> {
  function HydratedLater(props: Props) {
    return (
      <Activity>
        <Island {...props} />
      </Activity>
    )
  }
  HydratedLater.displayName = `HydrateLater(${Island.displayName || Island.name || 'Island'})`
  return HydratedLater
}
