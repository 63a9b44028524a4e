'use client'

import { Component, type ReactNode } from 'react'
import { SectionFallback, type SectionFallbackTexts } from './SectionFallback'

type Props = { texts: SectionFallbackTexts; blockType: string; children: ReactNode }

/** Catches errors of a section's client parts after the server has rendered it. */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error(`Section "${this.props.blockType}" failed to render`, error)
  }

  render() {
    return this.state.failed ? <SectionFallback texts={this.props.texts} /> : this.props.children
  }
}
